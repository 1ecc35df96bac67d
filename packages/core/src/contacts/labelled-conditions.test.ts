import { describe, expect, it } from 'vitest';
import { emptyFilter } from '../conditions/model.ts';
import { summarizeCondition, summarizeGroup } from '../conditions/summary.ts';
import { groupWithFieldLabels, withFieldLabels } from './labelled-conditions.ts';

const attribute = (propertyName: string, propertyValue: string) => ({
  ...emptyFilter(),
  propertyName,
  propertyType: 'string' as const,
  propertyOperator: 'equals' as const,
  propertyValue,
});

const condition = {
  conditionalType: 'contactAttribute' as const,
  eventName: null,
  eventOperator: 'isSet' as const,
  filters: [attribute('firstName', 'Ada'), attribute('rvProperties.timezone', 'America/Chicago')],
  lastEventOnly: false,
};

describe('summaries with field labels (issue 17 item 8)', () => {
  it('names each filter by its label, leaving the condition itself untouched', () => {
    expect(summarizeCondition(withFieldLabels(condition))).toBe(
      'First name equals "Ada" and Time zone equals "America/Chicago"',
    );
    expect(condition.filters[0]?.propertyName).toBe('firstName');
  });

  it('names the event by its label', () => {
    const performed = { ...condition, conditionalType: 'customEvent' as const, eventName: 'sms.received' };
    const labelled = withFieldLabels(performed);
    expect(labelled.eventName).toBe('SMS received');
    expect(summarizeCondition(labelled)).toContain('SMS received');
    expect(summarizeCondition(labelled)).not.toContain('sms.received');
    expect(withFieldLabels(condition).eventName).toBeNull();
  });

  it('takes the labeller a picker uses', () => {
    const labelled = withFieldLabels(condition, (name) => (name === 'firstName' ? 'Given name' : name));
    expect(summarizeCondition(labelled)).toContain('Given name equals "Ada"');
  });

  it('labels every condition of a group and leaves unset properties unset', () => {
    const group = {
      name: 'Group 1',
      joinType: 'all' as const,
      conditions: [condition, { ...condition, filters: [emptyFilter()] }],
    };
    const labelled = groupWithFieldLabels(group);
    expect(summarizeGroup(labelled)).toContain('(First name equals "Ada" and Time zone equals');
    expect(labelled.conditions[1]?.filters[0]?.propertyName).toBeNull();
  });
});
