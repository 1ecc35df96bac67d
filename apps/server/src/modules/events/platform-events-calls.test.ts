import type { CreateCallResult } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedContact } from '../contacts/contact-search-test-kit.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { accept, offerOf, post } from '../conversations/conversations-test-support.ts';
import { sweepCallTimers } from '../voice/sweep-call-timers.ts';
import { acceptAndJoin, addContact, callTheBrand, voiceBrand, voiceDeps } from '../voice/voice-test-kit.ts';
import { uploadDrop, wavFile } from '../voicemail-drops/voicemail-drops-test-kit.ts';
import { namesOf, only, publishedEvents } from './platform-events-test-kit.ts';

// docs/events.md "Events the platform publishes": calls (call.placed, call.completed), an inbound
// call's contact and task, the simulator's voicemail and inbound email.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function contactIdOf(brandId: string, phone: string): Promise<string> {
  const contact = await findContactByPhone(t.database.db, { brandId, phone });
  if (!contact) throw new Error(`no contact with ${phone}`);
  return contact.id;
}

describe(`calls, voicemails and emails publish their events, on ${testEngine()}`, () => {
  it('an inbound call from an unknown number: contact.created, task.created; its end call.completed', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550210');
    const contactId = await contactIdOf(brandId, '+14155550210');
    const ringing = await publishedEvents(t.database.db, brandId, contactId);
    expect(namesOf(ringing)).toEqual(['contact.created', 'task.created']);
    expect(only(ringing, 'contact.created').properties).toEqual({ source: 'call' });
    expect(only(ringing, 'task.created').properties).toEqual({ taskSid, channel: 'voice', callSid });

    await acceptAndJoin(agent, taskSid);
    const hungUp = await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {});
    expect(hungUp.statusCode, hungUp.body).toBe(200);
    const ended = only(await publishedEvents(t.database.db, brandId, contactId), 'call.completed');
    expect(ended.properties).toEqual({
      callSid,
      direction: 'inbound',
      status: 'completed',
      durationSeconds: expect.any(Number),
      from: '+14155550210',
      to: '+18005550100',
      taskSid,
    });
  });

  it('an outbound call refused at once: call.placed, then call.completed failed with the reason', async () => {
    const { brandId, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    // Calls to numbers ending 0002 are refused as invalid by the simulator carrier.
    await addContact(t, brandId, '+14155550002');
    const created = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550002',
      parleyVoicePhone: '+18005550100',
    });
    const { taskSid } = created.json<{ taskSid: string }>();
    await accept(agent, await offerOf(agent, taskSid));
    const placed = await post(agent.client, '/conv/conferences/create-call', { taskSid });
    expect(placed.json<CreateCallResult>()).toMatchObject({ success: false, reason: 'invalid' });
    const events = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550002'));
    // The manual outbound call task's task.created comes with the task (platform-events-tasks.test.ts).
    expect(namesOf(events)).toEqual(['task.created', 'call.placed', 'call.completed']);
    const callSid = only(events, 'call.placed').properties.callSid;
    expect(only(events, 'call.placed').properties).toEqual({
      callSid: expect.stringMatching(/^CA/),
      direction: 'outbound',
      from: '+18005550100',
      to: '+14155550002',
      taskSid,
      userId: agent.user.id,
    });
    expect(only(events, 'call.completed').properties).toEqual({
      callSid,
      direction: 'outbound',
      status: 'failed',
      durationSeconds: 0,
      from: '+18005550100',
      to: '+14155550002',
      taskSid,
      failureReason: 'invalid',
    });
  });

  it('a voicemail drop that played to its end: voicemail.completed, then call.completed', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const upload = await uploadDrop(agent.client, {
      name: 'Hello',
      file: wavFile(2),
      contentType: 'audio/wav',
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550230');
    await acceptAndJoin(agent, taskSid);
    const dropped = await post(agent.client, '/conv/call-controls/voicemail-drop', {
      customerCallSid: callSid,
      recordingId: upload.json<{ id: string }>().id,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    await sweepCallTimers(voiceDeps(t), { now: new Date(Date.now() + 5_000) });
    const events = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550230'));
    expect(namesOf(events).slice(-2)).toEqual(['voicemail.completed', 'call.completed']);
    expect(only(events, 'voicemail.completed').properties).toEqual({
      direction: 'outbound',
      callSid,
      from: '+14155550230',
      to: '+18005550100',
      taskSid,
    });
    expect(only(events, 'call.completed').properties).toMatchObject({ callSid, status: 'completed' });
  });

  it("the simulator's voicemail and inbound email: voicemail.completed, email.received, their tasks", async () => {
    const { brandId, simulator } = await voiceBrand(t, 0);
    const voicemail = await post(simulator.client, '/api/simulator/voicemail', {
      from: '+14155550220',
      durationSeconds: 12,
      transcript: 'Please call me back',
    });
    expect(voicemail.statusCode, voicemail.body).toBe(200);
    const left = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550220'));
    expect(namesOf(left)).toEqual(['contact.created', 'voicemail.completed', 'task.created']);
    expect(only(left, 'voicemail.completed').properties).toEqual({
      direction: 'inbound',
      from: '+14155550220',
      to: '+18005550100',
      durationSeconds: 12,
      transcript: 'Please call me back',
    });
    expect(only(left, 'task.created').properties).toEqual({
      taskSid: voicemail.json<{ taskSid: string }>().taskSid,
      channel: 'voicemail',
    });

    const known = await seedContact(t.database.db, { brandId, firstName: 'Em', email: 'em@example.com' });
    const email = await post(simulator.client, '/api/simulator/inbound-email', {
      from: 'Em@Example.com',
      subject: 'My order',
      body: 'Where is it?',
    });
    expect(email.statusCode, email.body).toBe(200);
    const { taskSid } = email.json<{ taskSid: string }>();
    const mailed = await publishedEvents(t.database.db, brandId, known.id);
    // As for a text: the task, then what arrived on it (docs/email.md).
    expect(namesOf(mailed)).toEqual(['task.created', 'email.received']);
    expect(only(mailed, 'email.received').properties).toMatchObject({
      from: 'em@example.com',
      subject: 'My order',
      messageId: expect.stringMatching(/^</),
      taskSid,
    });
    // An unknown sender gets a contact of their own (as an unknown number does): nothing more on Em's.
    await post(simulator.client, '/api/simulator/inbound-email', {
      from: 'nobody@example.com',
      subject: 'Hi',
      body: 'Hello',
    });
    expect(namesOf(await publishedEvents(t.database.db, brandId, known.id))).toHaveLength(2);
  });
});
