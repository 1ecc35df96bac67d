import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importContacts, type NewContact } from '../contacts/import-contacts.ts';
import { createView, gqlError, gqlField, pageQueryText, VIEW_CONTACTS } from './saved-views-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Listed = {
  total: number;
  limit: number;
  items: { firstName: string; lastName: string; leadScore: number | null; customProperties: unknown }[];
};

function contact(firstName: string, lastName: string, extra: Partial<NewContact> = {}): NewContact {
  return { firstName, lastName, email: null, contactPhone: null, ...extra };
}

const MY_CONTACTS = `query ($sortBy: String, $order: ContactListSortOrder, $keyType: ContactListSortKeyType) {
  myContacts(sortBy: $sortBy, order: $order, keyType: $keyType) { total limit items { firstName lastName } } }`;

describe('the contacts of a list (spec 002 §2, §9)', () => {
  it("shows the contacts matching the list's conditions, sorted by its attribute and order", async () => {
    const agent = await signedInAs(t, ['agent']);
    await importContacts(t.database.db, {
      brandId: agent.brandId,
      contacts: [
        contact('Ada', 'Lovelace', { leadScore: 5 }),
        contact('Ada', 'Byron', { leadScore: 9 }),
        contact('Grace', 'Hopper', { leadScore: 7 }),
        contact('Ada', 'King', { leadScore: null }),
      ],
    });
    const byScore = await createView(agent.client, {
      name: 'Adas by score',
      pageQuery: pageQueryText({ firstName: 'Ada', sortBy: 'leadScore', order: 'desc', keyType: 'number' }),
    });
    const listed = await gqlField<Listed>(agent.client, VIEW_CONTACTS, 'savedViewContacts', {
      id: byScore.id,
    });
    expect(listed.total).toBe(3);
    expect(listed.limit).toBe(500);
    // Missing values last whatever the order.
    expect(listed.items.map((item) => item.lastName)).toEqual(['Byron', 'Lovelace', 'King']);

    const byName = await createView(agent.client, {
      name: 'Adas by name',
      pageQuery: pageQueryText({ firstName: 'Ada', sortBy: 'lastName', order: 'asc', keyType: 'string' }),
    });
    const named = await gqlField<Listed>(agent.client, VIEW_CONTACTS, 'savedViewContacts', { id: byName.id });
    expect(named.items.map((item) => item.lastName)).toEqual(['Byron', 'King', 'Lovelace']);
  });

  it('shows at most 500 contacts and counts them all', async () => {
    const agent = await signedInAs(t, ['agent']);
    await importContacts(t.database.db, {
      brandId: agent.brandId,
      contacts: Array.from({ length: 503 }, (_, index) => contact('Many', `Contact ${index}`)),
    });
    const view = await createView(agent.client, { name: 'Everyone' });
    const listed = await gqlField<Listed>(agent.client, VIEW_CONTACTS, 'savedViewContacts', { id: view.id });
    expect(listed.items).toHaveLength(500);
    expect(listed.total).toBe(503);
  });

  it("never lists another brand's contacts", async () => {
    const agent = await signedInAs(t, ['agent']);
    const other = await signedInAs(t, ['agent']);
    await importContacts(t.database.db, { brandId: other.brandId, contacts: [contact('Ada', 'Elsewhere')] });
    const view = await createView(agent.client, {
      name: 'Adas',
      pageQuery: pageQueryText({ firstName: 'Ada' }),
    });
    const listed = await gqlField<Listed>(agent.client, VIEW_CONTACTS, 'savedViewContacts', { id: view.id });
    expect(listed).toMatchObject({ total: 0, items: [] });
  });

  it('refuses the contacts of a list the user may not see', async () => {
    const author = await signedInAs(t, ['agent']);
    const colleague = await signedInAs(t, ['agent'], author.brandId);
    const view = await createView(author.client, { name: 'Private' });
    expect(await gqlError(colleague.client, VIEW_CONTACTS, { id: view.id })).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('My Contacts (/agent/contacts)', () => {
  it('lists the brand contacts, newest first by default, or by the chosen attribute', async () => {
    const agent = await signedInAs(t, ['agent']);
    await importContacts(t.database.db, {
      brandId: agent.brandId,
      contacts: [contact('Zoe', 'Adams'), contact('Amy', 'Young')],
    });
    const sorted = await gqlField<Listed>(agent.client, MY_CONTACTS, 'myContacts', {
      sortBy: 'firstName',
      order: 'asc',
      keyType: 'string',
    });
    expect(sorted.items.map((item) => item.firstName)).toEqual(['Amy', 'Zoe']);
    const reversed = await gqlField<Listed>(agent.client, MY_CONTACTS, 'myContacts', {
      sortBy: 'firstName',
      order: 'desc',
    });
    expect(reversed.items.map((item) => item.firstName)).toEqual(['Zoe', 'Amy']);
    expect((await gqlField<Listed>(agent.client, MY_CONTACTS, 'myContacts')).total).toBe(2);
  });
});
