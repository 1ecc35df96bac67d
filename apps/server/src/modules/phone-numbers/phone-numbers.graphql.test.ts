import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post } from '../conversations/conversations-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type PhoneNumber = { id: string; phoneNumber: string; friendlyName: string; voice: boolean; sms: boolean };
type Source = { source: string; internalDisplayName: string | null; externalDisplayName: string | null };
const FIELDS = 'id phoneNumber friendlyName voice sms createdAt updatedAt';
const LIST = `query { brandPhoneNumbers { ${FIELDS} } }`;
const SOURCES = `query ($channel: String!) {
  getCommunicationSources(channel: $channel) { source internalDisplayName externalDisplayName }
}`;
const CREATE = `mutation ($input: BrandPhoneNumberInput!) { createBrandPhoneNumber(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: BrandPhoneNumberInput!) {
  updateBrandPhoneNumber(id: $id, input: $input) { ${FIELDS} }
}`;
const DELETE = 'mutation ($id: ID!) { deleteBrandPhoneNumber(id: $id) }';

function sourcesOf(client: Parameters<typeof gql>[0], channel: string) {
  return gqlField<Source[]>(client, SOURCES, 'getCommunicationSources', { channel });
}

describe(`brand phone numbers (GraphQL) on ${testEngine()}`, () => {
  it('gives a new brand the simulator number as its main line', async () => {
    const brand = await createTestBrand(t.database.db, { name: 'Acme' });
    const admin = await signedInAs(t, ['admin'], brand.id);
    expect(await gqlField<PhoneNumber[]>(admin.client, LIST, 'brandPhoneNumbers')).toEqual([
      expect.objectContaining({
        phoneNumber: '+18005550100',
        friendlyName: 'Acme main line',
        voice: true,
        sms: true,
      }),
    ]);
  });

  it('adds, lists by friendly name, updates and deletes numbers; sources follow capabilities', async () => {
    const admin = await signedInAs(t, ['admin']);
    const [main] = await gqlField<PhoneNumber[]>(admin.client, LIST, 'brandPhoneNumbers');
    if (!main) throw new Error('main line missing');

    const sf = await gqlField<PhoneNumber>(admin.client, CREATE, 'createBrandPhoneNumber', {
      input: { phoneNumber: '(415) 555-0199', friendlyName: '  San Francisco ', voice: true, sms: false },
    });
    // US by default, stored in E.164 (spec 000 §5); names trimmed.
    expect(sf).toMatchObject({ phoneNumber: '+14155550199', friendlyName: 'San Francisco', sms: false });
    const london = await gqlField<PhoneNumber>(admin.client, CREATE, 'createBrandPhoneNumber', {
      input: { phoneNumber: '+44 20 7946 0958', friendlyName: 'abroad', voice: false, sms: true },
    });
    expect(london.phoneNumber).toBe('+442079460958');

    expect(
      (await gqlField<PhoneNumber[]>(admin.client, LIST, 'brandPhoneNumbers')).map((n) => n.friendlyName),
    ).toEqual(['abroad', main.friendlyName, 'San Francisco']);
    // spec 001 §7: the numbers that carry the channel, by friendly name.
    expect(await sourcesOf(admin.client, 'voice')).toEqual([
      { source: '+18005550100', internalDisplayName: main.friendlyName, externalDisplayName: null },
      { source: '+14155550199', internalDisplayName: 'San Francisco', externalDisplayName: null },
    ]);
    expect((await sourcesOf(admin.client, 'sms')).map((s) => s.source)).toEqual([
      '+442079460958',
      '+18005550100',
    ]);

    const renamed = await gqlField<PhoneNumber>(admin.client, UPDATE, 'updateBrandPhoneNumber', {
      id: sf.id,
      input: { phoneNumber: '+1 415 555 0198', friendlyName: 'Bay Area', voice: true, sms: true },
    });
    expect(renamed).toMatchObject({
      id: sf.id,
      phoneNumber: '+14155550198',
      friendlyName: 'Bay Area',
      sms: true,
    });
    // Its own number again is no conflict.
    expect(
      (
        await gql(admin.client, UPDATE, {
          id: sf.id,
          input: { phoneNumber: '4155550198', friendlyName: 'Bay Area', voice: true, sms: true },
        })
      ).errors,
    ).toBeUndefined();

    expect(await gqlField<string>(admin.client, DELETE, 'deleteBrandPhoneNumber', { id: london.id })).toBe(
      london.id,
    );
    expect((await sourcesOf(admin.client, 'sms')).map((s) => s.source)).toEqual([
      '+14155550198',
      '+18005550100',
    ]);
  });

  it('refuses a bad number, a duplicate, no capability, an unknown channel and unknown ids, naming the field', async () => {
    const admin = await signedInAs(t, ['admin']);
    const create = (input: Record<string, unknown>) => gqlError(admin.client, CREATE, { input });
    const valid = { phoneNumber: '+14155550123', friendlyName: 'Sales', voice: true, sms: true };
    expect(await create({ ...valid, phoneNumber: '12' })).toMatchObject({
      code: 'invalid_phone_number',
      message: 'Invalid phone number',
      field: 'phoneNumber',
      status: 400,
    });
    expect(await create({ ...valid, phoneNumber: 'call me' })).toMatchObject({ field: 'phoneNumber' });
    expect(await create({ ...valid, friendlyName: '  ' })).toMatchObject({
      code: 'validation_failed',
      field: 'friendlyName',
    });
    expect(await create({ ...valid, voice: false, sms: false })).toMatchObject({
      code: 'validation_failed',
      field: 'voice',
      message: 'Choose voice, SMS or both',
    });
    // The simulator number is the brand's already, whatever way it is typed.
    expect(await create({ ...valid, phoneNumber: '(800) 555-0100' })).toMatchObject({
      code: 'conflict',
      field: 'phoneNumber',
      message: "This number is already one of the brand's phone numbers",
      status: 409,
    });
    const sales = await gqlField<PhoneNumber>(admin.client, CREATE, 'createBrandPhoneNumber', {
      input: valid,
    });
    const [main] = await gqlField<PhoneNumber[]>(admin.client, LIST, 'brandPhoneNumbers');
    expect(
      await gqlError(admin.client, UPDATE, {
        id: sales.id,
        input: { ...valid, phoneNumber: main?.phoneNumber },
      }),
    ).toMatchObject({ code: 'conflict', field: 'phoneNumber' });
    expect(await gqlError(admin.client, SOURCES, { channel: 'fax' })).toMatchObject({
      code: 'validation_failed',
      field: 'channel',
    });
    expect(await gqlError(admin.client, DELETE, { id: 'nope' })).toMatchObject({ field: 'id' });
  });

  it('keeps each brand to its own numbers', async () => {
    const admin = await signedInAs(t, ['admin']);
    const ours = await gqlField<PhoneNumber>(admin.client, CREATE, 'createBrandPhoneNumber', {
      input: { phoneNumber: '+14155550177', friendlyName: 'Ours', voice: true, sms: true },
    });
    await gqlField<PhoneNumber>(admin.client, CREATE, 'createBrandPhoneNumber', {
      input: { phoneNumber: '+14155550176', friendlyName: 'Ours too', voice: true, sms: true },
    });
    const stranger = await signedInAs(t, ['admin']);
    const seen = [
      ...(await gqlField<PhoneNumber[]>(stranger.client, LIST, 'brandPhoneNumbers')).map(
        (n) => n.phoneNumber,
      ),
      ...(await sourcesOf(stranger.client, 'voice')).map((s) => s.source),
    ];
    expect(seen).not.toContain('+14155550177');
    expect(seen).not.toContain('+14155550176');
    const input = { phoneNumber: '+14155550178', friendlyName: 'Mine', voice: true, sms: true };
    expect(await gqlError(stranger.client, UPDATE, { id: ours.id, input })).toMatchObject({
      code: 'not_found',
      message: 'Phone number not found',
    });
    expect(await gqlError(stranger.client, DELETE, { id: ours.id })).toMatchObject({ code: 'not_found' });
    // The same number in another brand is fine: each brand sees only its own.
    expect(
      (await gql(stranger.client, CREATE, { input: { ...input, phoneNumber: '+14155550177' } })).errors,
    ).toBeUndefined();
    expect(
      (await gqlField<PhoneNumber[]>(admin.client, LIST, 'brandPhoneNumbers')).map((n) => n.id),
    ).toContain(ours.id);
    // The other brand's number does not let this brand call from it.
    const agent = await signedInAs(t, ['agent'], stranger.brandId);
    const response = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550142',
      parleyVoicePhone: '+14155550176',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', field: 'parleyVoicePhone' });
  });

  it('lets every user read the sources, supervisors the list, and only admins change it', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect((await sourcesOf(agent.client, 'voice')).map((s) => s.source)).toEqual(['+18005550100']);
    expect(await gqlError(agent.client, LIST)).toMatchObject({ code: 'forbidden' });
    const [main] = await gqlField<PhoneNumber[]>(supervisor.client, LIST, 'brandPhoneNumbers');
    if (!main) throw new Error('main line missing');
    const input = { phoneNumber: '+14155550179', friendlyName: 'Nope', voice: true, sms: true };
    for (const user of [agent, supervisor]) {
      expect(await gqlError(user.client, CREATE, { input })).toMatchObject({ code: 'forbidden' });
      expect(await gqlError(user.client, UPDATE, { id: main.id, input })).toMatchObject({
        code: 'forbidden',
      });
      expect(await gqlError(user.client, DELETE, { id: main.id })).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe(`outbound from-numbers on ${testEngine()}`, () => {
  it("refuses calls and texts from a number that is not the brand's, naming the field", async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    const smsOnly = await gqlField<PhoneNumber>(admin.client, CREATE, 'createBrandPhoneNumber', {
      input: { phoneNumber: '+14155550160', friendlyName: 'Texts', voice: false, sms: true },
    });
    const call = (parleyVoicePhone: string) =>
      post(agent.client, '/conv/tasks/manual-outbound-call-task', {
        contactPhone: '+14155550142',
        parleyVoicePhone,
      });
    for (const from of ['+14155550161', smsOnly.phoneNumber]) {
      const refused = await call(from);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        field: 'parleyVoicePhone',
        message: "This number is not one of the brand's phone numbers for calls",
      });
    }
    expect((await call('(800) 555-0100')).statusCode).toBe(200);

    const text = (contactPhone: string, parleyVoicePhone: string) =>
      post(agent.client, '/conv/conversations/outbound-sms', { contactPhone, parleyVoicePhone });
    const refused = await text('+14155550143', '+14155550161');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'parleyVoicePhone',
      message: "This number is not one of the brand's phone numbers for texts",
    });
    const viaTask = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550144',
      parleyVoicePhone: '+14155550161',
      channel: 'sms',
    });
    expect(viaTask.json()).toMatchObject({ field: 'parleyVoicePhone' });
    expect((await text('+14155550145', smsOnly.phoneNumber)).statusCode).toBe(200);
    // None named: the carrier's default number, as before.
    expect((await text('+14155550146', '')).statusCode).toBe(200);
  });
});
