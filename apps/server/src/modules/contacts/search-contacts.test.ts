import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { minutesAgo, seedContact } from './contact-search-test-kit.ts';
import { searchContacts } from './search-contacts.ts';

let handle: DbHandle;
let brandId: string;
let otherBrandId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  brandId = (await createTestBrand(db)).id;
  otherBrandId = (await createTestBrand(db)).id;
  await seedContact(db, {
    brandId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.org',
    phone: '+14155550100',
    externalId: 'CUST-0042',
    updatedAt: minutesAgo(5),
  });
  await seedContact(db, {
    brandId,
    firstName: 'Adam',
    lastName: 'Smith',
    email: 'wealth@nations.co.uk',
    phone: '+442071838750',
    otherEmails: ['adam.smith@glasgow.ac.uk'],
    updatedAt: minutesAgo(1),
  });
  await seedContact(db, {
    brandId,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@navy.mil',
    phone: '+14155550199',
    otherPhones: ['+16505550111'],
    updatedAt: minutesAgo(3),
  });
  await seedContact(db, {
    brandId,
    firstName: 'Mary Ann',
    lastName: 'Evans',
    email: 'george.eliot@middlemarch.org',
    updatedAt: minutesAgo(4),
  });
  // Another brand's contacts share names, numbers and addresses: they must never show.
  await seedContact(db, {
    brandId: otherBrandId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.org',
    phone: '+14155550100',
    externalId: 'CUST-0042',
  });
});

afterAll(async () => {
  await handle.close();
});

async function namesFor(query: string, brand = brandId): Promise<(string | null)[]> {
  const result = await searchContacts(handle.db, { brandId: brand, input: { query } });
  return result.items.map((item) => item.name);
}

describe(`contact search on ${testEngine()} (spec 001 §5)`, () => {
  it('refuses fewer than 2 characters', async () => {
    await expect(searchContacts(handle.db, { brandId, input: { query: ' a ' } })).rejects.toMatchObject({
      code: 'validation_failed',
      field: 'query',
      message: 'Minimum of 2 characters is required for search.',
    });
  });

  it('refuses a phone-like text of 10 characters or more that is not a valid number', async () => {
    await expect(
      searchContacts(handle.db, { brandId, input: { query: '123-456-7890' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', field: 'query', message: 'Invalid phone number.' });
  });

  it('finds a whole phone number as typed, on the main number or any other', async () => {
    expect(await namesFor('(415) 555-0100')).toEqual(['Ada Lovelace']);
    expect(await namesFor('650 555 0111')).toEqual(['Grace Hopper']);
    expect(await namesFor('+44 20 7183 8750')).toEqual(['Adam Smith']);
    const result = await searchContacts(handle.db, { brandId, input: { query: '4155550100' } });
    expect(result.kind).toBe('phone');
  });

  it('finds numbers starting with a few digits (US by default, or after the + typed)', async () => {
    expect(await namesFor('415 555')).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(await namesFor('+44 20')).toEqual(['Adam Smith']);
    expect(await namesFor('+1 650')).toEqual(['Grace Hopper']);
  });

  it('finds names by the start of the first, last or full name, newest first', async () => {
    expect(await namesFor('ad')).toEqual(['Adam Smith', 'Ada Lovelace']);
    expect(await namesFor('LOVE')).toEqual(['Ada Lovelace']);
    expect(await namesFor('ada lo')).toEqual(['Ada Lovelace']);
    expect(await namesFor('mary ann ev')).toEqual(['Mary Ann Evans']);
    expect(await namesFor('velace')).toEqual([]);
  });

  it('a name without whitespace also matches email addresses by prefix', async () => {
    expect(await namesFor('wealth')).toEqual(['Adam Smith']);
    expect(await namesFor('george.el')).toEqual(['Mary Ann Evans']);
    // With whitespace it is a name only.
    expect(await namesFor('george el')).toEqual([]);
  });

  it('a text with @ matches main and other email addresses by prefix', async () => {
    expect(await namesFor('adam.smith@gla')).toEqual(['Adam Smith']);
    expect(await namesFor('GRACE@')).toEqual(['Grace Hopper']);
    expect(await namesFor('@navy')).toEqual([]);
    const result = await searchContacts(handle.db, { brandId, input: { query: 'ada@' } });
    expect(result.kind).toBe('email');
  });

  it('finds a contact by its exact external id', async () => {
    expect(await namesFor('CUST-0042')).toEqual(['Ada Lovelace']);
    expect(await namesFor('CUST-004')).toEqual([]);
  });

  it('finds a contact by its profile id', async () => {
    const contact = await seedContact(handle.db, {
      brandId,
      firstName: 'Alan',
      lastName: 'Turing',
      profileId: 'pr7f3a9c2e4b6d8f0a1c3e5a7b',
    });
    const result = await searchContacts(handle.db, { brandId, input: { query: contact.profileId } });
    expect(result.items.map((item) => item.name)).toEqual(['Alan Turing']);
  });

  it('treats % and _ as letters', async () => {
    expect(await namesFor('a%')).toEqual([]);
    expect(await namesFor('__')).toEqual([]);
  });

  it('never shows another brand’s contacts', async () => {
    const other = await searchContacts(handle.db, { brandId: otherBrandId, input: { query: 'ad' } });
    expect(other.items).toHaveLength(1);
    expect(other.items[0]?.profileId).not.toBe(
      (await searchContacts(handle.db, { brandId, input: { query: 'ada lo' } })).items[0]?.profileId,
    );
    expect(await namesFor('grace', otherBrandId)).toEqual([]);
  });

  it('answers with phones and emails, primary first', async () => {
    const [grace] = (await searchContacts(handle.db, { brandId, input: { query: 'grace' } })).items;
    expect(grace?.phones.map((phone) => [phone.phoneNumber, phone.isPrimary])).toEqual([
      ['+14155550199', true],
      ['+16505550111', false],
    ]);
    expect(grace?.emails.map((email) => email.email)).toEqual(['grace@navy.mil']);
  });
});

describe('contact search paging', () => {
  it('pages by 25 by default, newest first, and says whether more follow', async () => {
    const pagingBrand = (await createTestBrand(handle.db)).id;
    for (let i = 0; i < 30; i += 1) {
      await seedContact(handle.db, {
        brandId: pagingBrand,
        firstName: `Page${String(i).padStart(2, '0')}`,
        lastName: 'Contact',
        updatedAt: minutesAgo(100 - i),
      });
    }
    const first = await searchContacts(handle.db, { brandId: pagingBrand, input: { query: 'page' } });
    expect(first.items).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]?.firstName).toBe('Page29');
    const second = await searchContacts(handle.db, {
      brandId: pagingBrand,
      input: { query: 'page', page: 1 },
    });
    expect(second.items.map((item) => item.firstName)).toEqual([
      'Page04',
      'Page03',
      'Page02',
      'Page01',
      'Page00',
    ]);
    expect(second.hasMore).toBe(false);
    await expect(
      searchContacts(handle.db, { brandId: pagingBrand, input: { query: 'page', size: 26 } }),
    ).rejects.toThrow();
  });
});
