import { describe, expect, it } from 'vitest';
import {
  foldCase,
  parseDatetimeText,
  readDatetime,
  readFilterBoolean,
  readNumber,
  unquoteEmptyString,
} from './values.ts';

describe('reading stored values (docs/conditions.md "Values")', () => {
  it('folds ASCII letters only', () => {
    expect(foldCase('ACME Élan')).toBe('acme Élan');
  });
  it('reads "" as the empty string', () => {
    expect(unquoteEmptyString('""')).toBe('');
    expect(unquoteEmptyString('"a"')).toBe('"a"');
  });
  it('reads numbers and numeric text', () => {
    expect(readNumber(42)).toBe(42);
    expect(readNumber('-3.25')).toBe(-3.25);
    expect(readNumber('007')).toBe(7);
    for (const value of ['', ' 1', '1e3', '1.', '.5', 'abc', '1234567890123456', Number.NaN, true, null]) {
      expect(readNumber(value)).toBeNull();
    }
  });
  it('reads datetime text with an offset', () => {
    expect(parseDatetimeText('2024-05-01T14:30:00-04:00')?.toISOString()).toBe('2024-05-01T18:30:00.000Z');
    expect(parseDatetimeText('2024-05-01 18:30:00.5Z')?.toISOString()).toBe('2024-05-01T18:30:00.500Z');
    expect(parseDatetimeText('2024-05-01T18:30:00.123Z')?.toISOString()).toBe('2024-05-01T18:30:00.123Z');
  });
  it('refuses datetime text without an offset, with a day the month lacks, or other forms', () => {
    for (const text of [
      '2024-05-01T18:30:00',
      '2024-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-05-01',
      '2024-05-01T18:30Z',
      '0999-01-01T00:00:00Z',
      '2024-05-01T18:30:00.1234Z',
    ]) {
      expect(parseDatetimeText(text)).toBeNull();
    }
    expect(parseDatetimeText('2024-02-29T00:00:00Z')).not.toBeNull();
  });
  it('reads a Date as itself and refuses an invalid one', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    expect(readDatetime(date)).toBe(date);
    expect(readDatetime(new Date('nope'))).toBeNull();
    expect(readDatetime(1_700_000_000_000)).toBeNull();
  });
  it('reads boolean filter values', () => {
    expect(readFilterBoolean(true)).toBe(true);
    expect(readFilterBoolean('false')).toBe(false);
    expect(readFilterBoolean('yes')).toBeNull();
  });
});
