import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSegmentAs, firstNameTree, seedContacts } from '../segments/segments-test-kit.ts';
import {
  actOn,
  BRAND_NUMBER,
  type CampaignAnswer,
  CREATE_CAMPAIGN,
  createCampaignAs,
  getCampaignAs,
  smsInput,
  UPDATE_CAMPAIGN,
} from './campaigns-test-kit.ts';

// Campaigns over GraphQL (issue 14 "Campaigns", "Bad input"): what admins and supervisors create and
// change, every mistake refused naming its field with nothing written, the states, duplicates, and
// agents and other brands kept out.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function brandWithSegment(roles: ('admin' | 'supervisor')[] = ['admin']) {
  const admin = await signedInAs(t, roles);
  await seedContacts(t.database.db, admin.brandId, [
    { firstName: 'Camper', contactPhone: '+14155551201', optIn: true },
    { firstName: 'Camper', contactPhone: '+14155551202', optIn: true },
  ]);
  const segment = await createSegmentAs(admin.client, {
    name: 'Campers',
    type: 'dynamic',
    conditions: firstNameTree('Camper'),
  });
  return { admin, segment };
}

describe(`campaigns (GraphQL) on ${testEngine()}`, () => {
  it('creates an SMS campaign as a draft with its audience counted, and lists it', async () => {
    const { admin, segment } = await brandWithSegment();
    const created = await createCampaignAs(admin.client, smsInput(segment.id, { name: '  Spring sale  ' }));
    expect(created).toMatchObject({
      name: 'Spring sale',
      state: 'draft',
      messageType: 'sms',
      bypassOptIn: false,
      segments: [{ id: segment.id, name: 'Campers', count: 2 }],
      smsCampaign: { fromNumber: BRAND_NUMBER, sendRatePerSecond: 50, mediaURL: null },
      stats: { targets: 0 },
    });
    expect(created.friendlyId).toMatch(/^C-[2-9A-HJKMNP-Z]{6}$/);
    const page = await gqlField<{ items: { id: string }[]; total: number }>(
      admin.client,
      'query { getCampaigns(page: 0, size: 10) { items { id } total } }',
      'getCampaigns',
    );
    expect(page).toEqual({ items: [{ id: created.id }], total: 1 });
    const rendered = await gqlField<string>(
      admin.client,
      'query ($id: ID!, $vars: JSON) { getRenderedSMSCampaignTemplate(campaignId: $id, templateVariables: $vars) }',
      'getRenderedSMSCampaignTemplate',
      { id: created.id, vars: { contact: { firstName: 'Ada' } } },
    );
    expect(rendered).toBe('Hi Ada, 20% off today.');
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const { admin, segment } = await brandWithSegment();
    const refusals: [unknown, string, string][] = [
      [
        smsInput(segment.id, { audience: { segmentIds: [], contactListIds: [] } }),
        'audience',
        'must include at least one segment or contact list',
      ],
      [
        smsInput(segment.id, { sms: { content: 'Hi {{ contact.shoeSize }}', fromNumber: BRAND_NUMBER } }),
        'sms.content',
        'Unknown field {{ contact.shoeSize }}',
      ],
      [
        smsInput(segment.id, { sms: { content: 'Hi', fromNumber: '+14155550999' } }),
        'sms.fromNumber',
        'is not',
      ],
      [
        smsInput(segment.id, { sms: { content: 'Hi', fromNumber: 'nope' } }),
        'sms.fromNumber',
        'must be a phone number',
      ],
      [
        smsInput('00000000-0000-4000-8000-000000000000'),
        'audience.segmentIds.0',
        'is not a segment of this brand',
      ],
      [
        {
          name: 'Calls',
          messageType: 'phoneCall',
          audience: { segmentIds: [segment.id] },
          phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'predictive', targetQueueSid: 'WQ-none' },
        },
        'phoneCall.targetQueueSid',
        'is not a queue of this brand',
      ],
    ];
    for (const [input, field, reason] of refusals) {
      const error = await gqlError(admin.client, CREATE_CAMPAIGN, { input });
      expect(error).toMatchObject({ field, status: 400 });
      expect(error.message).toContain(reason);
    }
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const ratio = await gqlError(admin.client, CREATE_CAMPAIGN, {
      input: {
        name: 'Calls',
        messageType: 'phoneCall',
        audience: { segmentIds: [segment.id] },
        phoneCall: {
          fromNumber: BRAND_NUMBER,
          dialingMode: 'predictive',
          targetQueueSid: queues[0]?.sid,
          predictiveCallAgentRatioCeiling: 16,
        },
      },
    });
    expect(ratio).toMatchObject({
      field: 'phoneCall.predictiveCallAgentRatioCeiling',
      message:
        "phoneCall.predictiveCallAgentRatioCeiling must be at most 15, the brand's calls-to-agents ratio limit",
    });
    const list = await gqlField<unknown[]>(admin.client, 'query { campaigns { id } }', 'campaigns');
    expect(list).toEqual([]);
  });

  it('keeps bypassOptIn for admins, records who set it, and copies it only for admins', async () => {
    const { admin, segment } = await brandWithSegment();
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    const refused = await gqlError(supervisor.client, CREATE_CAMPAIGN, {
      input: smsInput(segment.id, { bypassOptIn: true }),
    });
    expect(refused).toMatchObject({ code: 'forbidden', field: 'bypassOptIn' });
    const bypassing = await createCampaignAs(admin.client, smsInput(segment.id, { bypassOptIn: true }));
    expect(bypassing).toMatchObject({ bypassOptIn: true, bypassOptInBy: admin.user.id });
    const copy = await actOn(supervisor.client, 'duplicate', bypassing.id);
    expect(copy).toMatchObject({ name: 'Copy of Spring sale', state: 'draft', bypassOptIn: false });
    expect(copy.id).not.toBe(bypassing.id);
  });

  it('moves through its states, refusing moves its state does not allow', async () => {
    const { admin, segment } = await brandWithSegment(['supervisor']);
    const campaign = await createCampaignAs(
      admin.client,
      smsInput(segment.id, { startAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const resumeDraft = await gqlError(
      admin.client,
      'mutation ($id: ID!) { resumeCampaign(id: $id) { id } }',
      {
        id: campaign.id,
      },
    );
    expect(resumeDraft).toMatchObject({
      code: 'conflict',
      message: 'A campaign that is Draft cannot be resumed',
    });
    const started = await actOn(admin.client, 'start', campaign.id);
    expect(started).toMatchObject({ state: 'scheduled', stats: { targets: 2, pending: 2 } });
    // Started: its audience and type are fixed; the rest can change while it waits.
    const moved = await gqlError(admin.client, UPDATE_CAMPAIGN, {
      id: campaign.id,
      input: smsInput(segment.id, { audience: { contactListIds: [], segmentIds: [] } }),
    });
    expect(moved).toMatchObject({ field: 'audience' });
    const renamed = await gqlField<CampaignAnswer>(admin.client, UPDATE_CAMPAIGN, 'updateCampaign', {
      id: campaign.id,
      input: smsInput(segment.id, {
        name: 'Spring sale (EU)',
        startAt: new Date(Date.now() + 7_200_000).toISOString(),
      }),
    });
    expect(renamed).toMatchObject({ name: 'Spring sale (EU)', state: 'scheduled' });
    expect((await actOn(admin.client, 'pause', campaign.id)).state).toBe('paused');
    expect((await actOn(admin.client, 'resume', campaign.id)).state).toBe('scheduled');
    expect((await actOn(admin.client, 'archive', campaign.id)).state).toBe('archived');
    const hidden = await gqlField<unknown[]>(admin.client, 'query { campaigns { id } }', 'campaigns');
    expect(hidden).toEqual([]);
    const shown = await gqlField<{ id: string }[]>(
      admin.client,
      'query { campaigns(filter: { includeArchived: true }) { id } }',
      'campaigns',
    );
    expect(shown).toEqual([{ id: campaign.id }]);
    const again = await gqlError(admin.client, 'mutation ($id: ID!) { startCampaign(id: $id) { id } }', {
      id: campaign.id,
    });
    expect(again).toMatchObject({
      code: 'conflict',
      message: 'A campaign that is Archived cannot be started',
    });
  });

  it('starts a predictive call campaign; with nobody available it places no call', async () => {
    const { admin, segment } = await brandWithSegment();
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const calls = await createCampaignAs(admin.client, {
      name: 'Renewals',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'predictive', targetQueueSid: queues[0]?.sid },
    });
    expect(calls.phoneCallCampaign).toMatchObject({
      dialingMode: 'predictive',
      dialingModeDisplay: 'Predictive',
      maxParallelCalls: 10,
      predictiveCallAgentRatioCeiling: 3,
      retryPolicy: { busy: { maxAttempts: 3, intervalMinutes: 10 } },
    });
    const started = await actOn(admin.client, 'start', calls.id);
    expect(started).toMatchObject({ state: 'active', stateNote: null, stats: { targets: 2 } });
    // Nobody is available in this brand: no call goes out.
    expect((await getCampaignAs(admin.client, calls.id)).stats).toMatchObject({ dialing: 0, pending: 2 });
  });

  it('keeps campaigns from agents and from other brands', async () => {
    const { admin, segment } = await brandWithSegment();
    const campaign = await createCampaignAs(admin.client, smsInput(segment.id));
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, 'query { campaigns { id } }')).toMatchObject({ code: 'forbidden' });
    const stranger = await signedInAs(t, ['admin']);
    expect(
      await gqlError(stranger.client, 'query ($id: ID!) { campaign(id: $id) { id } }', { id: campaign.id }),
    ).toMatchObject({ code: 'not_found' });
    expect(await gqlField<unknown[]>(stranger.client, 'query { campaigns { id } }', 'campaigns')).toEqual([]);
    const borrowed = await gqlError(stranger.client, CREATE_CAMPAIGN, { input: smsInput(segment.id) });
    expect(borrowed).toMatchObject({ field: 'audience.segmentIds.0' });
  });
});
