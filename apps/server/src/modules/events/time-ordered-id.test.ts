import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes RFC 9562 version 7 UUIDs that only grow, with the current millisecond in front', () => {
    const before = Date.now();
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    const firstMs = Number.parseInt(ids[0]?.replaceAll('-', '').slice(0, 12) ?? '', 16);
    expect(firstMs).toBeGreaterThanOrEqual(before);
    expect(firstMs).toBeLessThanOrEqual(Date.now());
  });
});
