import { describe, expect, it } from 'vitest';
import { type EvaluationContact, evaluateAttributeFilter } from './evaluate.ts';
import type { Filter, FilterOperator, FilterValue, PropertyType } from './model.ts';
import { filter } from './test-fixtures.ts';

const now = new Date('2024-05-15T18:30:45.123Z');

/** Whether a contact whose attribute `p` holds `stored` (absent when undefined) matches the filter. */
function matches(
  type: PropertyType,
  operator: FilterOperator,
  value: FilterValue,
  stored: unknown,
  extra: Partial<Filter> = {},
) {
  const contact: EvaluationContact = { attributes: stored === undefined ? {} : { p: stored }, events: [] };
  const tested = filter({
    propertyName: 'p',
    propertyType: type,
    propertyOperator: operator,
    propertyValue: value,
    ...extra,
  });
  return evaluateAttributeFilter(tested, contact, now);
}

describe('presence operators', () => {
  it('isSet: the key is present, even holding null', () => {
    expect(matches('string', 'isSet', null, 'a')).toBe(true);
    expect(matches('string', 'isSet', null, null)).toBe(true);
    expect(matches('string', 'isSet', null, undefined)).toBe(false);
    expect(matches('object', 'isSet', null, { a: 1 })).toBe(true);
  });
  it('isNotSet: the key is absent', () => {
    expect(matches('string', 'isNotSet', null, undefined)).toBe(true);
    expect(matches('string', 'isNotSet', null, null)).toBe(false);
  });
  it('isNotNull: present and not null', () => {
    expect(matches('string', 'isNotNull', null, '')).toBe(true);
    expect(matches('string', 'isNotNull', null, null)).toBe(false);
    expect(matches('string', 'isNotNull', null, undefined)).toBe(false);
  });
  it('a null typed column (email) counts as absent', () => {
    const contact: EvaluationContact = { attributes: { email: null }, events: [] };
    const isSet = filter({ propertyName: 'email', propertyType: 'string', propertyOperator: 'isSet' });
    expect(evaluateAttributeFilter(isSet, contact, now)).toBe(false);
    expect(evaluateAttributeFilter({ ...isSet, propertyOperator: 'isNotSet' }, contact, now)).toBe(true);
  });
  it('presence does not look at the type', () => {
    expect(matches('number', 'isSet', null, 'not a number')).toBe(true);
  });
});

describe('string operators (case-insensitive, ASCII folding)', () => {
  it('equals / notEquals', () => {
    expect(matches('string', 'equals', 'ACME', 'acme')).toBe(true);
    expect(matches('string', 'equals', 'acme', 'acme inc')).toBe(false);
    expect(matches('string', 'notEquals', 'acme', 'Beta')).toBe(true);
    expect(matches('string', 'notEquals', 'acme', 'ACME')).toBe(false);
    expect(matches('string', 'equals', 'é', 'É')).toBe(false);
  });
  it('"" matches the empty string for equals and notEquals', () => {
    expect(matches('string', 'equals', '""', '')).toBe(true);
    expect(matches('string', 'equals', '""', 'x')).toBe(false);
    expect(matches('string', 'notEquals', '""', 'x')).toBe(true);
  });
  it('contains, startsWith, endsWith', () => {
    expect(matches('string', 'contains', 'CME', 'acme')).toBe(true);
    expect(matches('string', 'contains', 'xyz', 'acme')).toBe(false);
    expect(matches('string', 'startsWith', 'AC', 'acme')).toBe(true);
    expect(matches('string', 'startsWith', 'me', 'acme')).toBe(false);
    expect(matches('string', 'endsWith', 'ME', 'acme')).toBe(true);
    expect(matches('string', 'endsWith', 'ac', 'acme')).toBe(false);
    expect(matches('string', 'contains', '%', 'a_b')).toBe(false);
  });
  it('isOneOf', () => {
    expect(matches('string', 'isOneOf', ['pro', 'TEAM'], 'team')).toBe(true);
    expect(matches('string', 'isOneOf', ['pro'], 'free')).toBe(false);
    expect(matches('string', 'isOneOf', [], 'free')).toBe(false);
    expect(matches('string', 'isOneOf', [1.5], '1.5')).toBe(true);
  });
  it('never matches a missing, null or non-string value, not even notEquals', () => {
    expect(matches('string', 'notEquals', 'a', undefined)).toBe(false);
    expect(matches('string', 'notEquals', 'a', null)).toBe(false);
    expect(matches('string', 'equals', '5', 5)).toBe(false);
    expect(matches('string', 'contains', 'true', true)).toBe(false);
  });
});

describe('number operators', () => {
  it('compare numbers and numeric text', () => {
    expect(matches('number', 'equals', 5, 5)).toBe(true);
    expect(matches('number', 'equals', '5', '5.0')).toBe(true);
    expect(matches('number', 'notEquals', 5, 6)).toBe(true);
    expect(matches('number', 'greaterThan', 5, 6)).toBe(true);
    expect(matches('number', 'greaterThan', 5, 5)).toBe(false);
    expect(matches('number', 'greaterThanOrEqual', 5, 5)).toBe(true);
    expect(matches('number', 'lessThan', 5, '4.99')).toBe(true);
    expect(matches('number', 'lessThanOrEqual', 5, 5.01)).toBe(false);
  });
  it('isOneOf ignores non-numeric entries', () => {
    expect(matches('number', 'isOneOf', ['x', 2, '3'], 3)).toBe(true);
    expect(matches('number', 'isOneOf', ['x'], 3)).toBe(false);
  });
  it('never matches non-numeric data or a non-numeric filter value', () => {
    expect(matches('number', 'equals', 5, '5 apples')).toBe(false);
    expect(matches('number', 'notEquals', 5, 'abc')).toBe(false);
    expect(matches('number', 'notEquals', 5, true)).toBe(false);
    expect(matches('number', 'greaterThan', 'abc', 10)).toBe(false);
  });
});

describe('boolean operators', () => {
  it('equals / notEquals on JSON booleans', () => {
    expect(matches('boolean', 'equals', true, true)).toBe(true);
    expect(matches('boolean', 'equals', 'false', false)).toBe(true);
    expect(matches('boolean', 'notEquals', true, false)).toBe(true);
    expect(matches('boolean', 'notEquals', true, true)).toBe(false);
  });
  it('never matches text or numbers', () => {
    expect(matches('boolean', 'equals', true, 'true')).toBe(false);
    expect(matches('boolean', 'notEquals', true, 0)).toBe(false);
  });
});

describe('datetime operators', () => {
  const specific = { dateComparisonType: 'specific' as const };
  const minute = '2024-05-01T18:30:00.000Z';
  it('a specific date is its whole minute', () => {
    expect(matches('datetime', 'after', minute, new Date('2024-05-01T18:30:59Z'), specific)).toBe(false);
    expect(matches('datetime', 'after', minute, new Date('2024-05-01T18:31:00Z'), specific)).toBe(true);
    expect(matches('datetime', 'onOrAfter', minute, new Date('2024-05-01T18:30:00Z'), specific)).toBe(true);
    expect(matches('datetime', 'before', minute, new Date('2024-05-01T18:29:59.999Z'), specific)).toBe(true);
    expect(matches('datetime', 'before', minute, new Date('2024-05-01T18:30:10Z'), specific)).toBe(false);
    expect(matches('datetime', 'onOrBefore', minute, new Date('2024-05-01T18:30:59Z'), specific)).toBe(true);
    expect(matches('datetime', 'onOrBefore', minute, new Date('2024-05-01T18:31:00Z'), specific)).toBe(false);
  });
  it('a relative date is an instant', () => {
    const relative = (relativeDateValue: string) => ({
      dateComparisonType: 'relative' as const,
      relativeDateValue,
    });
    expect(matches('datetime', 'after', null, new Date('2024-05-10T00:00:00Z'), relative('now-7d'))).toBe(
      true,
    );
    expect(matches('datetime', 'after', null, new Date('2024-05-01T00:00:00Z'), relative('now-7d'))).toBe(
      false,
    );
    expect(matches('datetime', 'onOrAfter', null, new Date('2024-05-15T04:00:00Z'), relative('now/d'))).toBe(
      true,
    );
    expect(matches('datetime', 'after', null, new Date('2024-05-15T04:00:00Z'), relative('now/d'))).toBe(
      false,
    );
    expect(matches('datetime', 'onOrBefore', null, now, relative('now'))).toBe(true);
    expect(matches('datetime', 'before', null, now, relative('now'))).toBe(false);
  });
  it('reads datetime text with an offset and refuses other data', () => {
    expect(matches('datetime', 'onOrAfter', minute, '2024-05-01T14:30:00-04:00', specific)).toBe(true);
    expect(matches('datetime', 'onOrAfter', minute, '2024-05-01T18:30:00', specific)).toBe(false);
    expect(matches('datetime', 'onOrAfter', minute, 1_800_000_000_000, specific)).toBe(false);
  });
  it('an invalid filter value matches nothing', () => {
    expect(matches('datetime', 'after', 'soon', new Date(), specific)).toBe(false);
  });
});

describe('list and object', () => {
  it('list contains: a folded string element or an equal number element', () => {
    expect(matches('list', 'contains', 'VIP', ['vip', 'new'])).toBe(true);
    expect(matches('list', 'contains', 'vi', ['vip'])).toBe(false);
    expect(matches('list', 'contains', '3', [1, 3])).toBe(true);
    expect(matches('list', 'contains', 3, ['3'])).toBe(true);
    expect(matches('list', 'contains', 'x', 'x')).toBe(false);
  });
  it('object exists', () => {
    expect(matches('object', 'isSet', null, {})).toBe(true);
    expect(matches('object', 'isSet', null, undefined)).toBe(false);
  });
});
