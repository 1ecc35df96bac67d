import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Entry = { id: string; name: string; phoneNumber: string; description: string | null };
const FIELDS = 'id name phoneNumber description createdAt updatedAt';
const LIST = `query { externalTransferPhonebook { ${FIELDS} } }`;
const CREATE = `mutation ($input: ExternalTransferPhonebookEntryInput!) {
  createExternalTransferPhonebookEntry(input: $input) { ${FIELDS} }
}`;
const UPDATE = `mutation ($id: ID!, $input: ExternalTransferPhonebookEntryInput!) {
  updateExternalTransferPhonebookEntry(id: $id, input: $input) { ${FIELDS} }
}`;
const DELETE = 'mutation ($id: ID!) { deleteExternalTransferPhonebookEntry(id: $id) }';

describe(`External Transfer Phonebook (GraphQL) on ${testEngine()}`, () => {
  it('creates, lists by name, updates and deletes entries, announcing each change', async () => {
    const admin = await signedInAs(t, ['admin']);
    const events: { name: string; data: unknown }[] = [];
    const unsubscribe = t.bus.subscribe({ brandId: admin.brandId, userId: admin.user.id }, (event) =>
      events.push(event),
    );
    expect(await gqlField<Entry[]>(admin.client, LIST, 'externalTransferPhonebook')).toEqual([]);

    const billing = await gqlField<Entry>(admin.client, CREATE, 'createExternalTransferPhonebookEntry', {
      input: { name: '  Billing partner ', phoneNumber: '(415) 555-0123', description: 'Invoices' },
    });
    // US by default, stored in E.164 (spec 000 §5); names and descriptions trimmed.
    expect(billing).toMatchObject({
      name: 'Billing partner',
      phoneNumber: '+14155550123',
      description: 'Invoices',
    });
    const abroad = await gqlField<Entry>(admin.client, CREATE, 'createExternalTransferPhonebookEntry', {
      input: { name: 'after hours', phoneNumber: '+44 20 7946 0958', description: '  ' },
    });
    expect(abroad).toMatchObject({ phoneNumber: '+442079460958', description: null });
    expect(
      (await gqlField<Entry[]>(admin.client, LIST, 'externalTransferPhonebook')).map((entry) => entry.name),
    ).toEqual(['after hours', 'Billing partner']);

    const renamed = await gqlField<Entry>(admin.client, UPDATE, 'updateExternalTransferPhonebookEntry', {
      id: billing.id,
      input: { name: 'Billing', phoneNumber: '+1 415 555 0124' },
    });
    expect(renamed).toMatchObject({
      id: billing.id,
      name: 'Billing',
      phoneNumber: '+14155550124',
      description: null,
    });
    // Its own name again, in another case, is no conflict.
    expect(
      (
        await gql(admin.client, UPDATE, {
          id: billing.id,
          input: { name: 'BILLING', phoneNumber: '4155550124' },
        })
      ).errors,
    ).toBeUndefined();

    expect(
      await gqlField<string>(admin.client, DELETE, 'deleteExternalTransferPhonebookEntry', { id: abroad.id }),
    ).toBe(abroad.id);
    expect(
      (await gqlField<Entry[]>(admin.client, LIST, 'externalTransferPhonebook')).map((entry) => entry.id),
    ).toEqual([billing.id]);
    await expect
      .poll(
        () =>
          events.filter(
            (event) =>
              event.name === 'brand.adminSettingsUpdated' &&
              (event.data as { section: string }).section === 'externalTransferPhonebook',
          ).length,
      )
      .toBe(5);
    unsubscribe();
  });

  it('refuses a bad number, an empty or taken name and unknown entries, naming the field', async () => {
    const admin = await signedInAs(t, ['admin']);
    const create = (input: Record<string, unknown>) => gqlError(admin.client, CREATE, { input });
    expect(await create({ name: 'Partner', phoneNumber: '12' })).toMatchObject({
      code: 'invalid_phone_number',
      message: 'Invalid phone number',
      field: 'phoneNumber',
      status: 400,
    });
    expect(await create({ name: 'Partner', phoneNumber: 'call me' })).toMatchObject({ field: 'phoneNumber' });
    expect(await create({ name: '   ', phoneNumber: '+14155550123' })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'name is required',
    });
    expect(await create({ name: 'x'.repeat(101), phoneNumber: '+14155550123' })).toMatchObject({
      field: 'name',
    });
    const partner = await gqlField<Entry>(admin.client, CREATE, 'createExternalTransferPhonebookEntry', {
      input: { name: 'Partner', phoneNumber: '+14155550123' },
    });
    expect(await create({ name: 'PARTNER', phoneNumber: '+14155550125' })).toMatchObject({
      code: 'conflict',
      field: 'name',
      message: 'An entry with this name already exists',
      status: 409,
    });
    const other = await gqlField<Entry>(admin.client, CREATE, 'createExternalTransferPhonebookEntry', {
      input: { name: 'Other', phoneNumber: '+14155550126' },
    });
    expect(
      await gqlError(admin.client, UPDATE, {
        id: other.id,
        input: { name: 'partner', phoneNumber: '+14155550126' },
      }),
    ).toMatchObject({ code: 'conflict', field: 'name' });
    expect(
      await gqlError(admin.client, UPDATE, { id: other.id, input: { name: 'Other', phoneNumber: 'nope' } }),
    ).toMatchObject({ field: 'phoneNumber' });

    // Another brand's entry is unknown here; so is an id that is no uuid.
    const stranger = await signedInAs(t, ['admin']);
    expect(await gqlError(stranger.client, DELETE, { id: partner.id })).toMatchObject({
      code: 'not_found',
      message: 'Phonebook entry not found',
    });
    expect(
      await gqlError(stranger.client, UPDATE, {
        id: partner.id,
        input: { name: 'Mine', phoneNumber: '+14155550123' },
      }),
    ).toMatchObject({ code: 'not_found' });
    expect(await gqlError(admin.client, DELETE, { id: 'nope' })).toMatchObject({ field: 'id' });
    // The same name in another brand is fine.
    expect(
      (await gql(stranger.client, CREATE, { input: { name: 'Partner', phoneNumber: '+14155550123' } }))
        .errors,
    ).toBeUndefined();
  });

  it('lets every user of the brand read it, and only admins and supervisors change it', async () => {
    const supervisor = await signedInAs(t, ['supervisor']);
    const entry = await gqlField<Entry>(supervisor.client, CREATE, 'createExternalTransferPhonebookEntry', {
      input: { name: 'Escalations', phoneNumber: '+14155550127' },
    });
    const agent = await signedInAs(t, ['agent'], supervisor.brandId);
    expect(await gqlField<Entry[]>(agent.client, LIST, 'externalTransferPhonebook')).toEqual([
      expect.objectContaining({ id: entry.id, name: 'Escalations' }),
    ]);
    const input = { name: 'Mine', phoneNumber: '+14155550128' };
    expect(await gqlError(agent.client, CREATE, { input })).toMatchObject({ code: 'forbidden' });
    expect(await gqlError(agent.client, UPDATE, { id: entry.id, input })).toMatchObject({
      code: 'forbidden',
    });
    expect(await gqlError(agent.client, DELETE, { id: entry.id })).toMatchObject({ code: 'forbidden' });
    // Another brand sees none of it.
    const stranger = await signedInAs(t, ['agent']);
    expect(await gqlField<Entry[]>(stranger.client, LIST, 'externalTransferPhonebook')).toEqual([]);
  });
});
