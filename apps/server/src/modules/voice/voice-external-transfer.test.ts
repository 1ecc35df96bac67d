import type { ExternalTransferResult } from '@parley/core/voice/external-phonebook';
import type { CallView, ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post, type SignedIn } from '../conversations/conversations-test-support.ts';
import { createPhonebookEntry } from '../phonebook/create-phonebook-entry.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { setUserFeatureFlag } from '../users/set-user-feature-flag.ts';
import { sweepCallTimers } from './sweep-call-timers.ts';
import { findCall, findConference } from './voice-store.ts';
import {
  acceptAndJoin,
  callTheBrand,
  named,
  participantOf,
  snapshotWhen,
  voiceBrand,
  voiceDeps,
} from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function entry(brandId: string, name: string, phoneNumber: string): Promise<string> {
  return (await createPhonebookEntry(t.database.db, { brandId, input: { name, phoneNumber } })).id;
}

function anyNumberFor(brandId: string, user: SignedIn, value: boolean) {
  return setUserFeatureFlag(t.database.db, {
    brandId,
    userId: user.user.id,
    key: 'externalTransferToAnyNumber',
    value,
  });
}

function callUpdates(user: SignedIn, callSid: string): CallView[] {
  return named<CallView>(user, 'call.updated').filter((call) => call.callSid === callSid);
}

describe(`external transfers (External Transfer Phonebook) on ${testEngine()}`, () => {
  it('calls the number in, the agent leaves and wraps up, the contact and the number talk until one hangs up', async () => {
    const { brandId, simulator, agents, supervisor } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const partner = await entry(brandId, 'Partner desk', '(415) 555-0183');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550184');
    const joined = await acceptAndJoin(agent, taskSid);
    // A supervisor listens: a transfer ends the manager action (spec 001 §4).
    const listen = await post(supervisor.client, '/conv/conferences/manager-action', {
      taskSid,
      action: 'listen',
      managerContactUri: `client:${supervisor.user.workerSid}`,
      twilioWorkerSid: supervisor.user.workerSid,
    });
    expect(listen.statusCode, listen.body).toBe(200);

    const transfer = await post(agent.client, '/conv/transfers/external', {
      taskSid,
      phonebookEntryId: partner,
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const result = transfer.json<ExternalTransferResult>();
    expect(result).toMatchObject({ success: true, conferenceSid: joined.conferenceSid });

    // Cold: the agent is out at once (their last snapshot lacks them) and wraps up; so is the supervisor.
    const left = await snapshotWhen(
      agent,
      joined.conferenceSid,
      (s) => !s.participants.some((p) => p.kind === 'agent'),
    );
    expect(left.participants.map((p) => p.kind)).toEqual(['contact']);
    await snapshotWhen(
      supervisor,
      joined.conferenceSid,
      (s) => !s.participants.some((p) => p.kind === 'supervisor'),
    );
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    expect((await get(agent, '/conv/conferences/active')).json()).toBeNull();

    // The number rings at the Contact Simulator, named after its entry; answered, it joins the contact.
    await waitFor(() => callUpdates(simulator, result.callSid).some((c) => c.status === 'ringing'));
    expect(callUpdates(simulator, result.callSid)[0]).toMatchObject({
      to: '+14155550183',
      contactName: 'Partner desk',
    });
    const answered = await post(simulator.client, `/api/simulator/calls/${result.callSid}/answer`, {});
    expect(answered.statusCode, answered.body).toBe(200);
    const talking = await snapshotWhen(simulator, joined.conferenceSid, (s) => s.participants.length === 2);
    const contact = participantOf(talking, 'contact');
    const external = participantOf(talking, 'external');
    expect(external).toMatchObject({ name: 'Partner desk', callerUri: '+14155550183' });
    expect(talking.mediaPlan[contact.participantSid]).toEqual([
      { peerSid: external.participantSid, send: true, receive: true },
    ]);

    // The number hangs up: the contact is alone, so the call is over.
    const hungUp = await post(simulator.client, `/api/simulator/calls/${result.callSid}/hangup`, {});
    expect(hungUp.json<CallView>()).toMatchObject({ status: 'completed' });
    const ended = await snapshotWhen(simulator, joined.conferenceSid, (s) => s.endedAt !== null);
    expect(ended.participants).toEqual([]);
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({ status: 'completed' });
  });

  it('ends when the contact hangs up, with the number on (a silent number answering at once)', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const silent = await entry(brandId, 'Silent line', '+14155550007');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550185');
    const joined = await acceptAndJoin(agent, taskSid);
    const transfer = await post(agent.client, '/conv/transfers/external', {
      taskSid,
      phonebookEntryId: silent,
    });
    const { callSid: externalSid } = transfer.json<ExternalTransferResult>();
    const twoLeft = await snapshotWhen(
      simulator,
      joined.conferenceSid,
      (s) => s.participants.map((p) => p.kind).join() === 'contact,external',
    );
    expect(participantOf(twoLeft, 'external').mediaUserId).toBeNull();
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');

    await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {});
    await snapshotWhen(simulator, joined.conferenceSid, (s) => s.endedAt !== null);
    expect(await findCall(t.database.db, brandId, externalSid)).toMatchObject({ status: 'completed' });
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({ status: 'completed' });
  });

  it('ends the call when the number never answers (busy), and keeps the agent when the carrier refuses it', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const blocked = await entry(brandId, 'Blocked', '+14155550001');
    const busy = await entry(brandId, 'Busy', '+14155550005');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550186');
    const joined = await acceptAndJoin(agent, taskSid);

    // Refused at once: the catalogue's text, nothing changes.
    const refused = await post(agent.client, '/conv/transfers/external', {
      taskSid,
      phonebookEntryId: blocked,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Call failed to connect. This call was blocked by a do-not-call list.',
      details: { reason: 'blocked' },
    });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('accepted');
    expect((await get(agent, '/conv/conferences/active')).json<ConferenceSnapshot>().conferenceSid).toBe(
      joined.conferenceSid,
    );
    // Unknown entries and calls are 404s naming the field.
    const unknown = await post(agent.client, '/conv/transfers/external', {
      taskSid,
      phonebookEntryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'phonebookEntryId', message: 'Phonebook entry not found' });
    expect(
      (await post(agent.client, '/conv/transfers/external', { taskSid, phonebookEntryId: 'x' })).json(),
    ).toMatchObject({ field: 'phonebookEntryId' });

    const transfer = await post(agent.client, '/conv/transfers/external', {
      taskSid,
      phonebookEntryId: busy,
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const { callSid: externalSid } = transfer.json<ExternalTransferResult>();
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    // The simulator's busy number ends after 1 s: the contact is left alone, the call is over.
    await sweepCallTimers(voiceDeps(t), { now: new Date(Date.now() + 1_500) });
    expect(await findCall(t.database.db, brandId, externalSid)).toMatchObject({ status: 'busy' });
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({ status: 'completed' });
    expect((await findConference(t.database.db, brandId, joined.conferenceSid))?.endedAt).not.toBeNull();
  });

  it('is only for someone on the call', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const partner = await entry(brandId, 'Partner', '+14155550187');
    const { taskSid } = await callTheBrand(simulator, '+14155550188');
    await acceptAndJoin(first, taskSid);
    const foreign = await post(second.client, '/conv/transfers/external', {
      taskSid,
      phonebookEntryId: partner,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('accepted');
  });
});

describe(`typed outside numbers (externalTransferToAnyNumber) on ${testEngine()}`, () => {
  it('refuses a typed number with the flag off and changes nothing; transfers to it with the flag on', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550189');
    const joined = await acceptAndJoin(agent, taskSid);
    const transfer = (body: Record<string, string>) =>
      post(agent.client, '/conv/transfers/external', { taskSid, ...body });

    // Off by default: a 400 naming the field (a 403 would read as an expired session in the web), the
    // agent still on the call.
    const off = await transfer({ phoneNumber: '(415) 555-0190' });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({
      code: 'validation_failed',
      field: 'phoneNumber',
      message: 'Transfers to numbers outside the phonebook are turned off',
    });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('accepted');
    const still = (await get(agent, '/conv/conferences/active')).json<ConferenceSnapshot>();
    expect(still.conferenceSid).toBe(joined.conferenceSid);
    expect(still.participants.map((p) => p.kind).sort()).toEqual(['agent', 'contact']);

    await anyNumberFor(brandId, agent, true);
    // Invalid, or given with an entry: 400s naming phoneNumber, nothing changes.
    const invalid = await transfer({ phoneNumber: '555-01' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      field: 'phoneNumber',
      message: 'phoneNumber is not a valid phone number',
    });
    const partner = await entry(brandId, 'Partner', '+14155550191');
    const both = await transfer({ phonebookEntryId: partner, phoneNumber: '(415) 555-0190' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      field: 'phoneNumber',
      message:
        'phoneNumber is not allowed with phonebookEntryId: give a phonebook entry or a phone number, not both',
    });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('accepted');

    // On: the typed number is called exactly as an entry, named by its display form.
    const typed = await transfer({ phoneNumber: '(415) 555-0190' });
    expect(typed.statusCode, typed.body).toBe(200);
    const result = typed.json<ExternalTransferResult>();
    expect(result).toMatchObject({ success: true, conferenceSid: joined.conferenceSid });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    await waitFor(() => callUpdates(simulator, result.callSid).some((c) => c.status === 'ringing'));
    expect(callUpdates(simulator, result.callSid)[0]).toMatchObject({
      to: '+14155550190',
      contactName: '+1 (415) 555-0190',
    });
    const answered = await post(simulator.client, `/api/simulator/calls/${result.callSid}/answer`, {});
    expect(answered.statusCode, answered.body).toBe(200);
    const talking = await snapshotWhen(simulator, joined.conferenceSid, (s) => s.participants.length === 2);
    expect(participantOf(talking, 'external')).toMatchObject({
      name: '+1 (415) 555-0190',
      callerUri: '+14155550190',
    });
  });

  it('adds a typed number to the call only with the flag, and a phonebook entry always', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550192');
    const joined = await acceptAndJoin(agent, taskSid);
    const add = (body: Record<string, string>) =>
      post(agent.client, '/conv/conferences/add-participant', {
        conferenceSid: joined.conferenceSid,
        ...body,
      });

    const off = await add({ phoneNumber: '4155550193' });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ field: 'phoneNumber' });
    expect((await add({})).json()).toMatchObject({
      field: 'phonebookEntryId',
      message: 'phonebookEntryId is required',
    });

    // A phonebook entry needs no flag; it is named after the entry.
    const desk = await entry(brandId, 'Escalations desk', '+14155550194');
    const byEntry = await add({ phonebookEntryId: desk });
    expect(byEntry.statusCode, byEntry.body).toBe(200);
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.to === '+14155550194' && c.contactName === 'Escalations desk' && c.status === 'ringing',
      ),
    );

    await anyNumberFor(brandId, agent, true);
    const typed = await add({ phoneNumber: '4155550193' });
    expect(typed.statusCode, typed.body).toBe(200);
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.to === '+14155550193' && c.contactName === '+1 (415) 555-0193' && c.status === 'ringing',
      ),
    );
    // The agent stays on the call.
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('accepted');
  });
});

function get(user: SignedIn, url: string) {
  return user.client.request({ method: 'GET', url });
}
