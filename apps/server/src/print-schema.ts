import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from './graphql-schema.ts';

// CONVENTIONS.md §9: the schema is printed, committed, and the web's typed documents come from it.
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../schema.graphql');

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
