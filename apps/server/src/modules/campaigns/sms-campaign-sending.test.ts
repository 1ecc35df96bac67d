import { WEEKDAYS } from '@parley/core/compliance/compliance-model';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { outboundDecisions } from '../compliance/compliance.tables.ts';
import { ingestOk, writeKeyFor } from '../events/events-test-support.ts';
import { until } from '../events/platform-events-test-kit.ts';
import { createSegmentAs, firstNameTree, seedContacts } from '../segments/segments-test-kit.ts';
import { campaignTargets } from './campaigns.tables.ts';
import { actOn, BRAND_NUMBER, createCampaignAs, getCampaignAs, smsInput } from './campaigns-test-kit.ts';

// Sending an SMS campaign (issue 14 "SMS campaigns", "Compliance"): the runner texts each contact of
// the audience once, filled with their fields, through the outbound gate; skips and waits are
// recorded with their reasons; replies and conversions count; nothing is sent outside the hours.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Texts = { items: { body: string; mediaUrl: string | null; from: string }[] };

async function textsTo(client: Awaited<ReturnType<typeof signedInAs>>['client'], phone: string) {
  const response = await client.request({
    method: 'GET',
    url: `/api/simulator/messages?contactPhone=${encodeURIComponent(phone)}`,
  });
  return response.json<Texts>().items;
}

describe(`SMS campaigns on ${testEngine()}`, () => {
  it('texts every subscribed contact once, skips the rest with reasons, and counts replies and conversions', async () => {
    const admin = await signedInAs(t, ['admin']);
    await seedContacts(t.database.db, admin.brandId, [
      { firstName: 'Texty', lastName: 'Ada', contactPhone: '+14155551301', optIn: true, externalId: 'U-ada' },
      { firstName: 'Texty', lastName: 'Ben', contactPhone: '+14155551302', optIn: false },
      { firstName: 'Texty', lastName: 'Cy', contactPhone: '+14155551303', optIn: true },
      { firstName: 'Texty', lastName: 'Di', contactPhone: null, optIn: true },
      { firstName: 'Texty', lastName: 'Eve', contactPhone: '+14155550000', optIn: true },
    ]);
    await gqlField(
      admin.client,
      'mutation { addDoNotCallNumber(phoneNumber: "+14155551303") { phoneNumber } }',
      'addDoNotCallNumber',
    );
    const segment = await createSegmentAs(admin.client, {
      name: 'Texties',
      type: 'dynamic',
      conditions: firstNameTree('Texty'),
    });
    const campaign = await createCampaignAs(
      admin.client,
      smsInput(segment.id, {
        conversionEvent: 'order placed',
        sms: {
          content: 'Hi {{ contact.firstName }} {{ contact.lastName }}!',
          mediaUrl: 'https://example.com/sale.png',
          fromNumber: BRAND_NUMBER,
          sendRatePerSecond: 20,
        },
      }),
    );
    expect((await actOn(admin.client, 'start', campaign.id)).stats).toMatchObject({ targets: 5, pending: 5 });

    const done = await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.state === 'completed',
    );
    expect(done.state).toBe('completed');
    expect(done.stats).toMatchObject({
      targets: 5,
      pending: 0,
      reached: 1,
      delivered: 1,
      failed: 1,
      skipped: 3,
    });
    expect(done.stats.skippedByReason.map((item) => item.reason).sort()).toEqual([
      'dnc',
      'no_phone',
      'not_subscribed',
    ]);

    // Ada got her text once, filled in, with the picture; Ben (not subscribed) and Cy (do-not-call) nothing.
    expect(await textsTo(admin.client, '+14155551301')).toEqual([
      expect.objectContaining({
        body: 'Hi Texty Ada!',
        mediaUrl: 'https://example.com/sale.png',
        from: BRAND_NUMBER,
      }),
    ]);
    expect(await textsTo(admin.client, '+14155551302')).toEqual([]);
    expect(await textsTo(admin.client, '+14155551303')).toEqual([]);
    // Every gate decision names the campaign: Ada and Eve allowed, Cy refused.
    const decisions = await t.database.db
      .select({
        phoneNumber: outboundDecisions.phoneNumber,
        allowed: outboundDecisions.allowed,
        reason: outboundDecisions.reason,
      })
      .from(outboundDecisions)
      .where(
        and(eq(outboundDecisions.brandId, admin.brandId), eq(outboundDecisions.campaignId, campaign.id)),
      );
    expect(decisions.sort((a, b) => a.phoneNumber.localeCompare(b.phoneNumber))).toEqual([
      { phoneNumber: '+14155550000', allowed: true, reason: null },
      { phoneNumber: '+14155551301', allowed: true, reason: null },
      { phoneNumber: '+14155551303', allowed: false, reason: 'dnc' },
    ]);

    // Ada answers (an SMS task like any text) and then buys: the campaign counts both.
    const reply = await admin.client.request({
      method: 'POST',
      url: '/api/simulator/inbound-sms',
      payload: { from: '+14155551301', body: 'Yes please' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await ingestOk(t, await writeKeyFor(t, admin.brandId), {
      type: 'track',
      userId: 'U-ada',
      event: 'order placed',
    });
    const counted = await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.stats.replied === 1 && current.stats.converted === 1,
    );
    expect(counted.stats).toMatchObject({ replied: 1, converted: 1 });
  });

  it('waits outside the daily available hours instead of texting, and says why', async () => {
    const admin = await signedInAs(t, ['admin']);
    await seedContacts(t.database.db, admin.brandId, [
      { firstName: 'Night', contactPhone: '+14155551401', optIn: true },
    ]);
    await gqlField(
      admin.client,
      'mutation ($hours: [DailyAvailableWindowInput!]!) { saveDailyAvailableHours(hours: $hours) { perContactPerDay } }',
      'saveDailyAvailableHours',
      { hours: WEEKDAYS.map((weekday) => ({ weekday, enabled: false, start: '08:00', end: '21:00' })) },
    );
    const segment = await createSegmentAs(admin.client, {
      name: 'Night',
      type: 'dynamic',
      conditions: firstNameTree('Night'),
    });
    const campaign = await createCampaignAs(admin.client, smsInput(segment.id));
    await actOn(admin.client, 'start', campaign.id);
    const [target] = await until(
      () => t.database.db.select().from(campaignTargets).where(eq(campaignTargets.campaignId, campaign.id)),
      (rows) => rows[0]?.reason === 'outside_hours',
    );
    expect(target).toMatchObject({ state: 'pending', reason: 'outside_hours', attempts: 0 });
    expect(target?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const current = await getCampaignAs(admin.client, campaign.id);
    expect(current).toMatchObject({ state: 'active', stats: { pending: 1, reached: 0 } });
    expect(await textsTo(admin.client, '+14155551401')).toEqual([]);
  });
});
