import type { ConditionTree } from '@parley/core/conditions/model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { compileConditionTree, withConditionQuerySettings } from './conditions-sql.ts';
import { contactsAsC } from './conditions-sql-attributes.ts';
import { type ConditionFixture, createConditionFixture, FIXTURE_NOW } from './conditions-sql-fixture.ts';
import { attributeCondition, eventCondition, filter } from './conditions-sql-test-kit.ts';

// The plans a count runs (docs/conditions-sql.md "Settings"): filters on JSON properties make the
// planner expect a handful of contacts, and with a nested loop it then re-read an event subquery once
// per contact — quadratic (the bench's win-back tree took 109 s at 50,000 contacts on PGlite). The
// tables here are tiny, which invites the same nested loops, so the plans show whether the settings
// keep them out.

let fixture: ConditionFixture;
beforeAll(async () => {
  fixture = await createConditionFixture({
    ann: {
      firstName: 'Ann',
      customProperties: { signupSource: 'referral' },
      events: [
        { eventType: 'track', eventName: 'email_opened', occurredAt: '2024-06-14T00:00:00Z' },
        {
          eventType: 'track',
          eventName: 'purchase',
          occurredAt: '2024-06-01T00:00:00Z',
          properties: { amount: 300 },
        },
        {
          eventType: 'track',
          eventName: 'purchase',
          occurredAt: '2024-06-01T00:00:00Z',
          properties: { amount: 10 },
        },
      ],
    },
    bob: { firstName: 'Bob', customProperties: { signupSource: 'referral' } },
  });
});
afterAll(async () => {
  await fixture.close();
});

async function planOf(tree: ConditionTree): Promise<string> {
  const predicate = compileConditionTree(tree, { brandId: fixture.brandId, now: FIXTURE_NOW });
  const result = (await withConditionQuerySettings(fixture.handle.db, (tx) =>
    tx.execute(sql`explain select count(*) from ${contactsAsC} where ${predicate}`),
  )) as unknown as { rows: Array<Record<string, string>> };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const group = (
  joinType: 'all' | 'any' | 'none',
  ...conditions: ConditionTree['groups'][0]['conditions']
) => ({
  name: 'G',
  joinType,
  conditions,
});

describe(`condition query plans on ${testEngine()}`, () => {
  it('joins event conditions by hash or merge, never a nested loop re-reading them per contact', async () => {
    const winBack: ConditionTree = {
      joinType: 'all',
      groups: [
        group('all', attributeCondition(filter('signupSource', 'string', 'equals', 'referral'))),
        group(
          'none',
          eventCondition(
            'email_opened',
            {},
            filter('timestamp', 'datetime', 'onOrAfter', null, { relative: 'now-14d' }),
          ),
          eventCondition(
            'sms_clicked',
            {},
            filter('timestamp', 'datetime', 'onOrAfter', null, { relative: 'now-14d' }),
          ),
        ),
      ],
    };
    expect(await planOf(winBack)).not.toContain('Nested Loop');
    await fixture.expectMatches(winBack, ['bob']);
  });

  it('reads the tied latest events of lastEventOnly by index, contact by contact', async () => {
    const latestOver250: ConditionTree = {
      joinType: 'all',
      groups: [
        group(
          'all',
          eventCondition('purchase', { lastEventOnly: true }, filter('amount', 'number', 'greaterThan', 250)),
        ),
      ],
    };
    const plan = await planOf(latestOver250);
    // The only nested loop is the one over the few contacts with ties, into contact_events' index.
    expect(plan.match(/Nested Loop/g)?.length ?? 0).toBeLessThanOrEqual(1);
    if (plan.includes('Nested Loop')) expect(plan).toContain('Subquery Scan on tied');
    await fixture.expectMatches(latestOver250, ['ann']);
  });
});
