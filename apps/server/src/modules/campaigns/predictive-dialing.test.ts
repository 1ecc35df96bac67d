import { abandonRates } from '@parley/core/campaigns/dialer/abandon-ledger';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, makeAvailable, offerOf, post } from '../conversations/conversations-test-support.ts';
import { until } from '../events/platform-events-test-kit.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { createSegmentAs, firstNameTree, seedContacts } from '../segments/segments-test-kit.ts';
import { placeDialerCall } from '../voice/dialer-calls.ts';
import { sweepCallTimers } from '../voice/sweep-call-timers.ts';
import { calls } from '../voice/voice.tables.ts';
import { findCall } from '../voice/voice-store.ts';
import { voiceBrand, voiceDeps } from '../voice/voice-test-kit.ts';
import { uploadDrop, wavFile } from '../voicemail-drops/voicemail-drops-test-kit.ts';
import { readLedger } from './campaign-abandon-ledger.ts';
import { campaignAbandonMinutes, campaignTargets } from './campaigns.tables.ts';
import { actOn, BRAND_NUMBER, createCampaignAs, getCampaignAs } from './campaigns-test-kit.ts';
import { settleEndedDialerCalls } from './release-stale-targets.ts';

// The predictive dialer (issue 14 "Call campaigns", "Abandonment"): calls placed before an agent is
// free; a person who answers becomes the campaign's call task and reaches an agent within 2 s or is
// abandoned (the task canceled, the call ended, the ledger counting it); a machine ends the call.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const later = (ms: number) => new Date(Date.now() + ms);

async function dial(brandId: string, to: string, queueSid: string) {
  const placed = await t.database.db.transaction((tx) =>
    placeDialerCall(tx, voiceDeps(t), {
      brandId,
      from: BRAND_NUMBER,
      to,
      contactName: 'Pat Dialed',
      profileId: null,
      dialerTask: {
        queueSid,
        priority: 0,
        attributes: {
          taskType: 'Progressive Dial',
          title: 'Renewals',
          direction: 'outbound',
          contactPhone: to,
        },
      },
      now: new Date(),
    }),
  );
  await t.bus.publishMany(placed.events);
  return placed;
}

describe(`the predictive dialer on ${testEngine()}`, () => {
  it('abandons a person who answers when no agent is free within 2 s, and keeps one an agent was offered', async () => {
    const { brandId, agents, simulator } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const [queue] = await gqlField<{ sid: string }[]>(simulator.client, 'query { queues { sid } }', 'queues');
    const queueSid = queue?.sid ?? '';

    // The agent is on another call (busy): nobody takes the answered call.
    await gqlField(
      agent.client,
      'mutation ($data: UpdateUserDataInput!) { updateAgent(updateUserData: $data) { status } }',
      'updateAgent',
      { data: { status: 'Unavailable', twilioSid: agent.user.workerSid } },
    );
    const lonely = await dial(brandId, '+14155550007', queueSid);
    expect(lonely.status).toBe('in-progress');
    const waiting = await findCall(t.database.db, brandId, lonely.callSid);
    expect(waiting).toMatchObject({ status: 'in-progress', answeredBy: 'human', timeoutStatus: 'abandon' });
    if (!waiting?.taskSid) throw new Error('the answered call became no task');
    // At 1.5 s it still waits; past 2 s it is abandoned.
    await sweepCallTimers(voiceDeps(t), { now: later(1_500) });
    expect((await findCall(t.database.db, brandId, lonely.callSid))?.status).toBe('in-progress');
    await sweepCallTimers(voiceDeps(t), { now: later(2_100) });
    const abandoned = await findCall(t.database.db, brandId, lonely.callSid);
    expect(abandoned).toMatchObject({ status: 'completed', timeoutAt: null });
    expect(abandoned?.abandonedAt).not.toBeNull();
    expect((await taskRow(t.database.db, brandId, waiting.taskSid)).status).toBe('canceled');

    // Available again: the next answered call is offered at once and kept past 2 s; the agent joins it.
    await makeAvailable(t, agent);
    const served = await dial(brandId, '+14155550007', queueSid);
    const call = await findCall(t.database.db, brandId, served.callSid);
    if (!call?.taskSid) throw new Error('no task');
    const offer = await offerOf(agent, call.taskSid);
    expect(offer.attributes).toMatchObject({ taskType: 'Progressive Dial', callSid: served.callSid });
    await sweepCallTimers(voiceDeps(t), { now: later(2_100) });
    // Offered and not yet accepted: the contact holds another 2 s; accepted, the wait is over.
    expect(await findCall(t.database.db, brandId, served.callSid)).toMatchObject({
      status: 'in-progress',
      timeoutStatus: 'abandon',
      abandonedAt: null,
    });
    await accept(agent, offer);
    await sweepCallTimers(voiceDeps(t), { now: later(4_200) });
    expect(await findCall(t.database.db, brandId, served.callSid)).toMatchObject({
      status: 'in-progress',
      timeoutAt: null,
      abandonedAt: null,
    });
    const joined = await post(agent.client, '/conv/conferences/join-call', { taskSid: call.taskSid });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(
      joined
        .json<{ participants: { kind: string }[] }>()
        .participants.map((p) => p.kind)
        .sort(),
    ).toEqual(['agent', 'contact']);
  });

  it('plays the safe-harbour message to a contact answering on the Contact Simulator when nobody is free', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await gqlField(
      agent.client,
      'mutation ($data: UpdateUserDataInput!) { updateAgent(updateUserData: $data) { status } }',
      'updateAgent',
      { data: { status: 'Unavailable', twilioSid: agent.user.workerSid } },
    );
    const [queue] = await gqlField<{ sid: string }[]>(simulator.client, 'query { queues { sid } }', 'queues');
    // A number with no rule rings until the Contact Simulator page answers it.
    const placed = await dial(brandId, '+14155551777', queue?.sid ?? '');
    expect(placed.status).toBe('ringing');
    const answered = await post(simulator.client, `/api/simulator/calls/${placed.callSid}/answer`, {});
    expect(answered.statusCode, answered.body).toBe(200);
    await sweepCallTimers(voiceDeps(t), { now: later(2_100) });
    await until(
      async () => simulator.events.filter((event) => event.name === 'voice.safeHarbour'),
      (events) => events.length > 0,
    );
    const [played] = simulator.events.filter((event) => event.name === 'voice.safeHarbour');
    expect(played?.data).toEqual({ callSid: placed.callSid, message: expect.stringContaining('reply STOP') });
    expect(await findCall(t.database.db, brandId, placed.callSid)).toMatchObject({ status: 'completed' });
  });

  it('ends a call a machine answers at once, with no task', async () => {
    const { brandId, simulator } = await voiceBrand(t, 1);
    const [queue] = await gqlField<{ sid: string }[]>(simulator.client, 'query { queues { sid } }', 'queues');
    const machine = await dial(brandId, '+14155550008', queue?.sid ?? '');
    expect(machine.status).toBe('completed');
    const [row] = await t.database.db
      .select()
      .from(calls)
      .where(and(eq(calls.brandId, brandId), eq(calls.sid, machine.callSid)));
    expect(row).toMatchObject({
      status: 'completed',
      answeredBy: 'machine',
      taskSid: null,
      abandonedAt: null,
    });
  });

  it('runs a predictive campaign: calls before agents, the answer reaches the agent, the ledger counts it', async () => {
    const { brandId, simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Predee', lastName: 'Person', contactPhone: '+14155550007', optIn: true },
      { firstName: 'Predee', lastName: 'Machine', contactPhone: '+14155550008', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Predees',
      type: 'dynamic',
      conditions: firstNameTree('Predee'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Predictive renewals',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'predictive', targetQueueSid: queues[0]?.sid },
    });
    const started = await actOn(admin.client, 'start', campaign.id);
    expect(started).toMatchObject({ state: 'active', stateNote: null });

    // The person's call is answered at once and offered to the free agent, who takes it.
    const targets = () =>
      t.database.db.select().from(campaignTargets).where(eq(campaignTargets.campaignId, campaign.id));
    const ringing = await until(targets, (rows) =>
      rows.some((row) => row.phoneNumber === '+14155550007' && row.state === 'ringing'),
    );
    const person = ringing.find((row) => row.phoneNumber === '+14155550007');
    if (!person?.callSid) throw new Error('the person was not dialed');
    const call = await findCall(t.database.db, brandId, person.callSid);
    if (!call?.taskSid) throw new Error('no task');
    await accept(agent, await offerOf(agent, call.taskSid));
    const joined = await post(agent.client, '/conv/conferences/join-call', { taskSid: call.taskSid });
    expect(joined.statusCode, joined.body).toBe(200);
    const conferenceSid = joined.json<{ conferenceSid: string }>().conferenceSid;
    await post(agent.client, '/conv/call-controls/hangup', { conferenceSid });
    // Wrapped up, the agent is free: the next contact (a machine) is dialed and ends at once.
    const summary = await post(agent.client, '/conv/tasks/summarize-task', {
      sid: call.taskSid,
      phone: '+14155550007',
    });
    expect(summary.statusCode, summary.body).toBe(200);

    const done = await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.state === 'completed',
    );
    expect(done.stats, JSON.stringify(await targets())).toMatchObject({
      targets: 2,
      answered: 1,
      abandoned: 0,
    });
    expect(done.stats.skippedByReason).toEqual([{ reason: 'machine_answered', count: 1 }]);
    const ledger = await t.database.db
      .select()
      .from(campaignAbandonMinutes)
      .where(eq(campaignAbandonMinutes.campaignId, campaign.id));
    expect(ledger.reduce((sum, row) => sum + row.answered, 0)).toBe(1);
    expect(ledger.reduce((sum, row) => sum + row.abandoned, 0)).toBe(0);
    const dialer = await gqlField<{ dialer: { pacedAs: string; forcedProgressive: boolean } | null }>(
      admin.client,
      'query ($id: ID!) { campaign(id: $id) { dialer { pacedAs forcedProgressive abandonRateFtc } } }',
      'campaign',
      { id: campaign.id },
    );
    expect(dialer.dialer).toMatchObject({ forcedProgressive: false });
    // The live figures: both calls ended within the hour, over the agent time the passes counted.
    const live = await gqlField<{
      live: {
        agentsTalking: number;
        agentsWaiting: number;
        callsPerAgentHour: number | null;
        agentHours: number;
      };
    }>(
      admin.client,
      'query ($id: ID!) { campaign(id: $id) { live { agentsTalking agentsWaiting callsPerAgentHour talkMinutesPerAgentHour agentHours windowMinutes } } }',
      'campaign',
      { id: campaign.id },
    );
    expect(live.live).toMatchObject({ agentsTalking: 0, agentsWaiting: 1, windowMinutes: 60 });
    expect(live.live.agentHours).toBeGreaterThan(0);
    const ended = await t.database.db
      .select()
      .from(campaignAbandonMinutes)
      .where(eq(campaignAbandonMinutes.campaignId, campaign.id));
    expect(ended.reduce((sum, row) => sum + row.calls, 0)).toBe(2);
    expect((live.live.callsPerAgentHour ?? 0) / (2 / live.live.agentHours)).toBeCloseTo(1, 2);
  });

  it("leaves the campaign's default voicemail drop on a machine, then ends the call: the contact is reached by voicemail", async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Droppee', lastName: 'Machine', contactPhone: '+14155550008', optIn: true },
    ]);
    const uploaded = await uploadDrop(admin.client, { name: 'Renewal reminder', file: wavFile(2) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const drop = uploaded.json<{ id: string }>();
    const segment = await createSegmentAs(admin.client, {
      name: 'Droppees',
      type: 'dynamic',
      conditions: firstNameTree('Droppee'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Predictive drops',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: {
        fromNumber: BRAND_NUMBER,
        dialingMode: 'predictive',
        targetQueueSid: queues[0]?.sid,
        defaultVoicemailId: drop.id,
      },
    });
    await actOn(admin.client, 'start', campaign.id);
    const [dialed] = await until(
      () => t.database.db.select().from(campaignTargets).where(eq(campaignTargets.campaignId, campaign.id)),
      (rows) => rows.some((row) => row.callSid !== null),
    );
    if (!dialed?.callSid) throw new Error('the machine was not dialed');
    // The drop plays (2 s, the file's length): the call is up, with no task and no agent.
    expect(await findCall(t.database.db, brandId, dialed.callSid)).toMatchObject({
      status: 'in-progress',
      answeredBy: 'machine',
      taskSid: null,
      timeoutStatus: 'dialer-voicemail',
    });
    await sweepCallTimers(voiceDeps(t), { now: later(2_100) });
    expect(await findCall(t.database.db, brandId, dialed.callSid)).toMatchObject({
      status: 'completed',
      timeoutAt: null,
      abandonedAt: null,
    });
    const done = await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.state === 'completed',
    );
    expect(done.stats).toMatchObject({ targets: 1, voicemail: 1, reached: 1, skipped: 0 });
  });

  it("reads the abandon ledger as the database's window sums: the same rates as minute by minute", async () => {
    const { simulator: admin, brandId } = await voiceBrand(t, 1);
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const segment = await createSegmentAs(admin.client, {
      name: 'Ledgerees',
      type: 'dynamic',
      conditions: firstNameTree('Ledgeree'),
    });
    const campaign = await createCampaignAs(admin.client, {
      name: 'Ledger',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'predictive', targetQueueSid: queues[0]?.sid },
    });
    const now = new Date('2026-11-27T12:00:30Z');
    const minutesAgo = [
      0,
      1,
      60,
      24 * 60 - 1,
      24 * 60,
      24 * 60 + 1,
      29 * 24 * 60,
      30 * 24 * 60,
      31 * 24 * 60,
      -2,
    ];
    const rows = minutesAgo.map((ago, i) => ({
      brandId,
      campaignId: campaign.id,
      minute: new Date(Math.floor(now.getTime() / 60_000) * 60_000 - ago * 60_000),
      answered: 10 + i,
      abandoned: i % 3,
    }));
    await t.database.db.insert(campaignAbandonMinutes).values(rows);
    const summed = await readLedger(t.database.db, { brandId, campaignId: campaign.id, now });
    const minuteByMinute = {
      buckets: [...rows]
        .sort((a, b) => a.minute.getTime() - b.minute.getTime())
        .map((row) => ({
          minute: row.minute.getTime() / 60_000,
          answered: row.answered,
          abandoned: row.abandoned,
        })),
    };
    expect(summed.buckets.length).toBeLessThanOrEqual(2);
    expect(abandonRates(summed, now.getTime())).toEqual(abandonRates(minuteByMinute, now.getTime()));
  });

  it('drops to progressive by itself when one more abandon would pass the target, and says so', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Guardee', lastName: 'One', contactPhone: '+14155551601', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Guardees',
      type: 'dynamic',
      conditions: firstNameTree('Guardee'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Guarded',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: {
        fromNumber: BRAND_NUMBER,
        dialingMode: 'predictive',
        targetQueueSid: queues[0]?.sid,
        targetAbandonRate: 3,
      },
    });
    // A history the pacing trusts (40 outcomes) and a ledger at 1 abandoned of 20 answered today (5 %).
    await t.database.db.insert(campaignTargets).values(
      Array.from({ length: 40 }, (_, index) => ({
        brandId,
        campaignId: campaign.id,
        contactId: crypto.randomUUID(),
        position: 1000 + index,
        state: 'answered',
        lastOutcome: index % 4 === 0 ? 'human' : 'noAnswer',
      })),
    );
    await t.database.db.insert(campaignAbandonMinutes).values({
      brandId,
      campaignId: campaign.id,
      minute: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000),
      answered: 20,
      abandoned: 1,
    });
    await actOn(admin.client, 'start', campaign.id);
    const guarded = await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.stateNote !== null,
    );
    expect(guarded.stateNote).toBe(
      'Dialing progressively: one more abandoned call would pass the target abandon rate of 3 %.',
    );
    const dialer = await gqlField<{ dialer: { forcedProgressive: boolean; abandonRateOfcom: number } }>(
      admin.client,
      'query ($id: ID!) { campaign(id: $id) { dialer { forcedProgressive abandonRateOfcom } } }',
      'campaign',
      { id: campaign.id },
    );
    expect(dialer.dialer).toEqual({ forcedProgressive: true, abandonRateOfcom: 0.05 });
    // Over the target already (5 % > 3 % in both windows): the gate's abandon cap stops predictive
    // calls; the contact waits, logged with the reason.
    const [waiting] = await until(
      () =>
        t.database.db
          .select()
          .from(campaignTargets)
          .where(and(eq(campaignTargets.campaignId, campaign.id), eq(campaignTargets.position, 1))),
      (rows) => rows[0]?.reason === 'abandon_cap',
    );
    expect(waiting).toMatchObject({ state: 'pending', reason: 'abandon_cap' });
  });

  it('settles a ringing contact whose call ended without its event (nobody owned the number any more)', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Lostee', lastName: 'One', contactPhone: '+14155551955', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Lostees',
      type: 'dynamic',
      conditions: firstNameTree('Lostee'),
    });
    const [queue] = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Lost ends',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'predictive', targetQueueSid: queue?.sid },
    });
    // A busy call (…0005) ends busy after 1 s; its target was never told.
    const busy = await dial(brandId, '+14155550005', queue?.sid ?? '');
    await sweepCallTimers(voiceDeps(t), { now: later(1_100) });
    const contactId = crypto.randomUUID();
    await t.database.db.insert(campaignTargets).values({
      brandId,
      campaignId: campaign.id,
      contactId,
      position: 1,
      state: 'ringing',
      attempts: 1,
      callSid: busy.callSid,
      updatedAt: new Date(Date.now() - 120_000),
    });
    expect(
      await settleEndedDialerCalls(t.database.db, { brandId, campaignId: campaign.id, now: new Date() }),
    ).toBe(1);
    const [target] = await t.database.db
      .select()
      .from(campaignTargets)
      .where(and(eq(campaignTargets.campaignId, campaign.id), eq(campaignTargets.contactId, contactId)));
    expect(target).toMatchObject({ state: 'pending', lastOutcome: 'busy', callSid: null });
  });
});
