import { describe, expect, it } from 'vitest';
import { emptyCondition } from './model.ts';
import {
  needsPopover,
  shortenForSummary,
  summarizeCondition,
  summarizeFilter,
  summarizeGroup,
} from './summary.ts';
import { attributeCondition, eventCondition, filter, stringFilter } from './test-fixtures.ts';

describe('filter summaries', () => {
  it('reads property, operator and value', () => {
    expect(summarizeFilter(stringFilter('email', 'contains', 'acme')).text).toBe('email contains "acme"');
    expect(summarizeFilter(stringFilter('email', 'isNotSet')).text).toBe('email is not set');
    expect(summarizeFilter(stringFilter('plan', 'isOneOf', ['pro', 'team'])).text).toBe(
      'plan is one of "pro", "team"',
    );
    const score = filter({
      propertyName: 'leadScore',
      propertyType: 'number',
      propertyOperator: 'greaterThan',
      propertyValue: 5,
    });
    expect(summarizeFilter(score).text).toBe('leadScore is greater than 5');
    const vip = filter({
      propertyName: 'vip',
      propertyType: 'boolean',
      propertyOperator: 'equals',
      propertyValue: true,
    });
    expect(summarizeFilter(vip).text).toBe('vip equals True');
    const meta = filter({ propertyName: 'meta', propertyType: 'object', propertyOperator: 'isSet' });
    expect(summarizeFilter(meta).text).toBe('meta exists');
  });
  it('shows specific dates in Eastern Time and relative dates in words', () => {
    const specific = filter({
      propertyName: 'createdAt',
      propertyType: 'datetime',
      propertyOperator: 'after',
      dateComparisonType: 'specific',
      propertyValue: '2024-05-01T18:30:00.000Z',
    });
    expect(summarizeFilter(specific).text).toBe('createdAt is after 05/01/2024 2:30 PM ET');
    const relative = { ...specific, dateComparisonType: 'relative' as const, relativeDateValue: 'now-7d' };
    expect(summarizeFilter(relative).text).toBe('createdAt is after 7 days ago');
  });
  it('flags values over 60 characters for a popover and shortens them', () => {
    const long = 'x'.repeat(61);
    const summary = summarizeFilter(stringFilter('note', 'contains', long));
    expect(summary.valueNeedsPopover).toBe(true);
    expect(summary.value).toBe(`"${long}"`);
    expect(summary.shortValue).toBe(`"${'x'.repeat(59)}…`);
    expect(needsPopover('y'.repeat(60))).toBe(false);
    expect(shortenForSummary('y'.repeat(60))).toBe('y'.repeat(60));
  });
});

describe('condition and group summaries', () => {
  it('joins a contact-attribute row with and', () => {
    const condition = attributeCondition(
      stringFilter('email', 'isSet'),
      stringFilter('firstName', 'equals', 'Ann'),
    );
    expect(summarizeCondition(condition)).toBe('email is set and firstName equals "Ann"');
  });
  it('reads an event row with its count, last-event flag and filters', () => {
    const condition = eventCondition('purchase', {
      eventCount: { operator: 'atLeast', value: 3 },
      lastEventOnly: true,
      filters: [stringFilter('plan', 'equals', 'pro')],
    });
    expect(summarizeCondition(condition)).toBe(
      'Custom Event: has done purchase at least 3 times (last event only) where plan equals "pro"',
    );
    expect(summarizeCondition(eventCondition('refund', { eventOperator: 'isNotSet' }))).toBe(
      'Custom Event: has not done refund',
    );
    expect(summarizeCondition(emptyCondition())).toBe('…');
  });
  it('joins a group by its join type', () => {
    const a = attributeCondition(stringFilter('email', 'isSet'));
    const b = eventCondition('signup');
    expect(summarizeGroup({ name: 'g', joinType: 'all', conditions: [a, b] })).toBe(
      '(email is set) AND (Custom Event: has done signup)',
    );
    expect(summarizeGroup({ name: 'g', joinType: 'any', conditions: [a] })).toBe('email is set');
    expect(summarizeGroup({ name: 'g', joinType: 'none', conditions: [a, b] })).toBe(
      'None of: email is set; Custom Event: has done signup',
    );
    expect(summarizeGroup({ name: 'g', joinType: 'all', conditions: [] })).toBe('No conditions');
  });
});
