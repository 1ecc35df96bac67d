import { describe, expect, it } from 'vitest';
import type { FilterOperator } from './model.ts';
import { resolveDateValue } from './resolve-date.ts';
import { filter } from './test-fixtures.ts';

const now = new Date('2024-05-15T18:30:45.123Z');
const specific = (
  propertyOperator: FilterOperator,
  propertyValue: string | null = '2024-05-01T18:30:40.000Z',
) =>
  filter({
    propertyName: 'createdAt',
    propertyType: 'datetime',
    propertyOperator,
    propertyValue,
    dateComparisonType: 'specific',
  });
const relative = (propertyOperator: FilterOperator, relativeDateValue: string) =>
  filter({
    propertyName: 'createdAt',
    propertyType: 'datetime',
    propertyOperator,
    relativeDateValue,
    dateComparisonType: 'relative',
  });
const shown = (resolved: ReturnType<typeof resolveDateValue>) =>
  resolved && `${resolved.comparison} ${resolved.instant.toISOString()}`;

describe('resolveDateValue', () => {
  it('a specific date is its whole minute', () => {
    expect(shown(resolveDateValue(specific('after'), now))).toBe('>= 2024-05-01T18:31:00.000Z');
    expect(shown(resolveDateValue(specific('onOrAfter'), now))).toBe('>= 2024-05-01T18:30:00.000Z');
    expect(shown(resolveDateValue(specific('before'), now))).toBe('< 2024-05-01T18:30:00.000Z');
    expect(shown(resolveDateValue(specific('onOrBefore'), now))).toBe('< 2024-05-01T18:31:00.000Z');
  });
  it('a relative date is one instant', () => {
    expect(shown(resolveDateValue(relative('after', 'now-1h'), now))).toBe('> 2024-05-15T17:30:45.123Z');
    expect(shown(resolveDateValue(relative('onOrAfter', 'now/d'), now))).toBe('>= 2024-05-15T04:00:00.000Z');
    expect(shown(resolveDateValue(relative('before', 'now/d'), now))).toBe('< 2024-05-15T04:00:00.000Z');
    expect(shown(resolveDateValue(relative('onOrBefore', 'now'), now))).toBe('<= 2024-05-15T18:30:45.123Z');
  });
  it('an unset date type reads as specific (the default of a date operator)', () => {
    const unset = { ...specific('before'), dateComparisonType: null };
    expect(shown(resolveDateValue(unset, now))).toBe('< 2024-05-01T18:30:00.000Z');
  });
  it('is null for invalid values and for operators that are not date operators', () => {
    expect(resolveDateValue(specific('after', null), now)).toBeNull();
    expect(resolveDateValue(specific('after', 'May 1st'), now)).toBeNull();
    expect(resolveDateValue(relative('after', 'yesterday'), now)).toBeNull();
    expect(resolveDateValue(specific('isSet'), now)).toBeNull();
  });
});
