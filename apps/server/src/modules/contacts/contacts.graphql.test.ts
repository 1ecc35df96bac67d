import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { minutesAgo, type SeededContact, seedContact } from './contact-search-test-kit.ts';
import { contactMerges } from './contacts.tables.ts';

let t: TestApp;
let client: TestClient;
let brandId: string;
let ada: SeededContact;
let grace: SeededContact;
let otherBrandContact: SeededContact;

const PROFILE_FIELDS = `id profileId name firstName lastName contactPhone email externalId optIn
  subscribedSms subscribedVoice subscribedEmail customProperties rvProperties
  phones { label phoneNumber isPrimary voiceOptIn { subscribed } smsOptIn { subscribed } }
  emails { label email isPrimary emailOptIn { subscribed } }`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  brandId = (await createTestBrand(db)).id;
  const user = await createTestUser(db, { brandId, roles: ['agent'] });
  client = new TestClient(t.app, '10.41.0.1');
  await client.signIn(user.email, user.password);
  ada = await seedContact(db, {
    brandId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.org',
    phone: '+14155550100',
    otherEmails: ['countess@lovelace.uk'],
    externalId: 'CUST-0042',
    optIn: true,
    updatedAt: minutesAgo(2),
  });
  grace = await seedContact(db, {
    brandId,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@navy.mil',
    phone: '+14155550199',
    updatedAt: minutesAgo(1),
  });
  const otherBrandId = (await createTestBrand(db)).id;
  otherBrandContact = await seedContact(db, {
    brandId: otherBrandId,
    firstName: 'Ada',
    lastName: 'Elsewhere',
    email: 'ada@analytical.org',
    phone: '+14155550100',
  });
});

afterAll(async () => {
  await t.close();
});

async function query(document: string, variables: Record<string, unknown> = {}) {
  const response = await client.graphql(document, variables);
  return response.json<{
    data: Record<string, unknown> | null;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  }>();
}

describe('getProfile (spec 001 §7)', () => {
  const GET = `query ($profileId: String, $contactPhone: String, $contactEmail: String) {
    getProfile(profileId: $profileId, contactPhone: $contactPhone, contactEmail: $contactEmail) { ${PROFILE_FIELDS} }
  }`;

  it('finds a contact by profile id with its phones, emails and opt-ins', async () => {
    const { data } = await query(GET, { profileId: ada.profileId });
    expect(data?.getProfile).toMatchObject({
      id: ada.profileId,
      profileId: ada.profileId,
      name: 'Ada Lovelace',
      contactPhone: '+14155550100',
      email: 'ada@analytical.org',
      externalId: 'CUST-0042',
      subscribedSms: true,
      subscribedEmail: true,
      phones: [
        {
          label: 'mobile',
          phoneNumber: '+14155550100',
          isPrimary: true,
          voiceOptIn: { subscribed: true },
          smsOptIn: { subscribed: true },
        },
      ],
      emails: [
        { email: 'ada@analytical.org', isPrimary: true },
        { email: 'countess@lovelace.uk', isPrimary: false },
      ],
    });
  });

  it('finds a contact by phone number as typed, or by any of its email addresses', async () => {
    expect((await query(GET, { contactPhone: '(415) 555-0199' })).data?.getProfile).toMatchObject({
      name: 'Grace Hopper',
    });
    expect((await query(GET, { contactEmail: 'Countess@Lovelace.uk' })).data?.getProfile).toMatchObject({
      name: 'Ada Lovelace',
    });
  });

  it('follows a merged-away profile id to the contact it was merged into', async () => {
    await t.database.db
      .insert(contactMerges)
      .values({ brandId, mergedProfileId: 'pr-merged-away-0001', contactId: grace.id });
    const { data } = await query(GET, { profileId: 'pr-merged-away-0001' });
    expect(data?.getProfile).toMatchObject({ id: grace.profileId });
  });

  it("answers 'Contact not found' for an unknown contact or another brand's", async () => {
    for (const variables of [
      { profileId: 'pr-unknown' },
      { profileId: otherBrandContact.profileId },
      { contactEmail: 'nobody@example.org' },
    ]) {
      const { errors } = await query(GET, variables);
      expect(errors?.[0]).toMatchObject({ message: 'Contact not found', extensions: { status: 404 } });
    }
  });

  it('needs one of profileId, contactPhone or contactEmail', async () => {
    const { errors } = await query(GET, {});
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'profileId' });
  });
});

describe('getProfilesById (spec 001 §7)', () => {
  it('answers the known profiles of the brand in the order asked', async () => {
    const { data } = await query(
      `query ($ids: [String!]!) { getProfilesById(profileIds: $ids) { id name } }`,
      {
        ids: [grace.profileId, 'pr-unknown', ada.profileId, otherBrandContact.profileId, grace.profileId],
      },
    );
    expect(data?.getProfilesById).toEqual([
      { id: grace.profileId, name: 'Grace Hopper' },
      { id: ada.profileId, name: 'Ada Lovelace' },
    ]);
  });
});

describe('getProfiles (spec 001 §7: filter email contains)', () => {
  const GET = `query ($contains: String!) {
    getProfiles(filter: { email: { contains: $contains } }) { items { name } page size hasMore }
  }`;

  it('finds contacts with an address containing the text, any of their addresses', async () => {
    expect((await query(GET, { contains: 'LOVELACE' })).data?.getProfiles).toEqual({
      items: [{ name: 'Ada Lovelace' }],
      page: 0,
      size: 25,
      hasMore: false,
    });
    expect((await query(GET, { contains: 'a' })).errors?.[0]?.message).toBe(
      'Minimum of 2 characters is required for search.',
    );
  });
});

describe('getPhonesEmails (spec 001 §7)', () => {
  const GET = `query ($filterBy: PhonesEmailsFilterInput, $order: PhonesEmailsOrderInput, $page: Int, $size: Int) {
    getPhonesEmails(filterBy: $filterBy, order: $order, page: $page, size: $size) {
      items { name phones { phoneNumber } emails { email } } page size hasMore
    }
  }`;
  const names = (data: Record<string, unknown> | null | undefined) => {
    const page = data?.getPhonesEmails as { items: { name: string }[] } | undefined;
    return page?.items.map((item) => item.name);
  };

  it('filters by name or email starts_with, most recently updated first', async () => {
    const order = { field: 'updatedAt', direction: 'desc' };
    expect(names((await query(GET, { filterBy: { name: { starts_with: 'hop' } }, order })).data)).toEqual([
      'Grace Hopper',
    ]);
    expect(
      names(
        (
          await query(GET, {
            filterBy: { name: { starts_with: 'ada' }, email: { starts_with: 'grace@' } },
            order,
            page: 0,
            size: 25,
          })
        ).data,
      ),
    ).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(names((await query(GET, { order: { field: 'updatedAt', direction: 'asc' } })).data)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
  });

  it('refuses another order field and a size over 25', async () => {
    expect((await query(GET, { order: { field: 'name' } })).errors?.[0]?.extensions).toMatchObject({
      field: 'order.field',
    });
    expect((await query(GET, { size: 26 })).errors?.[0]?.extensions).toMatchObject({ field: 'size' });
  });
});

describe('searchContacts (the dial pad, spec 001 §5)', () => {
  const SEARCH = `query ($query: String!, $page: Int) {
    searchContacts(query: $query, page: $page) { kind items { id name } hasMore }
  }`;

  it('detects the kind and finds the contacts', async () => {
    expect((await query(SEARCH, { query: '415 555 0100' })).data?.searchContacts).toEqual({
      kind: 'phone',
      items: [{ id: ada.profileId, name: 'Ada Lovelace' }],
      hasMore: false,
    });
    expect((await query(SEARCH, { query: 'countess@' })).data?.searchContacts).toMatchObject({
      kind: 'email',
      items: [{ name: 'Ada Lovelace' }],
    });
  });

  it('answers the spec texts for too short and invalid phone texts', async () => {
    expect((await query(SEARCH, { query: 'a' })).errors?.[0]).toMatchObject({
      message: 'Minimum of 2 characters is required for search.',
      extensions: { code: 'validation_failed', field: 'query', status: 400 },
    });
    expect((await query(SEARCH, { query: '999 999 9999' })).errors?.[0]?.message).toBe(
      'Invalid phone number.',
    );
  });
});
