import type { Condition, ConditionTree, JoinType } from '@parley/core/conditions/model';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestBrand } from '../../test/factories.ts';
import { compileConditionTree } from './conditions-sql.ts';
import { type ConditionFixture, createConditionFixture, FIXTURE_NOW } from './conditions-sql-fixture.ts';
import {
  attributeCondition,
  eventCondition,
  filter,
  insertTestContacts,
  treeOf,
} from './conditions-sql-test-kit.ts';
import { countMatchingContacts } from './count-matching-contacts.ts';

// How groups and trees join (docs/conditions.md "Trees, groups, conditions"), the trees the compiler
// refuses, and that user values and property names never reach the SQL text.
const INJECTION = "'); drop table contacts; --";
const QUOTED_KEY = `pl"an's`;

let fixture: ConditionFixture;
beforeAll(async () => {
  fixture = await createConditionFixture({
    ann: { firstName: 'Ann', customProperties: { plan: 'gold', [QUOTED_KEY]: 'x' } },
    bob: {
      firstName: 'Bob',
      customProperties: { plan: INJECTION },
      events: [
        {
          eventType: 'track',
          eventName: INJECTION,
          occurredAt: '2024-06-01T00:00:00Z',
          properties: { [QUOTED_KEY]: 1 },
        },
      ],
    },
    cyd: { firstName: 'Cyd' },
  });
});
afterAll(async () => {
  await fixture.close();
});

const isAnn = attributeCondition(filter('firstName', 'string', 'equals', 'ann'));
const isBob = attributeCondition(filter('firstName', 'string', 'equals', 'bob'));
const hasPlan = attributeCondition(filter('plan', 'string', 'isSet'));
const group = (joinType: JoinType, ...conditions: Condition[]) => ({ name: 'G', joinType, conditions });
const tree = (joinType: JoinType, ...groups: ConditionTree['groups']): ConditionTree => ({
  joinType,
  groups,
});

describe(`condition trees compiled to SQL on ${testEngine()}`, () => {
  it('joins conditions and groups with All, Any and None, nested', async () => {
    await fixture.expectMatches(tree('all', group('all', hasPlan, isAnn)), ['ann']);
    await fixture.expectMatches(tree('all', group('any', isAnn, isBob)), ['ann', 'bob']);
    await fixture.expectMatches(tree('all', group('none', isAnn, isBob)), ['cyd']);
    await fixture.expectMatches(tree('any', group('all', isAnn), group('none', hasPlan)), ['ann', 'cyd']);
    await fixture.expectMatches(tree('none', group('any', isAnn), group('all', isBob)), ['cyd']);
  });

  it('matches everyone with no groups; an empty Any group matches no one, an empty None group everyone', async () => {
    await fixture.expectMatches(tree('all'), ['ann', 'bob', 'cyd']);
    await fixture.expectMatches(tree('any'), []);
    await fixture.expectMatches(tree('all', group('any')), []);
    await fixture.expectMatches(tree('all', group('none')), ['ann', 'bob', 'cyd']);
  });

  it('selects only the given brand’s contacts', async () => {
    const other = await createTestBrand(fixture.handle.db);
    await insertTestContacts(fixture.handle.db, other.id, [{ firstName: 'Ann' }]);
    expect(
      await countMatchingContacts(fixture.handle.db, { brandId: fixture.brandId, tree: treeOf(isAnn) }),
    ).toBe(1);
    expect(await countMatchingContacts(fixture.handle.db, { brandId: other.id, tree: treeOf(isAnn) })).toBe(
      1,
    );
  });

  it.each(['triggeringEvent', 'pageview', 'scheduled', 'addToStaticSegment'] as const)(
    'refuses a %s condition, naming its path',
    (conditionalType) => {
      const unsupported = { ...eventCondition('call.completed'), conditionalType };
      const compile = () =>
        compileConditionTree(treeOf(isAnn, unsupported), { brandId: fixture.brandId, now: FIXTURE_NOW });
      expect(compile).toThrow(AppError);
      expect(compile).toThrow(`groups.0.conditions.1: ${conditionalType} conditions are not evaluated`);
      expect(fieldOf(compile)).toBe('groups.0.conditions.1.conditionalType');
    },
  );

  it('refuses an incomplete item with the spec message, and an operator outside its type', () => {
    const compile = (condition: Condition) => () =>
      compileConditionTree(tree('all', group('all'), group('any', isAnn, condition)), {
        brandId: fixture.brandId,
        now: FIXTURE_NOW,
      });
    const noEventName = { ...eventCondition('x'), eventName: null };
    expect(compile(noEventName)).toThrow('Event Name is required.');
    expect(fieldOf(compile(noEventName))).toBe('groups.1.conditions.1.eventName');
    const noValue = attributeCondition(filter('plan', 'string', 'equals', '  '));
    expect(compile(noValue)).toThrow('Input value cannot be blank.');
    const wrongOperator = attributeCondition(filter('plan', 'string', 'greaterThan', 'a'));
    expect(fieldOf(compile(wrongOperator))).toBe('groups.1.conditions.1.filters.0.propertyOperator');
  });

  it('binds values, property names and event names as parameters, so quotes and SQL in them are inert', async () => {
    const injected = tree(
      'any',
      group('all', attributeCondition(filter('plan', 'string', 'equals', INJECTION))),
      group('all', attributeCondition(filter('plan', 'string', 'isOneOf', [INJECTION, "o'brien"]))),
      group('all', attributeCondition(filter(QUOTED_KEY, 'string', 'contains', "x'"))),
      group('all', attributeCondition(filter(QUOTED_KEY, 'string', 'isSet'))),
      group('all', eventCondition(INJECTION, {}, filter(QUOTED_KEY, 'number', 'equals', 1))),
    );
    const { sql: text, params } = new PgDialect().sqlToQuery(
      compileConditionTree(injected, { brandId: fixture.brandId, now: FIXTURE_NOW }),
    );
    expect(text).not.toContain('drop table');
    expect(text).not.toContain(QUOTED_KEY);
    expect(text).not.toContain("o'brien");
    expect(params).toContain(INJECTION);
    expect(params).toContain(QUOTED_KEY);
    await fixture.expectMatches(injected, ['ann', 'bob']);
    await fixture.expectMatches(
      treeOf(eventCondition(INJECTION, {}, filter(QUOTED_KEY, 'number', 'equals', 1))),
      ['bob'],
    );
    expect(
      await countMatchingContacts(fixture.handle.db, { brandId: fixture.brandId, tree: tree('all') }),
    ).toBe(3);
  });
});

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.field : undefined;
  }
  return undefined;
}
