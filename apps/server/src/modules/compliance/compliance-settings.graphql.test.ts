import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Settings › Call Restrictions and › Compliance (issue 14): what admins change, what supervisors
// read, what agents and other brands never see, and bad input refused naming the field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SETTINGS = `query { complianceSettings { dailyHours { weekday enabled start end }
  perContactPerDay perNumberPerDay targetAbandonRate safeHarbourMessage } }`;
const SAVE_HOURS = `mutation ($hours: [DailyAvailableWindowInput!]!) {
  saveDailyAvailableHours(hours: $hours) { dailyHours { weekday enabled start end } } }`;
const HOLIDAYS = 'query { complianceHolidays { id name startDate endDate } }';
const CREATE_HOLIDAY = `mutation ($input: ComplianceHolidayInput!) {
  createComplianceHoliday(input: $input) { id name startDate endDate } }`;
const UPDATE_HOLIDAY = `mutation ($id: ID!, $input: ComplianceHolidayInput!) {
  updateComplianceHoliday(id: $id, input: $input) { id name startDate endDate } }`;
const CREATE_EMERGENCY = `mutation ($input: StateOfEmergencyInput!) {
  createStateOfEmergency(input: $input) { id name states areaCodes startDate endDate } }`;
const DNC = `query ($search: String, $after: String, $first: Int) { doNotCallNumbers(search: $search, after: $after, first: $first) {
  total nextCursor entries { phoneNumber source channel note } } }`;

type Window = { weekday: string; enabled: boolean; start: string; end: string };
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function week(change: (window: Window) => Window = (window) => window): Window[] {
  return WEEK.map((weekday) => change({ weekday, enabled: true, start: '09:00', end: '17:30' }));
}

describe(`compliance settings (GraphQL) on ${testEngine()}`, () => {
  it('starts from 8 AM–9 PM every day and a 3 % abandon target; an admin changes the hours and limits', async () => {
    // A brand as a real one starts (test brands are opened around the clock by their factory).
    const admin = await signedInAs(t, ['admin']);
    await t.database.db.execute(`delete from compliance_settings where brand_id = '${admin.brandId}'`);
    const defaults = await gqlField<{ dailyHours: Window[]; targetAbandonRate: number }>(
      admin.client,
      SETTINGS,
      'complianceSettings',
    );
    expect(defaults.dailyHours).toHaveLength(7);
    expect(defaults.dailyHours[0]).toEqual({
      weekday: 'monday',
      enabled: true,
      start: '08:00',
      end: '21:00',
    });
    expect(defaults).toMatchObject({ targetAbandonRate: 3, perContactPerDay: null });

    // Sent in any order, answered Monday first; Sunday closed.
    const hours = week((window) =>
      window.weekday === 'sunday' ? { ...window, enabled: false } : window,
    ).reverse();
    const saved = await gqlField<{ dailyHours: Window[] }>(
      admin.client,
      SAVE_HOURS,
      'saveDailyAvailableHours',
      {
        hours,
      },
    );
    expect(saved.dailyHours.map((window) => window.weekday)).toEqual(WEEK);
    expect(saved.dailyHours[6]).toMatchObject({ enabled: false });

    await gqlField(
      admin.client,
      'mutation { saveDailyCallLimits(input: { perContactPerDay: 3 }) { perContactPerDay } }',
      'saveDailyCallLimits',
    );
    await gqlField(
      admin.client,
      'mutation { saveComplianceSettings(input: { targetAbandonRate: 2.5, safeHarbourMessage: " We will call back. " }) { targetAbandonRate } }',
      'saveComplianceSettings',
    );
    expect(await gqlField(admin.client, SETTINGS, 'complianceSettings')).toMatchObject({
      perContactPerDay: 3,
      perNumberPerDay: null,
      targetAbandonRate: 2.5,
      safeHarbourMessage: 'We will call back.',
      dailyHours: saved.dailyHours,
    });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const admin = await signedInAs(t, ['admin']);
    const before = await gqlField(admin.client, SETTINGS, 'complianceSettings');
    const backwards = week((window) =>
      window.weekday === 'tuesday' ? { ...window, start: '18:00' } : window,
    );
    expect(await gqlError(admin.client, SAVE_HOURS, { hours: backwards })).toMatchObject({
      code: 'validation_failed',
      field: 'hours.1.end',
      message: 'hours.1.end must be after start',
    });
    expect(await gqlError(admin.client, SAVE_HOURS, { hours: week().slice(1) })).toMatchObject({
      field: 'hours',
    });
    expect(
      await gqlError(
        admin.client,
        'mutation { saveDailyCallLimits(input: { perNumberPerDay: 0 }) { perNumberPerDay } }',
      ),
    ).toMatchObject({ field: 'perNumberPerDay' });
    expect(
      await gqlError(admin.client, CREATE_EMERGENCY, {
        input: {
          name: 'Storm',
          states: ['XX'],
          areaCodes: [],
          startDate: '2026-09-01',
          endDate: '2026-09-05',
        },
      }),
    ).toMatchObject({ field: 'states.0' });
    expect(
      await gqlError(admin.client, CREATE_EMERGENCY, {
        input: { name: 'Storm', states: [], areaCodes: [], startDate: '2026-09-01', endDate: '2026-09-05' },
      }),
    ).toMatchObject({ field: 'states' });
    expect(await gqlField(admin.client, SETTINGS, 'complianceSettings')).toEqual(before);
  });

  it('keeps holidays apart: an overlapping range is refused naming the holiday already there', async () => {
    const admin = await signedInAs(t, ['admin']);
    const christmas = await gqlField<{ id: string }>(
      admin.client,
      CREATE_HOLIDAY,
      'createComplianceHoliday',
      {
        input: { name: 'Christmas', startDate: '2026-12-24', endDate: '2026-12-26' },
      },
    );
    const refused = await gqlError(admin.client, CREATE_HOLIDAY, {
      input: { name: 'Boxing week', startDate: '2026-12-26', endDate: '2026-12-31' },
    });
    expect(refused).toMatchObject({ code: 'validation_failed', field: 'startDate' });
    expect(refused.message).toContain('Christmas');
    expect(
      await gqlError(admin.client, CREATE_HOLIDAY, {
        input: { name: 'Oops', startDate: '2026-12-31', endDate: '2026-12-01' },
      }),
    ).toMatchObject({ field: 'endDate' });
    // Its own dates again are no overlap.
    await gqlField(admin.client, UPDATE_HOLIDAY, 'updateComplianceHoliday', {
      id: christmas.id,
      input: { name: 'Christmas Eve to Boxing Day', startDate: '2026-12-24', endDate: '2026-12-26' },
    });
    await gqlField(admin.client, CREATE_HOLIDAY, 'createComplianceHoliday', {
      input: { name: 'New Year', startDate: '2027-01-01', endDate: '2027-01-01' },
    });
    expect(
      (await gqlField<{ name: string }[]>(admin.client, HOLIDAYS, 'complianceHolidays')).map(
        (holiday) => holiday.name,
      ),
    ).toEqual(['Christmas Eve to Boxing Day', 'New Year']);
  });

  it('lets supervisors read but not change; agents and other brands see nothing', async () => {
    const admin = await signedInAs(t, ['admin']);
    await gqlField(admin.client, CREATE_HOLIDAY, 'createComplianceHoliday', {
      input: { name: 'Founders day', startDate: '2026-07-01', endDate: '2026-07-01' },
    });
    await gqlField(
      admin.client,
      'mutation { addDoNotCallNumber(phoneNumber: "4155550170") { phoneNumber } }',
      'addDoNotCallNumber',
    );
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect(await gqlField<unknown[]>(supervisor.client, HOLIDAYS, 'complianceHolidays')).toHaveLength(1);
    expect(
      await gqlError(supervisor.client, CREATE_HOLIDAY, {
        input: { name: 'Mine', startDate: '2026-08-01', endDate: '2026-08-01' },
      }),
    ).toMatchObject({ code: 'forbidden' });
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, HOLIDAYS)).toMatchObject({ code: 'forbidden' });
    expect(await gqlError(agent.client, DNC)).toMatchObject({ code: 'forbidden' });
    const other = await signedInAs(t, ['admin'], (await createTestBrand(t.database.db)).id);
    expect(await gqlField(other.client, HOLIDAYS, 'complianceHolidays')).toEqual([]);
    expect(await gqlField(other.client, DNC, 'doNotCallNumbers')).toMatchObject({ total: 0, entries: [] });
  });

  it('uploads a do-not-call file: good rows kept, bad rows reported with their line; the list pages and searches', async () => {
    const admin = await signedInAs(t, ['admin']);
    await gqlField(
      admin.client,
      'mutation { addDoNotCallNumber(phoneNumber: "+1 415 555 0180", note: "By phone") { phoneNumber } }',
      'addDoNotCallNumber',
    );
    const file = [
      'phone',
      '(415) 555-0180',
      '415-555-0181',
      'not a number',
      '',
      '"+1 415 555 0182"',
      '12',
    ].join('\n');
    const boundary = 'parleyboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dnc.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`;
    const response = await admin.client.request({
      method: 'POST',
      url: '/api/compliance/do-not-call/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      added: 2,
      alreadyListed: 1,
      badRowCount: 2,
      badRows: [
        { line: 4, value: 'not a number', reason: 'Not a phone number' },
        { line: 7, value: '12', reason: 'Not a phone number' },
      ],
    });
    const page = await gqlField<{
      total: number;
      nextCursor: string;
      entries: { phoneNumber: string; source: string }[];
    }>(admin.client, DNC, 'doNotCallNumbers', { first: 2 });
    expect(page.total).toBe(3);
    expect(page.entries).toHaveLength(2);
    const rest = await gqlField<{ entries: unknown[]; nextCursor: string | null }>(
      admin.client,
      DNC,
      'doNotCallNumbers',
      {
        first: 2,
        after: page.nextCursor,
      },
    );
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.entries).toHaveLength(1);
    const found = await gqlField<{ entries: { phoneNumber: string; source: string; note: string }[] }>(
      admin.client,
      DNC,
      'doNotCallNumbers',
      { search: '0180' },
    );
    // A number already listed by hand keeps its entry.
    expect(found.entries).toEqual([
      { phoneNumber: '+14155550180', source: 'manual', channel: 'all', note: 'By phone' },
    ]);

    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    const refused = await supervisor.client.request({
      method: 'POST',
      url: '/api/compliance/do-not-call/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('exports the decision log as CSV', async () => {
    const admin = await signedInAs(t, ['admin']);
    await t.database.db.execute(
      `insert into outbound_decisions (brand_id, channel, phone_number, allowed, reason, detail, source)
       values ('${admin.brandId}', 'call', '+14155550190', false, 'holiday', 'On the holiday "New Year" (2027-01-01).', 'agent')`,
    );
    const response = await admin.client.request({
      method: 'GET',
      url: '/api/compliance/outbound-decisions.csv?phoneNumber=4155550190',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body.trim().split('\n');
    expect(header).toBe(
      'decidedAt,channel,phoneNumber,profileId,decision,reason,detail,source,userId,taskSid,campaignId,timeZones',
    );
    expect(row).toContain(
      ',call,+14155550190,,skipped,holiday,"On the holiday ""New Year"" (2027-01-01).",agent,',
    );
  });
});
