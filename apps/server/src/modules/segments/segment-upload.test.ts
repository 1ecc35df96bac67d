import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSegmentAs, gqlField, listSegmentsAs, seedContacts, uploadCsv } from './segments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROFILE = `query ($phone: String, $email: String) { getProfile(contactPhone: $phone, contactEmail: $email) {
  profileId firstName lastName externalId contactPhone email customProperties phones { phoneNumber isPrimary } emails { email isPrimary } } }`;
const PHONES_EMAILS = 'query { getPhonesEmails(size: 25) { items { profileId } } }';

type Profile = {
  profileId: string;
  firstName: string | null;
  externalId: string | null;
  email: string | null;
  customProperties: Record<string, unknown>;
  emails: { email: string; isPrimary: boolean }[];
};

async function contactCount(client: Parameters<typeof gqlField>[0]): Promise<number> {
  const page = await gqlField<{ items: unknown[] }>(client, PHONES_EMAILS, 'getPhonesEmails');
  return page.items.length;
}

describe('POST /api/segments/{id}/uploadFile', () => {
  it('adds good rows (matched by phone, else email, else externalId, or created) and reports bad ones by line', async () => {
    const admin = await signedInAs(t, ['admin']);
    await seedContacts(t.database.db, admin.brandId, [
      { firstName: 'Ada', contactPhone: '+14155550100' },
      { firstName: 'Grace', email: 'grace@example.com' },
      { firstName: 'Linus', externalId: 'ext-7' },
    ]);
    const segment = await createSegmentAs(admin.client, { name: 'Imported', type: 'static' });
    const csv = [
      'phone,email,externalId,firstName,plan',
      '(415) 555-0100,ada@example.com,,,gold',
      ',GRACE@example.com,,,silver',
      ',,ext-7,,',
      '4155550199,new@example.com,ext-new,Newt,bronze',
      '12345,,,,',
      ',not-an-email,,,',
      ',,,Nobody,',
    ].join('\n');
    const response = await uploadCsv(admin.client, segment.id, csv, { includeCsvDataTypeRow: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: 7,
      added: 4,
      created: 1,
      alreadyInSegment: 0,
      failed: 3,
      errors: [
        { line: 6, field: 'phone', message: 'is not a valid phone number' },
        { line: 7, field: 'email', message: 'is not a valid email address' },
        { line: 8, field: null, message: 'needs a phone, email or externalId to find or create its contact' },
      ],
    });
    expect(await contactCount(admin.client)).toBe(4);
    const [listed] = await listSegmentsAs(admin.client);
    expect(listed?.count).toBe(4);

    // The matched contact takes the row's values and its new email (its main phone stays).
    const ada = await gqlField<Profile>(admin.client, PROFILE, 'getProfile', { phone: '+14155550100' });
    expect(ada).toMatchObject({ firstName: 'Ada', customProperties: { plan: 'gold' } });
    expect(ada.emails).toEqual([{ email: 'ada@example.com', isPrimary: true }]);
    const newt = await gqlField<Profile>(admin.client, PROFILE, 'getProfile', { email: 'new@example.com' });
    expect(newt).toMatchObject({
      firstName: 'Newt',
      externalId: 'ext-new',
      customProperties: { plan: 'bronze' },
    });

    // Uploading again adds nobody new.
    const again = await uploadCsv(admin.client, segment.id, csv);
    expect(again.json()).toMatchObject({ added: 0, created: 0, alreadyInSegment: 4, failed: 3 });
  });

  it('reads the data type row when includeCsvDataTypeRow is true', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Typed', type: 'static' });
    const csv = [
      'email,age,vip,since',
      'string,number,boolean,datetime',
      'a@example.com,42,true,2024-05-01 09:30:00Z',
      'b@example.com,old,maybe,yesterday',
    ].join('\n');
    const response = await uploadCsv(admin.client, segment.id, csv, { includeCsvDataTypeRow: true });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      added: number;
      failed: number;
      errors: { line: number; field: string }[];
    }>();
    expect(body).toMatchObject({ added: 1, failed: 1 });
    expect(body.errors.map((error) => [error.line, error.field])).toEqual([
      [4, 'age'],
      [4, 'vip'],
      [4, 'since'],
    ]);
    const a = await gqlField<Profile>(admin.client, PROFILE, 'getProfile', { email: 'a@example.com' });
    expect(a.customProperties).toEqual({ age: 42, vip: true, since: '2024-05-01T09:30:00.000Z' });

    // The same file without the flag takes the type row as a row (with no identifier) and stores text.
    const plain = await uploadCsv(admin.client, segment.id, 'email,age\nc@example.com,42\n', {
      includeCsvDataTypeRow: false,
    });
    expect(plain.json()).toMatchObject({ added: 1, failed: 0 });
    const c = await gqlField<Profile>(admin.client, PROFILE, 'getProfile', { email: 'c@example.com' });
    expect(c.customProperties).toEqual({ age: '42' });
  });

  it('refuses a bad header or type row whole: 400 naming the line, nothing written', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Typed', type: 'static' });
    const response = await uploadCsv(
      admin.client,
      segment.id,
      'email,age\nstring,integer\na@example.com,1\n',
      {
        includeCsvDataTypeRow: true,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      field: 'file',
      message: "line 2, age: 'integer' is not a data type (string, number, boolean or datetime)",
    });
    expect(await contactCount(admin.client)).toBe(0);
  });

  it('refuses a file over 5 MB or 50,000 rows with 413, writing nothing', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Big', type: 'static' });
    const big = Buffer.concat([
      Buffer.from('email,note\na@example.com,'),
      Buffer.alloc(5 * 1024 * 1024, 'x'),
    ]);
    const tooBig = await uploadCsv(admin.client, segment.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is over 5 MB: split it into smaller files',
    });
    const manyRows = `externalId\n${Array.from({ length: 50_001 }, (_, i) => `e${i}`).join('\n')}\n`;
    const tooMany = await uploadCsv(admin.client, segment.id, manyRows);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({
      message: 'The file has more than 50,000 rows: split it into smaller files',
    });
    expect(await contactCount(admin.client)).toBe(0);
  });

  it('takes files for static segments of the brand only, from admins and supervisors', async () => {
    const admin = await signedInAs(t, ['admin']);
    const dynamic = await createSegmentAs(admin.client, {
      name: 'Dyn',
      type: 'dynamic',
      conditions: { groups: [] },
    });
    const notStatic = await uploadCsv(admin.client, dynamic.id, 'email\na@example.com\n');
    expect(notStatic.statusCode).toBe(400);
    expect(notStatic.json()).toMatchObject({
      message: 'Only static segments take a file upload',
      field: 'id',
    });

    const segment = await createSegmentAs(admin.client, { name: 'Static', type: 'static' });
    const noFile = await uploadCsv(admin.client, segment.id, 'email\n', { fileField: 'document' });
    expect(noFile.json()).toMatchObject({ field: 'file', message: 'Choose a CSV file to upload' });

    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect((await uploadCsv(agent.client, segment.id, 'email\na@example.com\n')).statusCode).toBe(403);
    const stranger = await signedInAs(t, ['admin']);
    const foreign = await uploadCsv(stranger.client, segment.id, 'email\na@example.com\n');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Segment not found' });
    expect(await contactCount(admin.client)).toBe(0);
  });

  it('learns the custom columns as contact attributes for the condition builder', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Learn', type: 'static' });
    await uploadCsv(admin.client, segment.id, 'email,plan\na@example.com,gold\n');
    const fields = await gqlField<{ fieldName: string; fieldType: string }[]>(
      admin.client,
      'query { getEditableEventSchema(eventType: "identify", eventName: "user_properties") { fieldName fieldType } }',
      'getEditableEventSchema',
    );
    expect(fields).toContainEqual({ fieldName: 'plan', fieldType: 'string' });
  });
});
