import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type ConditionFixture, createConditionFixture } from './conditions-sql-fixture.ts';
import { attributeCondition, filter, treeOf } from './conditions-sql-test-kit.ts';
import { countMatchingContacts } from './count-matching-contacts.ts';
import { listMatchingContacts } from './list-matching-contacts.ts';

// The contacts of a list or segment (spec 002 §3 sortBy / order / keyType, §9 max 500).
let fixture: ConditionFixture;
beforeAll(async () => {
  fixture = await createConditionFixture({
    ann: {
      firstName: 'ann',
      leadScore: 3,
      customProperties: { age: 10, joined: '2024-03-01T00:00:00Z' },
      rvProperties: { rank: 'b' },
    },
    bob: {
      firstName: 'Bob',
      leadScore: 20,
      customProperties: { age: '2', joined: '2024-03-01T04:00:00+05:00' },
      rvProperties: { rank: 'A' },
    },
    cyd: { firstName: null, customProperties: { age: 'old', joined: 'yesterday' } },
    dee: { firstName: 'Ann', leadScore: 3, customProperties: { age: 2.5, joined: '2024-01-15T00:00:00Z' } },
    eve: { firstName: 'eve', customProperties: {} },
  });
});
afterAll(async () => {
  await fixture.close();
});

const everyone = { joinType: 'all' as const, groups: [] };

async function namesSortedBy(options: Omit<Parameters<typeof listMatchingContacts>[1], 'brandId' | 'tree'>) {
  const { contacts } = await listMatchingContacts(fixture.handle.db, {
    brandId: fixture.brandId,
    tree: everyone,
    ...options,
  });
  return contacts.map((contact) => `${contact.firstName}`);
}

describe(`listMatchingContacts on ${testEngine()}`, () => {
  it('sorts strings with case folded, missing values last in both directions', async () => {
    // Equal when folded, the exact text decides ("C" order: capitals first).
    expect(await namesSortedBy({ sortBy: 'firstName', order: 'asc' })).toEqual([
      'Ann',
      'ann',
      'Bob',
      'eve',
      'null',
    ]);
    expect(await namesSortedBy({ sortBy: 'firstName', order: 'desc' })).toEqual([
      'eve',
      'Bob',
      'ann',
      'Ann',
      'null',
    ]);
  });

  it('sorts a custom number property as numbers (numeric text included, other kinds last)', async () => {
    const asc = await namesSortedBy({ sortBy: 'age', order: 'asc', keyType: 'number' });
    expect(asc.slice(0, 3)).toEqual(['Bob', 'Ann', 'ann']);
    expect(new Set(asc.slice(3))).toEqual(new Set(['null', 'eve']));
    expect((await namesSortedBy({ sortBy: 'age', order: 'desc', keyType: 'number' })).slice(0, 3)).toEqual([
      'ann',
      'Ann',
      'Bob',
    ]);
  });

  it('sorts a custom datetime property by instant, offsets included', async () => {
    const sorted = await namesSortedBy({
      sortBy: 'customProperties.joined',
      order: 'asc',
      keyType: 'datetime',
    });
    expect(sorted.slice(0, 3)).toEqual(['Ann', 'Bob', 'ann']);
  });

  it('sorts by typed columns and rvProperties, ties broken by id', async () => {
    const byScore = await listMatchingContacts(fixture.handle.db, {
      brandId: fixture.brandId,
      tree: everyone,
      sortBy: 'leadScore',
      order: 'asc',
    });
    const tied = byScore.contacts.slice(0, 2);
    expect(tied.map((contact) => contact.leadScore)).toEqual([3, 3]);
    expect(tied[0]?.id.localeCompare(tied[1]?.id ?? '')).toBeLessThan(0);
    const byRank = await namesSortedBy({ sortBy: 'rvProperties.rank', order: 'asc', keyType: 'string' });
    expect(byRank.slice(0, 2)).toEqual(['Bob', 'ann']);
  });

  it('lists only matching contacts, newest first without a sort attribute', async () => {
    const tree = treeOf(attributeCondition(filter('firstName', 'string', 'equals', 'ANN')));
    const { contacts, hasMore } = await listMatchingContacts(fixture.handle.db, {
      brandId: fixture.brandId,
      tree,
    });
    expect(contacts.map((contact) => contact.firstName).sort()).toEqual(['Ann', 'ann']);
    expect(hasMore).toBe(false);
    expect(await countMatchingContacts(fixture.handle.db, { brandId: fixture.brandId, tree })).toBe(2);
    const newestFirst = (
      await listMatchingContacts(fixture.handle.db, { brandId: fixture.brandId, tree: everyone })
    ).contacts;
    const created = newestFirst.map((contact) => contact.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('returns at most `limit` contacts, says when more match, and caps the limit at 500 (spec 002 §9)', async () => {
    const page = await listMatchingContacts(fixture.handle.db, {
      brandId: fixture.brandId,
      tree: everyone,
      limit: 2,
    });
    expect(page.contacts).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    await expect(
      listMatchingContacts(fixture.handle.db, { brandId: fixture.brandId, tree: everyone, limit: 501 }),
    ).rejects.toThrow(AppError);
    await expect(
      listMatchingContacts(fixture.handle.db, { brandId: fixture.brandId, tree: everyone, limit: 500 }),
    ).resolves.toMatchObject({ hasMore: false });
  });
});
