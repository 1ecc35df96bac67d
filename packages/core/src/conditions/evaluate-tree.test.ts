import { describe, expect, it } from 'vitest';
import {
  ConditionEvaluationError,
  type EvaluationContact,
  type EvaluationEvent,
  evaluateCondition,
  evaluateTree,
} from './evaluate.ts';
import { type Condition, type ConditionTree, emptyCondition, type JoinType } from './model.ts';
import { attributeCondition, eventCondition, filter, stringFilter } from './test-fixtures.ts';

const now = new Date('2024-05-15T18:30:45.123Z');

function event(
  eventName: string,
  occurredAt: string,
  properties: Record<string, unknown> = {},
): EvaluationEvent {
  return { eventType: 'track', eventName, occurredAt: new Date(occurredAt), properties };
}

const contact: EvaluationContact = {
  attributes: { email: 'ann@acme.com', leadScore: 40 },
  events: [
    event('purchase', '2024-05-01T10:00:00Z', { amount: 30, plan: 'pro' }),
    event('purchase', '2024-05-10T10:00:00Z', { amount: 10, plan: 'free' }),
    event('purchase', '2024-05-14T10:00:00Z', { amount: 50, plan: 'pro' }),
    {
      eventType: 'parley_voice_event',
      eventName: 'call.completed',
      occurredAt: new Date('2024-05-02T00:00:00Z'),
      properties: {},
    },
  ],
};

const yes = attributeCondition(stringFilter('email', 'endsWith', '@acme.com'));
const no = attributeCondition(stringFilter('email', 'startsWith', 'bob'));
const group = (joinType: JoinType, ...conditions: Condition[]) => ({ name: 'g', joinType, conditions });
const tree = (joinType: JoinType, ...groups: ConditionTree['groups']): ConditionTree => ({
  joinType,
  groups,
});
const evaluate = (condition: Condition) => evaluateCondition(condition, contact, now);
const amountOver = (value: number) =>
  filter({
    propertyName: 'amount',
    propertyType: 'number',
    propertyOperator: 'greaterThan',
    propertyValue: value,
  });

describe('join types', () => {
  it('all, any and none over conditions', () => {
    expect(evaluateTree(tree('all', group('all', yes, yes)), contact, now)).toBe(true);
    expect(evaluateTree(tree('all', group('all', yes, no)), contact, now)).toBe(false);
    expect(evaluateTree(tree('all', group('any', yes, no)), contact, now)).toBe(true);
    expect(evaluateTree(tree('all', group('none', no, no)), contact, now)).toBe(true);
    expect(evaluateTree(tree('all', group('none', yes, no)), contact, now)).toBe(false);
  });
  it('all, any and none over groups', () => {
    expect(evaluateTree(tree('any', group('all', no), group('all', yes)), contact, now)).toBe(true);
    expect(evaluateTree(tree('none', group('all', no), group('all', yes)), contact, now)).toBe(false);
  });
  it('empty: all and none are true, any is false; a tree without groups matches everyone', () => {
    expect(evaluateTree(tree('all', group('all')), contact, now)).toBe(true);
    expect(evaluateTree(tree('all', group('none')), contact, now)).toBe(true);
    expect(evaluateTree(tree('all', group('any')), contact, now)).toBe(false);
    expect(evaluateTree(tree('all'), contact, now)).toBe(true);
    expect(evaluateTree(tree('any'), contact, now)).toBe(false);
  });
  it('a contact-attribute condition needs all its filters', () => {
    const both = attributeCondition(
      stringFilter('email', 'contains', 'acme'),
      filter({
        propertyName: 'leadScore',
        propertyType: 'number',
        propertyOperator: 'greaterThan',
        propertyValue: 50,
      }),
    );
    expect(evaluate(both)).toBe(false);
  });
});

describe('event conditions', () => {
  it('isSet: did the event at least once, with all filters on the same event', () => {
    expect(evaluate(eventCondition('purchase'))).toBe(true);
    expect(evaluate(eventCondition('refund'))).toBe(false);
    expect(
      evaluate(
        eventCondition('purchase', { filters: [amountOver(40), stringFilter('plan', 'equals', 'pro')] }),
      ),
    ).toBe(true);
    expect(
      evaluate(
        eventCondition('purchase', { filters: [amountOver(40), stringFilter('plan', 'equals', 'free')] }),
      ),
    ).toBe(false);
  });
  it('matches the event name exactly and the event type of the condition', () => {
    expect(evaluate(eventCondition('Purchase'))).toBe(false);
    expect(evaluate(eventCondition('call.completed'))).toBe(false);
    expect(evaluate({ ...eventCondition('call.completed'), conditionalType: 'parleyVoiceEvent' })).toBe(true);
  });
  it('isNotSet: no event of that name matches the filters', () => {
    expect(evaluate(eventCondition('refund', { eventOperator: 'isNotSet' }))).toBe(true);
    expect(evaluate(eventCondition('purchase', { eventOperator: 'isNotSet' }))).toBe(false);
    expect(
      evaluate(eventCondition('purchase', { eventOperator: 'isNotSet', filters: [amountOver(100)] })),
    ).toBe(true);
  });
  it('eventCount: at least, at most, exactly', () => {
    const counted = (operator: 'atLeast' | 'atMost' | 'exactly', value: number) =>
      evaluate(eventCondition('purchase', { eventCount: { operator, value }, filters: [amountOver(20)] }));
    expect(counted('atLeast', 2)).toBe(true);
    expect(counted('atLeast', 3)).toBe(false);
    expect(counted('atMost', 1)).toBe(false);
    expect(counted('exactly', 2)).toBe(true);
    expect(evaluate(eventCondition('refund', { eventCount: { operator: 'atMost', value: 0 } }))).toBe(true);
  });
  it('timestamp is the event time: events in a relative window', () => {
    const lastWeek = filter({
      propertyName: 'timestamp',
      propertyType: 'datetime',
      propertyOperator: 'onOrAfter',
      dateComparisonType: 'relative',
      relativeDateValue: 'now-7d',
    });
    expect(
      evaluate(
        eventCondition('purchase', { filters: [lastWeek], eventCount: { operator: 'exactly', value: 2 } }),
      ),
    ).toBe(true);
  });
  it('lastEventOnly: the filters apply to the latest event only', () => {
    expect(evaluate(eventCondition('purchase', { lastEventOnly: true, filters: [amountOver(40)] }))).toBe(
      true,
    );
    expect(
      evaluate(
        eventCondition('purchase', {
          lastEventOnly: true,
          filters: [stringFilter('plan', 'equals', 'free')],
        }),
      ),
    ).toBe(false);
    expect(
      evaluate(
        eventCondition('purchase', { lastEventOnly: true, eventCount: { operator: 'atLeast', value: 2 } }),
      ),
    ).toBe(false);
  });
  it('lastEventOnly keeps every event at the latest instant', () => {
    const tied: EvaluationContact = {
      attributes: {},
      events: [
        event('login', '2024-05-01T00:00:00Z', { ok: 'no' }),
        event('login', '2024-05-01T00:00:00Z', { ok: 'yes' }),
      ],
    };
    const condition = eventCondition('login', {
      lastEventOnly: true,
      filters: [stringFilter('ok', 'equals', 'yes')],
    });
    expect(evaluateCondition(condition, tied, now)).toBe(true);
  });
});

describe('refused trees', () => {
  it('throws on an incomplete condition', () => {
    expect(() => evaluateTree(tree('all', group('all', emptyCondition())), contact, now)).toThrow(
      ConditionEvaluationError,
    );
  });
  it('throws on a type that is not evaluated over stored data, whatever the data', () => {
    const pageview = { ...eventCondition('home'), conditionalType: 'pageview' as const };
    expect(() =>
      evaluateTree(tree('all', group('all', pageview)), { attributes: {}, events: [] }, now),
    ).toThrow(/pageview/);
  });
  it('throws on an operator that does not fit the type, even without events', () => {
    const forged = eventCondition('refund', {
      filters: [
        filter({
          propertyName: 'a',
          propertyType: 'string',
          propertyOperator: 'greaterThan',
          propertyValue: '1',
        }),
      ],
    });
    expect(() => evaluate(forged)).toThrow(ConditionEvaluationError);
  });
});
