import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from './print-schema.ts';

describe('schema.graphql', () => {
  it('is up to date with the code-first schema (run `npm run graphql:schema`)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});
