import { detectContactSearch, type SearchableContactQuery } from '@parley/core/contacts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../platform/db/database.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { contactSearchLookups } from './contact-search-sql.ts';
import { minutesAgo, seedContact } from './contact-search-test-kit.ts';
import { CONTACT_COUNT_CAP, countContacts, countMatchesSql } from './count-contacts.ts';
import { searchContacts } from './search-contacts.ts';

// The audience's total (docs/audience.md "Total"): the same matches as the search, each contact once,
// counted up to the cap, and never more than bounded index reads.

let t: TestApp;
let db: AppDb;
let client: TestClient;
let brandId: string;
let crowdedBrandId: string;
/** The crowded brand's contacts, and the cap its counts use (the real one needs 10,000 rows). */
const CROWD = 3_000;
const CAP = 1_000;

/** `n` contacts of a brand named first{i} last{i}, numbers +1415{i}, written in one statement. */
async function seedMany(brand: string, n: number): Promise<void> {
  await db.execute(sql`insert into contacts (brand_id, profile_id, first_name, last_name, email, contact_phone)
    select ${brand}, 'pr' || ${brand}::text || g, 'first' || md5(g::text), 'last' || md5((g + 1)::text),
      md5(g::text) || '@example.org', '+1415' || lpad(g::text, 7, '0')
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into contact_phones (brand_id, contact_id, phone_number)
    select brand_id, id, contact_phone from contacts where brand_id = ${brand}`);
  await db.execute(sql`insert into contact_emails (brand_id, contact_id, email)
    select brand_id, id, email from contacts where brand_id = ${brand}`);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  brandId = (await createTestBrand(db)).id;
  crowdedBrandId = (await createTestBrand(db)).id;
  const otherBrandId = (await createTestBrand(db)).id;
  await seedContact(db, {
    brandId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.org',
    phone: '+14155550100',
    otherEmails: ['ada.l@analytical.org'],
    updatedAt: minutesAgo(3),
  });
  await seedContact(db, {
    brandId,
    firstName: 'Adam',
    lastName: 'Smith',
    email: 'wealth@nations.co.uk',
    phone: '+442071838750',
    updatedAt: minutesAgo(2),
  });
  await seedContact(db, {
    brandId,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@navy.mil',
    phone: '+14155550199',
    otherPhones: ['+14155550198'],
    updatedAt: minutesAgo(1),
  });
  // Another brand shares a name and a number: never counted.
  await seedContact(db, { brandId: otherBrandId, firstName: 'Ada', phone: '+14155550100' });
  await seedMany(crowdedBrandId, CROWD);
  for (const table of ['contacts', 'contact_phones', 'contact_emails']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  const user = await createTestUser(db, { brandId, roles: ['agent'] });
  client = new TestClient(t.app, '10.41.7.1');
  await client.signIn(user.email, user.password);
});

afterAll(async () => {
  await t.close();
});

describe(`countContacts on ${testEngine()}`, () => {
  it("counts every contact of the brand without a text, and only the brand's", async () => {
    expect(await countContacts(db, { brandId, input: {} })).toEqual({ count: 3, capped: false });
    expect(await countContacts(db, { brandId, input: { query: '   ' } })).toEqual({
      count: 3,
      capped: false,
    });
  });

  it('counts what the search finds, a contact matched by several lookups once', async () => {
    for (const text of ['ada', '4155', '+1 415 555 0198', 'ada@', 'Grace Hopper', 'nobody']) {
      const found = await searchContacts(db, { brandId, input: { query: text, size: 25 } });
      expect(await countContacts(db, { brandId, input: { query: text } })).toEqual({
        count: found.items.length,
        capped: false,
      });
    }
    // 'ada' matches Ada by first name and both her email addresses, and Adam by first name.
    expect((await countContacts(db, { brandId, input: { query: 'ada' } })).count).toBe(2);
    // Grace's two numbers both start with +1415: still one contact, beside Ada.
    expect((await countContacts(db, { brandId, input: { query: '4155' } })).count).toBe(2);
  });

  it('stops at the cap and says so', async () => {
    const crowded = (query?: string, cap = CAP) =>
      countContacts(db, { brandId: crowdedBrandId, input: { query }, cap });
    expect(await crowded()).toEqual({ count: CAP, capped: true });
    expect(await crowded(undefined, CROWD)).toEqual({ count: CROWD, capped: false });
    expect(await crowded('first')).toEqual({ count: CAP, capped: true });
    expect(await crowded('first', CROWD)).toEqual({ count: CROWD, capped: false });
    // A selective text is counted exactly: 'first' || md5(g) starts 'firstab' about 1 time in 256.
    const selective = await crowded('firstab');
    expect(selective.capped).toBe(false);
    expect(selective.count).toBeGreaterThan(0);
    expect(selective.count).toBeLessThan(100);
    expect(CONTACT_COUNT_CAP).toBe(10_000);
  });

  it("refuses what the search refuses, with the spec's texts", async () => {
    await expect(countContacts(db, { brandId, input: { query: 'a' } })).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'Minimum of 2 characters is required for search.',
    });
    await expect(countContacts(db, { brandId, input: { query: '123-456-7890' } })).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'Invalid phone number.',
    });
  });

  it('reads the search indexes, each lookup cut at the cap', async () => {
    const query = detectContactSearch('firstab') as SearchableContactQuery;
    const counting = countMatchesSql(contactSearchLookups(crowdedBrandId, query), CONTACT_COUNT_CAP + 1);
    const result = await db.execute(sql`explain ${counting}`);
    const plan = (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row).join(' '))
      .join('\n');
    expect(plan).toContain('contacts_search_first_name');
    expect(plan).toContain('contact_emails_search');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe(`countContacts over GraphQL on ${testEngine()}`, () => {
  const COUNT = 'query ($query: String) { countContacts(query: $query) { count capped } }';

  it('answers the signed-in brand', async () => {
    const all = await client.graphql(COUNT);
    expect(all.json()).toEqual({ data: { countContacts: { count: 3, capped: false } } });
    const search = await client.graphql(COUNT, { query: 'grace' });
    expect(search.json()).toEqual({ data: { countContacts: { count: 1, capped: false } } });
  });

  it('names the field of a refused text', async () => {
    const body = (await client.graphql(COUNT, { query: 'a' })).json<{
      errors: { message: string; extensions: Record<string, unknown> }[];
    }>();
    expect(body.errors[0]?.message).toBe('Minimum of 2 characters is required for search.');
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'query' });
  });
});
