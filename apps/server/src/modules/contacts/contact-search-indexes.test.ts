import { detectContactSearch, type SearchableContactQuery } from '@parley/core/contacts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { contactSearchLookups, pageOfMatchesSql } from './contact-search-sql.ts';

// The searches must stay index lookups: an expression that drifts from the index's (say, another
// lower() or coalesce) silently turns every keystroke into a scan of the brand's contacts.

let handle: DbHandle;
let brandId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  brandId = (await createTestBrand(handle.db)).id;
  await handle.db.execute(sql`insert into contacts (brand_id, profile_id, first_name, last_name, email, contact_phone)
    select ${brandId}, 'pr' || g, 'first' || md5(g::text), 'last' || md5((g + 1)::text),
      md5(g::text) || '@example.org', '+1415' || lpad(g::text, 7, '0')
    from generate_series(1, 3000) g`);
  await handle.db.execute(sql`insert into contact_phones (brand_id, contact_id, phone_number)
    select brand_id, id, contact_phone from contacts`);
  await handle.db.execute(sql`insert into contact_emails (brand_id, contact_id, email)
    select brand_id, id, email from contacts`);
  await handle.db.execute(sql`analyze contacts`);
  await handle.db.execute(sql`analyze contact_phones`);
  await handle.db.execute(sql`analyze contact_emails`);
});

afterAll(async () => {
  await handle.close();
});

async function planOf(text: string): Promise<string> {
  const query = detectContactSearch(text) as SearchableContactQuery;
  const result = await handle.db.execute(
    sql`explain ${pageOfMatchesSql(contactSearchLookups(brandId, query), { direction: 'desc', limit: 26, offset: 0 })}`,
  );
  return (result as unknown as { rows: Record<string, string>[] }).rows
    .map((row) => Object.values(row).join(' '))
    .join('\n');
}

describe(`contact search indexes on ${testEngine()}`, () => {
  it('a name without whitespace uses the name and email prefix indexes', async () => {
    const plan = await planOf('firstab');
    for (const index of [
      'contacts_search_first_name',
      'contacts_search_last_name',
      'contacts_search_full_name',
      'contacts_search_email',
      'contact_emails_search',
      'contacts_external_id',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('a phone prefix uses the phone prefix indexes', async () => {
    const plan = await planOf('4155');
    expect(plan).toContain('contacts_search_phone');
    expect(plan).toContain('contact_phones_search');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
