import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedContact } from '../contacts/contact-search-test-kit.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { accept, offerOf, post } from '../conversations/conversations-test-support.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { acceptAndJoin, addContact, callTheBrand, voiceBrand } from '../voice/voice-test-kit.ts';
import { namesOf, only, publishedEvents } from './platform-events-test-kit.ts';

// docs/events.md "Events the platform publishes": task.created for the tasks an agent creates (their
// custom task, a manual outbound call), the Contact Simulator's custom tasks and transfers; and
// task.completed, with the disposition chosen at wrap-up, when a task of a contact completes.

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

describe(`task.created of tasks without a contact at hand, on ${testEngine()}`, () => {
  it("an agent's custom task names its contact by profile id; one naming nobody publishes nothing", async () => {
    const { brandId, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const ada = await seedContact(t.database.db, { brandId, firstName: 'Ada' });
    const created = await post(agent.client, '/conv/tasks/custom-task', {
      title: 'Send the contract',
      attributes: { profileId: ada.profileId },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { taskSid } = created.json<{ taskSid: string }>();
    const events = await publishedEvents(t.database.db, brandId, ada.id);
    expect(namesOf(events)).toEqual(['task.created']);
    expect(only(events, 'task.created').properties).toEqual({
      taskSid,
      channel: 'custom-tasks',
      userId: agent.user.id,
    });

    const anonymous = await post(agent.client, '/conv/tasks/custom-task', { title: 'Tidy the desk' });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(await publishedEvents(t.database.db, brandId)).toHaveLength(1);
  });

  it("a manual outbound call task: the number's owner's task.created, before its call.placed", async () => {
    const { brandId, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await addContact(t, brandId, '+14155550310');
    const created = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550310',
      parleyVoicePhone: '+18005550100',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { taskSid } = created.json<{ taskSid: string }>();
    const events = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550310'));
    expect(namesOf(events)).toEqual(['task.created']);
    expect(only(events, 'task.created').properties).toEqual({
      taskSid,
      channel: 'voice',
      userId: agent.user.id,
    });
    // A number nobody owns: no contact, no event (placing the call does not create one either).
    await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550311',
      parleyVoicePhone: '+18005550100',
    });
    expect(await publishedEvents(t.database.db, brandId)).toHaveLength(1);
  });

  it("the Contact Simulator's custom task: its contact's task.created (phone or profile), by nobody", async () => {
    const { brandId, simulator } = await voiceBrand(t, 0);
    await addContact(t, brandId, '+14155550320');
    const created = await post(simulator.client, '/api/simulator/custom-task', {
      title: 'Follow up',
      attributes: { contactPhone: '+14155550320' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { taskSid } = created.json<{ taskSid: string }>();
    const events = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550320'));
    expect(only(events, 'task.created').properties).toEqual({ taskSid, channel: 'custom-tasks' });
    await post(simulator.client, '/api/simulator/custom-task', { title: 'Nobody in particular' });
    expect(await publishedEvents(t.database.db, brandId)).toHaveLength(1);
  });

  it("a transfer's new task: the caller's task.created with the call, by who transferred", async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550330');
    await acceptAndJoin(first, taskSid);
    const transferred = await post(first.client, '/conv/transfers/agent', {
      taskSid,
      targetWorkerUri: `client:${second.user.workerSid}`,
      internalAgentName: 'Second',
    });
    expect(transferred.statusCode, transferred.body).toBe(200);
    const { transferTaskSid } = transferred.json<{ transferTaskSid: string }>();
    const events = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550330'));
    expect(namesOf(events)).toEqual(['contact.created', 'task.created', 'task.created']);
    expect(events.at(-1)?.properties).toEqual({
      taskSid: transferTaskSid,
      channel: 'voice',
      callSid,
      userId: first.user.id,
    });
  });
});

describe(`task.completed on ${testEngine()}`, () => {
  it('a call wrapped up with a disposition: call.completed without it, then task.completed with it', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550340');
    await acceptAndJoin(agent, taskSid);
    const hungUp = await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {});
    expect(hungUp.statusCode, hungUp.body).toBe(200);
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    const contactId = await contactIdOf(brandId, '+14155550340');
    expect(namesOf(await publishedEvents(t.database.db, brandId, contactId)).at(-1)).toBe('call.completed');

    const summary = await post(agent.client, '/conv/tasks/summarize-task', {
      sid: taskSid,
      phone: '+14155550340',
      disposition: 'Appointment Set',
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const events = await publishedEvents(t.database.db, brandId, contactId);
    expect(namesOf(events)).toEqual(['contact.created', 'task.created', 'call.completed', 'task.completed']);
    expect(only(events, 'call.completed').properties).not.toHaveProperty('disposition');
    expect(only(events, 'task.completed').properties).toEqual({
      taskSid,
      channel: 'voice',
      disposition: 'Appointment Set',
      callSid,
      userId: agent.user.id,
    });
    // Submitting again (the desk retries once) replaces the stored disposition, publishes nothing.
    await post(agent.client, '/conv/tasks/summarize-task', { sid: taskSid, phone: '+14155550340' });
    expect(await publishedEvents(t.database.db, brandId, contactId)).toHaveLength(4);
  });

  it('completed without wrap-up: task.completed without a disposition; canceled: nothing', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const text = await post(simulator.client, '/api/simulator/inbound-sms', {
      from: '+14155550350',
      body: 'Hi',
    });
    expect(text.statusCode, text.body).toBe(200);
    const { taskSid, conversationSid } = text.json<{ taskSid: string; conversationSid: string }>();
    await accept(agent, await offerOf(agent, taskSid));
    const completed = await post(agent.client, `/conv/tasks/${taskSid}/update`, { status: 'completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    const contactId = await contactIdOf(brandId, '+14155550350');
    const events = await publishedEvents(t.database.db, brandId, contactId);
    expect(only(events, 'task.completed').properties).toEqual({
      taskSid,
      channel: 'sms',
      conversationSid,
      userId: agent.user.id,
    });
    // Completing it again succeeds and publishes nothing more.
    expect(
      (await post(agent.client, `/conv/tasks/${taskSid}/update`, { status: 'completed' })).statusCode,
    ).toBe(200);
    expect(
      namesOf(await publishedEvents(t.database.db, brandId, contactId)).filter((n) => n === 'task.completed'),
    ).toHaveLength(1);

    const { taskSid: canceledSid } = await callTheBrand(simulator, '+14155550351');
    const canceled = await post(simulator.client, `/conv/tasks/${canceledSid}/update`, {
      status: 'canceled',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const other = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550351'));
    expect(namesOf(other)).not.toContain('task.completed');
  });
});
