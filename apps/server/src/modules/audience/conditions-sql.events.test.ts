import type { Condition, ConditionTree, JoinType } from '@parley/core/conditions/model';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { compileConditionTree } from './conditions-sql.ts';
import { type ConditionFixture, createConditionFixture, FIXTURE_NOW } from './conditions-sql-fixture.ts';
import { eventCondition, filter, treeOf } from './conditions-sql-test-kit.ts';

// Event conditions (docs/conditions.md "Event condition"): did / never did, counts, windows through
// the reserved `timestamp` property, lastEventOnly. SQL and the evaluator must select the named contacts.
let fixture: ConditionFixture;
beforeAll(async () => {
  const purchase = (occurredAt: string, properties: Record<string, unknown>) => ({
    eventType: 'track' as const,
    eventName: 'purchase',
    occurredAt,
    properties,
  });
  fixture = await createConditionFixture({
    ann: {
      events: [
        purchase('2024-06-14T10:00:00Z', { amount: 30, plan: 'gold' }),
        purchase('2024-06-10T10:00:00Z', { amount: 5 }),
        purchase('2024-05-01T10:00:00Z', { amount: 100 }),
        { eventType: 'track', eventName: 'Purchase', occurredAt: '2024-06-14T11:00:00Z' },
        { eventType: 'parley_voice_event', eventName: 'call.completed', occurredAt: '2024-06-14T11:00:00Z' },
      ],
    },
    bob: {
      events: [
        purchase('2024-06-14T09:00:00Z', { amount: 50 }),
        { eventType: 'parley_voice_event', eventName: 'purchase', occurredAt: '2024-06-14T09:00:00Z' },
        { eventType: 'parley_voice_event', eventName: 'purchase', occurredAt: '2024-06-13T09:00:00Z' },
      ],
    },
    cyd: {},
    dee: {
      events: [
        // Two latest events 300 µs apart: the same millisecond, so both are "the latest".
        purchase('2024-06-12T00:00:00.000000Z', { amount: 1 }),
        purchase('2024-06-12T00:00:00.000300Z', { amount: 99 }),
        purchase('2024-06-01T00:00:00Z', { amount: 99 }),
      ],
    },
    eve: { events: [purchase('2024-06-13T00:00:00Z', { amount: '20', timestamp: 'bogus' })] },
  });
});
afterAll(async () => {
  await fixture.close();
});

const amount = (operator: 'greaterThan' | 'lessThan' | 'equals', value: number) =>
  filter('amount', 'number', operator, value);
const inLastWeek = filter('timestamp', 'datetime', 'onOrAfter', null, { relative: 'now-7d' });

describe(`event conditions compiled to SQL agree with the evaluator on ${testEngine()}`, () => {
  it('did / never did an event of that type and exact name', async () => {
    await fixture.expectMatches(treeOf(eventCondition('purchase')), ['ann', 'bob', 'dee', 'eve']);
    await fixture.expectMatches(treeOf(eventCondition('purchase', { eventOperator: 'isNotSet' })), ['cyd']);
    await fixture.expectMatches(treeOf(eventCondition('Purchase')), ['ann']);
    await fixture.expectMatches(treeOf(eventCondition('purchase', { conditionalType: 'parleyVoiceEvent' })), [
      'bob',
    ]);
  });

  it('counts matching events: at least, at most and exactly (zero included)', async () => {
    const counted = (operator: 'atLeast' | 'atMost' | 'exactly', value: number) =>
      treeOf(eventCondition('purchase', { eventCount: { operator, value } }));
    await fixture.expectMatches(counted('atLeast', 3), ['ann', 'dee']);
    await fixture.expectMatches(counted('atLeast', 0), ['ann', 'bob', 'cyd', 'dee', 'eve']);
    await fixture.expectMatches(counted('atMost', 1), ['bob', 'cyd', 'eve']);
    await fixture.expectMatches(counted('atMost', 0), ['cyd']);
    await fixture.expectMatches(counted('exactly', 1), ['bob', 'eve']);
    await fixture.expectMatches(counted('exactly', 0), ['cyd']);
  });

  it('counts events in a relative window through the reserved timestamp property', async () => {
    const inWindow = treeOf(
      eventCondition('purchase', { eventCount: { operator: 'atLeast', value: 2 } }, inLastWeek),
    );
    await fixture.expectMatches(inWindow, ['ann', 'dee']);
    // eve's own "timestamp" property is not read: the reserved name is the event's time.
    await fixture.expectMatches(treeOf(eventCondition('purchase', {}, inLastWeek)), [
      'ann',
      'bob',
      'dee',
      'eve',
    ]);
  });

  it('applies every filter to the same event', async () => {
    await fixture.expectMatches(treeOf(eventCondition('purchase', {}, amount('greaterThan', 20))), [
      'ann',
      'bob',
      'dee',
    ]);
    await fixture.expectMatches(
      treeOf(eventCondition('purchase', {}, amount('greaterThan', 50), inLastWeek)),
      ['dee'],
    );
  });

  it('lastEventOnly filters the latest event (ties at the same millisecond all count)', async () => {
    const latest = (...filters: ReturnType<typeof filter>[]) =>
      treeOf(eventCondition('purchase', { lastEventOnly: true }, ...filters));
    await fixture.expectMatches(latest(amount('greaterThan', 20)), ['ann', 'bob', 'dee']);
    await fixture.expectMatches(latest(amount('lessThan', 10)), ['dee']);
    await fixture.expectMatches(latest(amount('equals', 100)), []);
    await fixture.expectMatches(treeOf(eventCondition('purchase', {}, amount('equals', 100))), ['ann']);
    await fixture.expectMatches(
      treeOf(
        eventCondition(
          'purchase',
          { lastEventOnly: true, eventOperator: 'isNotSet' },
          amount('greaterThan', 20),
        ),
      ),
      ['cyd', 'eve'],
    );
    await fixture.expectMatches(
      treeOf(
        eventCondition('purchase', { lastEventOnly: true, eventCount: { operator: 'exactly', value: 2 } }),
      ),
      ['dee'],
    );
  });

  it('reads a negated event condition of the tree’s top level as an anti-join, with the same result', async () => {
    const tree = (rootJoin: JoinType, groupJoin: JoinType, ...conditions: Condition[]): ConditionTree => ({
      joinType: rootJoin,
      groups: [{ name: 'G', joinType: groupJoin, conditions }],
    });
    const sqlOf = (conditionTree: ConditionTree) =>
      new PgDialect().sqlToQuery(
        compileConditionTree(conditionTree, { brandId: fixture.brandId, now: FIXTURE_NOW }),
      ).sql;
    const never = eventCondition('purchase', { eventOperator: 'isNotSet' });
    const threeOrMore = eventCondition('purchase', { eventCount: { operator: 'atLeast', value: 3 } });
    const call = eventCondition('call.completed', { conditionalType: 'parleyVoiceEvent' });
    const exactlyOne = eventCondition('purchase', { eventCount: { operator: 'exactly', value: 1 } });
    const atMostOne = eventCondition('purchase', { eventCount: { operator: 'atMost', value: 1 } });

    await fixture.expectMatches(treeOf(never), ['cyd']);
    expect(sqlOf(treeOf(never))).toContain('not exists');
    const noneOf = tree('all', 'none', threeOrMore, call);
    await fixture.expectMatches(noneOf, ['bob', 'cyd', 'eve']);
    expect(sqlOf(noneOf)).toContain('not exists (select 1 from (select');
    expect(sqlOf(noneOf)).toContain('offset 0');
    await fixture.expectMatches(tree('none', 'any', atMostOne), ['ann', 'dee']);
    await fixture.expectMatches(tree('none', 'all', never), ['ann', 'bob', 'dee', 'eve']);
    await fixture.expectMatches(tree('all', 'none', exactlyOne), ['ann', 'cyd', 'dee']);
    await fixture.expectMatches(tree('none', 'none', never), ['cyd']);
    // Nested under Any, the same conditions are subqueries probed per contact (no correlation).
    const nested = tree('all', 'any', never, call);
    await fixture.expectMatches(nested, ['ann', 'cyd']);
    expect(sqlOf(nested)).not.toContain('not exists');
  });
});
