import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post, type SignedIn } from '../conversations/conversations-test-support.ts';
import { until } from '../events/platform-events-test-kit.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { finishTaskWithin } from '../routing/tasks/task-steps.ts';
import { createSegmentAs, firstNameTree, seedContacts } from '../segments/segments-test-kit.ts';
import { voiceBrand } from '../voice/voice-test-kit.ts';
import { uploadDrop, wavFile } from '../voicemail-drops/voicemail-drops-test-kit.ts';
import { campaignTargets } from './campaigns.tables.ts';
import { actOn, BRAND_NUMBER, createCampaignAs, getCampaignAs } from './campaigns-test-kit.ts';

// A progressive call campaign (issue 14 "Call campaigns"): one "Progressive Dial" task per free
// agent with the campaign's info, the accepting agent's call placed and judged, each call's end
// deciding the contact's retry or result, and a pause taking back the offers no one accepted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const targetsOf = (campaignId: string) =>
  t.database.db.select().from(campaignTargets).where(eq(campaignTargets.campaignId, campaignId));

async function createCall(agent: SignedIn, taskSid: string) {
  const response = await post(agent.client, '/conv/conferences/create-call', { taskSid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: boolean; conferenceSid: string; callSid: string }>();
}

describe(`call campaigns on ${testEngine()}`, () => {
  it('offers one call per free agent, retries a busy line, records an answer, and takes offers back on pause', async () => {
    const { brandId, simulator: admin, agents } = await voiceBrand(t, 2);
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Dialee', lastName: 'Busy', contactPhone: '+14155550005', optIn: true },
      { firstName: 'Dialee', lastName: 'Answers', contactPhone: '+14155550007', optIn: true },
      { firstName: 'Waitee', lastName: 'Later', contactPhone: '+14155551501', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Dialees',
      type: 'dynamic',
      conditions: firstNameTree('Dialee'),
    });
    // A second segment after the first: its contact comes later in the list.
    const later = await createSegmentAs(admin.client, {
      name: 'Waitees',
      type: 'dynamic',
      conditions: firstNameTree('Waitee'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Renewals',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id, later.id] },
      phoneCall: {
        fromNumber: BRAND_NUMBER,
        dialingMode: 'progressive',
        targetQueueSid: queues[0]?.sid,
        scriptUrl: 'https://example.com/script',
        retryPolicy: {
          busy: { maxAttempts: 2, intervalMinutes: 5 },
          noAnswer: { maxAttempts: 2, intervalMinutes: 5 },
          failed: { maxAttempts: 1, intervalMinutes: 5 },
        },
      },
    });
    expect((await actOn(admin.client, 'start', campaign.id)).stats).toMatchObject({ targets: 3 });

    // Two free agents: two tasks out, the third contact waits its turn.
    const dialing = await until(
      () => targetsOf(campaign.id),
      (rows) => rows.filter((row) => row.state === 'dialing').length === 2,
    );
    expect(dialing.filter((row) => row.state === 'dialing')).toHaveLength(2);
    expect(
      dialing.find((row) => row.phoneNumber === '+14155551501' || row.state === 'pending'),
    ).toMatchObject({
      state: 'pending',
    });
    const byPhone = new Map(dialing.map((row) => [row.phoneNumber, row]));
    const busyTask = byPhone.get('+14155550005')?.taskSid;
    const answerTask = byPhone.get('+14155550007')?.taskSid;
    if (!busyTask || !answerTask) throw new Error('the first two contacts were not dialed');

    // Each agent gets one; the offer carries the campaign.
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const offers = await Promise.all([
      Promise.race([
        offerOf(first, busyTask).then((offer) => ({ agent: first, offer })),
        offerOf(second, busyTask).then((offer) => ({ agent: second, offer })),
      ]),
      Promise.race([
        offerOf(first, answerTask).then((offer) => ({ agent: first, offer })),
        offerOf(second, answerTask).then((offer) => ({ agent: second, offer })),
      ]),
    ]);
    const [busyOffer, answerOffer] = offers;
    expect(answerOffer.offer.attributes).toMatchObject({
      taskType: 'Progressive Dial',
      direction: 'outbound',
      triggerCall: true,
      contactPhone: '+14155550007',
      campaignId: campaign.id,
      campaignInfo: {
        id: campaign.id,
        name: 'Renewals',
        dialingMode: 'progressive',
        scriptUrl: 'https://example.com/script',
      },
    });
    expect(busyOffer.agent).not.toBe(answerOffer.agent);

    // The busy line: placed, busy after 1 s, due again in 5 minutes (1 of 2 attempts used).
    await accept(busyOffer.agent, busyOffer.offer);
    await createCall(busyOffer.agent, busyTask);
    const retried = await until(
      () => targetsOf(campaign.id),
      (rows) => rows.find((row) => row.phoneNumber === '+14155550005')?.state === 'pending',
    );
    const busy = retried.find((row) => row.phoneNumber === '+14155550005');
    expect(busy).toMatchObject({ state: 'pending', lastOutcome: 'busy', attempts: 1, taskSid: null });
    expect(busy?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

    // The answered call: talked, hung up; the contact is done.
    await accept(answerOffer.agent, answerOffer.offer);
    const answered = await createCall(answerOffer.agent, answerTask);
    await post(answerOffer.agent.client, '/conv/call-controls/hangup', {
      conferenceSid: answered.conferenceSid,
    });
    await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.stats.reached === 1,
    );

    // The busy call freed its agent: the third contact is offered now.
    const third = await until(
      () => targetsOf(campaign.id),
      (rows) => rows.find((row) => row.phoneNumber === '+14155551501')?.state === 'dialing',
    );
    const thirdTask = third.find((row) => row.phoneNumber === '+14155551501')?.taskSid;
    if (!thirdTask) throw new Error('the third contact was not dialed');
    const stats = await getCampaignAs(admin.client, campaign.id);
    expect(stats.stats).toMatchObject({ targets: 3, answered: 1, dialing: 1, pending: 1 });

    // Pausing takes back the offer nobody accepted: the task ends canceled, the contact waits again.
    expect((await actOn(admin.client, 'pause', campaign.id)).state).toBe('paused');
    expect((await taskRow(t.database.db, brandId, thirdTask)).status).toBe('canceled');
    const paused = await targetsOf(campaign.id);
    expect(paused.find((row) => row.phoneNumber === '+14155551501')).toMatchObject({
      state: 'pending',
      taskSid: null,
      attempts: 0,
    });
  });

  it('gives a contact back when its task ends without a call (a supervisor canceled the offer)', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Canceled', lastName: 'Offer', contactPhone: '+14155551901', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Canceled offers',
      type: 'dynamic',
      conditions: firstNameTree('Canceled'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Callbacks',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'progressive', targetQueueSid: queues[0]?.sid },
    });
    await actOn(admin.client, 'start', campaign.id);
    const [first] = await until(
      () => targetsOf(campaign.id),
      (rows) => rows[0]?.state === 'dialing',
    );
    const firstTask = first?.taskSid;
    if (!firstTask) throw new Error('no task');
    await t.database.db.transaction((tx) =>
      finishTaskWithin(tx, {
        brandId,
        taskSid: firstTask,
        outcome: 'canceled',
        canceledBy: 'supervisor',
        now: new Date(),
      }),
    );
    // No call, so no call.completed: the runner notices and offers the contact again, attempt not counted.
    const [again] = await until(
      () => targetsOf(campaign.id),
      (rows) => rows[0]?.state === 'dialing' && rows[0]?.taskSid !== firstTask,
      20_000,
    );
    expect(again).toMatchObject({ state: 'dialing', attempts: 1 });
    expect(again?.taskSid).not.toBe(firstTask);
  });

  it('lets the agent holding a preview task skip its contact before calling: skipped for good, the task ended', async () => {
    const { brandId, simulator: admin, agents } = await voiceBrand(t, 2);
    const [agent, other] = agents;
    if (!agent || !other) throw new Error('agents missing');
    // One free agent: the other is away, so the preview goes to `agent`.
    await gqlField(
      other.client,
      'mutation ($data: UpdateUserDataInput!) { updateAgent(updateUserData: $data) { status } }',
      'updateAgent',
      { data: { status: 'Unavailable', twilioSid: other.user.workerSid } },
    );
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Previewee', lastName: 'Skipped', contactPhone: '+14155551702', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Previewees',
      type: 'dynamic',
      conditions: firstNameTree('Previewee'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Preview renewals',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: { fromNumber: BRAND_NUMBER, dialingMode: 'preview', targetQueueSid: queues[0]?.sid },
    });
    await actOn(admin.client, 'start', campaign.id);
    const [target] = await until(
      () => targetsOf(campaign.id),
      (rows) => rows.some((row) => row.taskSid !== null),
    );
    if (!target?.taskSid) throw new Error('no preview task');
    const offer = await offerOf(agent, target.taskSid);
    expect(offer.attributes).toMatchObject({ campaignInfo: { dialingMode: 'preview' }, triggerCall: true });

    // Before accepting it is nobody's to skip; another agent's never.
    const early = await post(agent.client, '/api/campaigns/skip-contact', { taskSid: target.taskSid });
    expect(early.statusCode, early.body).toBe(404);
    await accept(agent, offer);
    const stranger = await post(other.client, '/api/campaigns/skip-contact', { taskSid: target.taskSid });
    expect(stranger.statusCode, stranger.body).toBe(404);
    const blank = await post(agent.client, '/api/campaigns/skip-contact', {});
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'taskSid' });

    const skipped = await post(agent.client, '/api/campaigns/skip-contact', { taskSid: target.taskSid });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((await taskRow(t.database.db, brandId, target.taskSid)).status).toBe('completed');
    const done = await until(
      () => getCampaignAs(admin.client, campaign.id),
      (current) => current.state === 'completed',
    );
    expect(done.stats.skippedByReason).toEqual([{ reason: 'agent_skipped', count: 1 }]);
    // Skipped once is skipped: a second try finds no preview waiting.
    const again = await post(agent.client, '/api/campaigns/skip-contact', { taskSid: target.taskSid });
    expect(again.statusCode).toBe(409);
  });

  it("lets the campaign's agent leave the campaign's voicemail drops on a machine, and no one else's", async () => {
    const { brandId, simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const upload = async (name: string) => {
      const response = await uploadDrop(admin.client, { name, file: wavFile(1) });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const renewal = await upload('Renewal reminder');
    const notTheCampaigns = await upload('Admin greeting');
    await seedContacts(t.database.db, brandId, [
      { firstName: 'Machinee', lastName: 'Dropped', contactPhone: '+14155550008', optIn: true },
    ]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Machinees',
      type: 'dynamic',
      conditions: firstNameTree('Machinee'),
    });
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    const campaign = await createCampaignAs(admin.client, {
      name: 'Drops',
      messageType: 'phoneCall',
      audience: { segmentIds: [segment.id] },
      phoneCall: {
        fromNumber: BRAND_NUMBER,
        dialingMode: 'progressive',
        targetQueueSid: queues[0]?.sid,
        defaultVoicemailId: renewal,
      },
    });
    await actOn(admin.client, 'start', campaign.id);
    const [target] = await until(
      () => targetsOf(campaign.id),
      (rows) => rows.some((row) => row.taskSid !== null),
    );
    if (!target?.taskSid) throw new Error('no task');
    const offer = await offerOf(agent, target.taskSid);
    expect(offer.attributes).toMatchObject({
      campaignInfo: {
        voicemailDrops: [{ id: renewal, name: 'Renewal reminder', durationSeconds: 1, isDefault: true }],
      },
    });
    await accept(agent, offer);
    const call = await createCall(agent, target.taskSid);
    const drop = (recordingId: string) =>
      post(agent.client, '/conv/call-controls/voicemail-drop', {
        customerCallSid: call.callSid,
        recordingId,
        campaignId: campaign.id,
      });
    const refused = await drop(notTheCampaigns);
    expect(refused.statusCode, refused.body).toBe(404);
    const left = await drop(renewal);
    expect(left.statusCode, left.body).toBe(200);
  });
});
