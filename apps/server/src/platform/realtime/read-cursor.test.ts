import { describe, expect, it } from 'vitest';
import { ReadCursor } from './read-cursor.ts';

describe('ReadCursor', () => {
  it('accepts each id once and remembers ids skipped by an out-of-order commit', () => {
    let now = 1_000;
    const cursor = new ReadCursor(10, 2_000, 10_000, () => now);
    expect(cursor.accept(11)).toBe(true);
    expect(cursor.accept(14)).toBe(true);
    expect(cursor.position).toBe(14);
    expect(cursor.missingIds()).toEqual([12, 13]);
    expect(cursor.accept(14)).toBe(false);
    expect(cursor.accept(13)).toBe(true);
    expect(cursor.accept(13)).toBe(false);
    expect(cursor.missingIds()).toEqual([12]);
    now += 2_001;
    expect(cursor.missingIds()).toEqual([]);
    expect(cursor.givenUp).toBe(1);
    // A given-up id that turns up after all is not delivered: too late to keep order guarantees.
    expect(cursor.accept(12)).toBe(false);
  });

  it('bounds the missing ids after a huge jump', () => {
    const cursor = new ReadCursor(0, 2_000, 100);
    cursor.accept(1_000_000);
    expect(cursor.missingIds()).toHaveLength(100);
  });
});
