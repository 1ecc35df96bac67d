import { afterAll, beforeAll, describe, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { type ConditionFixture, createConditionFixture } from './conditions-sql-fixture.ts';
import { attributeCondition, filter, treeOf } from './conditions-sql-test-kit.ts';

// Contact-attribute filters, operator by operator (docs/conditions.md "Filters"): the compiled SQL
// and core's evaluateTree must both select exactly the named contacts.
let fixture: ConditionFixture;
beforeAll(async () => {
  fixture = await createConditionFixture({
    ann: {
      firstName: 'Ann',
      email: 'ann@example.com',
      leadScore: 10,
      optIn: true,
      customProperties: {
        plan: 'Gold',
        seats: 5,
        vip: true,
        signup: '2024-06-01T10:00:30Z',
        tags: ['Red', 2],
        meta: { a: 1 },
        nick: null,
      },
      rvProperties: { tier: 'A' },
      contactCreatedAt: '2024-01-01T05:00:00.000400Z',
    },
    bob: {
      firstName: 'BOB',
      customProperties: {
        plan: 'silver',
        seats: '12',
        vip: 'true',
        signup: '2024-02-30T10:00:00Z',
        tags: 'Red',
        meta: 'x',
      },
    },
    cyd: {},
    dee: {
      firstName: 'Émile',
      customProperties: {
        plan: 'GOLDEN',
        seats: 5.5,
        signup: '2024-06-10 08:00:00-04:00',
        tags: ['green', '2'],
        nick: 'D',
      },
    },
    eve: { firstName: '', customProperties: { plan: '', seats: 'abc', signup: '2024-06-01T10:00:00' } },
  });
});
afterAll(async () => {
  await fixture.close();
});

const one = (...args: Parameters<typeof filter>) => treeOf(attributeCondition(filter(...args)));

describe(`contact-attribute filters compiled to SQL agree with the evaluator on ${testEngine()}`, () => {
  it('string operators fold ASCII case only, and "" means the empty string', async () => {
    await fixture.expectMatches(one('firstName', 'string', 'equals', 'ann'), ['ann']);
    await fixture.expectMatches(one('firstName', 'string', 'equals', 'émile'), []);
    await fixture.expectMatches(one('firstName', 'string', 'equals', 'Émile'), ['dee']);
    await fixture.expectMatches(one('firstName', 'string', 'equals', '""'), ['eve']);
    await fixture.expectMatches(one('firstName', 'string', 'contains', 'O'), ['bob']);
    await fixture.expectMatches(one('firstName', 'string', 'startsWith', 'b'), ['bob']);
    await fixture.expectMatches(one('firstName', 'string', 'endsWith', 'NN'), ['ann']);
    await fixture.expectMatches(one('firstName', 'string', 'isOneOf', ['ann', 'Bob', 'nobody']), [
      'ann',
      'bob',
    ]);
  });

  it('notEquals never matches a missing value (use isNotSet for those)', async () => {
    await fixture.expectMatches(one('firstName', 'string', 'notEquals', 'ann'), ['bob', 'dee', 'eve']);
    await fixture.expectMatches(one('plan', 'string', 'notEquals', 'gold'), ['bob', 'dee', 'eve']);
  });

  it('presence: a column null is absent, a JSON null is present but null', async () => {
    await fixture.expectMatches(one('firstName', 'string', 'isSet'), ['ann', 'bob', 'dee', 'eve']);
    await fixture.expectMatches(one('firstName', 'string', 'isNotSet'), ['cyd']);
    await fixture.expectMatches(one('firstName', 'string', 'isNotNull'), ['ann', 'bob', 'dee', 'eve']);
    await fixture.expectMatches(one('nick', 'string', 'isSet'), ['ann', 'dee']);
    await fixture.expectMatches(one('nick', 'string', 'isNotNull'), ['dee']);
    await fixture.expectMatches(one('nick', 'string', 'isNotSet'), ['bob', 'cyd', 'eve']);
    await fixture.expectMatches(one('meta', 'object', 'isSet'), ['ann', 'bob']);
  });

  it('reads custom properties bare or as customProperties.<key>, and rvProperties.<key>', async () => {
    await fixture.expectMatches(one('plan', 'string', 'contains', 'gold'), ['ann', 'dee']);
    await fixture.expectMatches(one('customProperties.plan', 'string', 'equals', 'SILVER'), ['bob']);
    await fixture.expectMatches(one('rvProperties.tier', 'string', 'equals', 'a'), ['ann']);
    await fixture.expectMatches(one('rvProperties.plan', 'string', 'isSet'), []);
  });

  it('a value of another kind never matches: a string filter skips numbers, a number filter reads numeric text', async () => {
    await fixture.expectMatches(one('seats', 'string', 'equals', '5'), []);
    await fixture.expectMatches(one('seats', 'string', 'equals', '12'), ['bob']);
    await fixture.expectMatches(one('seats', 'number', 'greaterThanOrEqual', 5), ['ann', 'bob', 'dee']);
  });

  it('number operators on a column and on JSON numbers or numeric text', async () => {
    await fixture.expectMatches(one('leadScore', 'number', 'greaterThan', 5), ['ann']);
    await fixture.expectMatches(one('leadScore', 'number', 'isNotSet'), ['bob', 'cyd', 'dee', 'eve']);
    await fixture.expectMatches(one('seats', 'number', 'equals', '5'), ['ann']);
    await fixture.expectMatches(one('seats', 'number', 'lessThan', 6), ['ann', 'dee']);
    await fixture.expectMatches(one('seats', 'number', 'lessThanOrEqual', 5.5), ['ann', 'dee']);
    await fixture.expectMatches(one('seats', 'number', 'notEquals', 5), ['bob', 'dee']);
    await fixture.expectMatches(one('seats', 'number', 'isOneOf', [5, 'x', '12']), ['ann', 'bob']);
    await fixture.expectMatches(one('seats', 'number', 'isOneOf', ['x']), []);
    await fixture.expectMatches(one('seats', 'number', 'greaterThan', 'many'), []);
  });

  it('boolean operators: JSON true / false only, the filter value may be the text "true" / "false"', async () => {
    await fixture.expectMatches(one('optIn', 'boolean', 'equals', true), ['ann']);
    await fixture.expectMatches(one('optIn', 'boolean', 'equals', 'false'), ['bob', 'cyd', 'dee', 'eve']);
    await fixture.expectMatches(one('vip', 'boolean', 'equals', true), ['ann']);
    await fixture.expectMatches(one('vip', 'boolean', 'notEquals', false), ['ann']);
  });

  it('datetime text needs an offset and a day the month has; a specific date is its whole minute', async () => {
    const at = (operator: 'after' | 'onOrAfter' | 'before' | 'onOrBefore', specific: string) =>
      one('signup', 'datetime', operator, null, { specific });
    await fixture.expectMatches(at('after', '2024-06-01T10:00:00.000Z'), ['dee']);
    await fixture.expectMatches(at('onOrAfter', '2024-06-01T10:00:00.000Z'), ['ann', 'dee']);
    await fixture.expectMatches(at('onOrBefore', '2024-06-01T10:00:00.000Z'), ['ann']);
    await fixture.expectMatches(at('before', '2024-06-01T10:00:00.000Z'), []);
    await fixture.expectMatches(at('before', '2024-06-05T00:00:00.000Z'), ['ann']);
    await fixture.expectMatches(one('signup', 'datetime', 'onOrAfter', null, { relative: 'now-7d' }), [
      'dee',
    ]);
    await fixture.expectMatches(one('signup', 'datetime', 'isSet'), ['ann', 'bob', 'dee', 'eve']);
  });

  it('a timestamp column compares at the millisecond, like the Date the evaluator sees', async () => {
    // Ann was created 400 µs after Eastern midnight of 2024-01-01, which is `now/d` at this `now`.
    const now = new Date('2024-01-01T12:00:00.000Z');
    const relative = (operator: 'after' | 'onOrAfter' | 'before' | 'onOrBefore') =>
      one('contactCreatedAt', 'datetime', operator, null, { relative: 'now/d' });
    await fixture.expectMatches(relative('onOrBefore'), ['ann'], now);
    await fixture.expectMatches(relative('before'), [], now);
    await fixture.expectMatches(relative('after'), ['bob', 'cyd', 'dee', 'eve'], now);
    await fixture.expectMatches(relative('onOrAfter'), ['ann', 'bob', 'cyd', 'dee', 'eve'], now);
  });

  it('list contains: a string element folded-equal, or a number element equal to the value as a number', async () => {
    await fixture.expectMatches(one('tags', 'list', 'contains', 'red'), ['ann']);
    await fixture.expectMatches(one('tags', 'list', 'contains', 2), ['ann', 'dee']);
    await fixture.expectMatches(one('tags', 'list', 'contains', '2'), ['ann', 'dee']);
    await fixture.expectMatches(one('tags', 'list', 'contains', 'GREEN'), ['dee']);
  });
});
