import { describe, expect, it } from 'vitest';
import { fieldTypeOf, parseAcceptedDate, storedValue } from './field-types.ts';

describe('accepted date strings (spec 000 §5)', () => {
  it.each([
    ['2024-05-01 14:30:00+02:00', '2024-05-01T12:30:00.000Z'],
    ['2024-05-01 14:30:00-05:00', '2024-05-01T19:30:00.000Z'],
    ['2024-05-01 14:30:00Z', '2024-05-01T14:30:00.000Z'],
    ['2024-05-01 14:30:00', '2024-05-01T14:30:00.000Z'],
    ['2024-05-01T14:30:00.123Z', '2024-05-01T14:30:00.123Z'],
    ['2024-05-01T14:30:00.123+01:00', '2024-05-01T13:30:00.123Z'],
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseAcceptedDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    'May 1, 2024',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-05-01 24:00:00',
    '2024-05-01T14:30:00.123', // ISO needs Z or an offset
    '2024-05-01T14:30',
    '0999-01-01',
    '1714573800',
    '',
  ])('refuses %s', (text) => {
    expect(parseAcceptedDate(text)).toBeNull();
  });
});

describe('field types', () => {
  it('reads the type of each JSON value; null teaches nothing', () => {
    expect(fieldTypeOf('gold')).toBe('string');
    expect(fieldTypeOf('2024-05-01')).toBe('datetime');
    expect(fieldTypeOf(12.5)).toBe('number');
    expect(fieldTypeOf(false)).toBe('boolean');
    expect(fieldTypeOf(['a', 1])).toBe('list');
    expect(fieldTypeOf({ sku: 'A1' })).toBe('object');
    expect(fieldTypeOf(null)).toBeNull();
  });

  it('stores accepted date strings as ISO UTC with milliseconds, the datetime text conditions read', () => {
    expect(storedValue('2024-05-01 14:30:00-04:00')).toBe('2024-05-01T18:30:00.000Z');
    expect(storedValue('not a date')).toBe('not a date');
    expect(storedValue(5)).toBe(5);
  });
});
