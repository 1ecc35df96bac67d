import { describe, expect, it } from 'vitest';
import { stringFilter } from '../conditions/test-fixtures.ts';
import type { NodeOf } from './graph.ts';
import { defaultTriggerData, TRIGGER_TYPES, type TriggerData } from './trigger-data.ts';
import { triggerProblems } from './validate-trigger.ts';

const trigger = (data: TriggerData): NodeOf<'trigger'> => ({
  id: 't',
  type: 'trigger',
  position: { x: 0, y: 0 },
  data,
});
const NOW = new Date('2024-05-01T12:00:00.000Z');
const messages = (data: TriggerData, now: Date | null = NOW) =>
  triggerProblems(trigger(data), now).map((problem) => [problem.severity, problem.field, problem.message]);

const scheduled = (
  schedule: Partial<Extract<TriggerData, { triggerType: 'scheduled' }>['schedule']>,
): TriggerData => ({
  triggerType: 'scheduled',
  schedule: { kind: 'cron', cron: '', at: null, timeZone: 'America/New_York', ...schedule },
  audience: { kind: 'contactList', id: 'list-1' },
});

describe('trigger completeness (spec 000 §4 trigger types)', () => {
  it('says what each blank trigger type needs', () => {
    expect(
      TRIGGER_TYPES.map((type) => messages(defaultTriggerData(type)).map(([, , message]) => message)),
    ).toEqual([
      ['Event Name is required.'],
      ['Choose a static segment.'],
      ['Event Name is required.'],
      [],
      ['Choose when the journey runs.', 'Choose a segment or a contact list.'],
    ]);
  });

  it("checks a custom event's filters by the condition builder's rules", () => {
    const data: TriggerData = {
      triggerType: 'custom',
      eventName: 'order placed',
      filters: [stringFilter('currency', 'equals', ''), { ...stringFilter('amount', 'greaterThan', '5') }],
    };
    expect(messages(data)).toEqual([
      [
        'incomplete',
        'data.filters.0.propertyValue',
        'Input value cannot be blank. To match an empty string, enter "" as value.',
      ],
      ['invalid', 'data.filters.1.propertyOperator', 'This operator does not apply to this property type.'],
    ]);
  });

  it('refuses a bad cron, one that never runs, and an unknown zone; asks for a missing one', () => {
    expect(messages(scheduled({ cron: '0 9 * * 1-5' }))).toEqual([]);
    expect(messages(scheduled({ cron: '' }))).toEqual([
      ['incomplete', 'data.schedule.cron', 'Enter a cron schedule.'],
    ]);
    expect(messages(scheduled({ cron: 'every day' }))[0]?.[0]).toBe('invalid');
    expect(messages(scheduled({ cron: '* * * * * *' }))[0]?.[0]).toBe('invalid');
    expect(messages(scheduled({ cron: '0 0 30 2 *' }))).toEqual([
      ['invalid', 'data.schedule.cron', 'This cron schedule never runs.'],
    ]);
    expect(messages(scheduled({ cron: '0 9 * * *', timeZone: 'Nowhere/Land' }))).toEqual([
      ['invalid', 'data.schedule.timeZone', 'Unknown time zone.'],
    ]);
  });

  it('needs a one-time run to be a date, in the future when the clock is given', () => {
    expect(messages(scheduled({ kind: 'once', at: '2024-06-01T09:00:00.000Z' }))).toEqual([]);
    expect(messages(scheduled({ kind: 'once', at: 'tomorrow' }))).toEqual([
      ['invalid', 'data.schedule.at', 'Invalid date'],
    ]);
    expect(messages(scheduled({ kind: 'once', at: '2024-04-01T09:00:00.000Z' }))).toEqual([
      ['incomplete', 'data.schedule.at', 'The scheduled time has passed.'],
    ]);
    expect(messages(scheduled({ kind: 'once', at: '2024-04-01T09:00:00.000Z' }), null)).toEqual([]);
  });
});
