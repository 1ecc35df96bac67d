import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/factories.ts';
import { dispatch } from '../../routing/dispatch/dispatch.ts';
import { createAgent, reservationsOfTask } from '../../routing/routing-test-kit.ts';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  edge,
  enterByEvent,
  firstRunOf,
  liveJourneyOnNewEvent,
  node,
  type TaskView,
  taskBySid,
  useEngineWorld,
} from './engine-test-kit.ts';
import { deliverDueOutbox } from './outbox-delivery.ts';

// agentSms (an SMS task with its conversation), assignTargetAgent (the contact's target agent) and the
// Message-ID of sendEmail's mail, on both engines.

const world = useEngineWorld();

/** A live journey: a fresh custom event → `action` → nothing. */
function journeyWith(action: ReturnType<typeof node>) {
  return liveJourneyOnNewEvent(world, { nodes: [action], edges: [edge('trigger', action.id)] });
}

async function lastStepOf(journeyId: string) {
  const { run, steps } = await firstRunOf(world, journeyId);
  return { run, step: steps.at(-1) };
}

describe('agentSms', () => {
  const agentSms = node('text', 'agentSms', {
    title: 'Text {{ contact.firstName }}',
    body: 'Hi {{ contact.firstName }}, your order is ready.',
  });

  it('creates an SMS task with its conversation and the suggested message', async () => {
    const { journeyId, eventName } = await journeyWith(agentSms);
    const contact = await addContact(world, { firstName: 'Nia' });
    await enterByEvent(world, eventName, contact);
    const { run, step } = await lastStepOf(journeyId);
    expect(run.state).toBe('completed');
    expect(step).toMatchObject({ node_id: 'text', status: 'completed' });
    const taskSid = String(step?.detail?.taskSid);
    const conversationSid = String(step?.detail?.conversationSid);
    expect(await taskBySid(world, taskSid)).toMatchObject({
      channel: 'sms',
      status: 'pending',
      attributes: {
        title: 'Text Nia',
        taskType: 'Agent SMS Task',
        direction: 'outbound',
        conversationSid,
        suggestedMessage: 'Hi Nia, your order is ready.',
        profileId: contact.profileId,
        journeyId,
        journeyRunId: run.id,
        journeyNodeId: 'text',
      },
    });
    const [conversation] = await engineRows<{ task_sid: string; closed_at: Date | null }>(
      world.db,
      sql`select task_sid, closed_at from conversations where brand_id = ${world.brandId} and sid = ${conversationSid}`,
    );
    expect(conversation).toEqual({ task_sid: taskSid, closed_at: null });

    // While that conversation is worked, a second agentSms for the contact opens no other.
    const second = await journeyWith({ ...agentSms, id: 'again' });
    await enterByEvent(world, second.eventName, contact);
    expect((await lastStepOf(second.journeyId)).step).toMatchObject({
      node_id: 'again',
      status: 'skipped',
      reason: 'conversationInProgress',
      detail: { taskSid, conversationSid },
    });
  });

  it('a contact not subscribed to SMS is skipped, and no task is made', async () => {
    const { journeyId, eventName } = await journeyWith(agentSms);
    const contact = await addContact(world, { optIn: false });
    await enterByEvent(world, eventName, contact);
    const { step } = await lastStepOf(journeyId);
    expect(step).toMatchObject({ status: 'skipped', reason: 'notSubscribedSms' });
    const tasks = await engineRows<TaskView>(
      world.db,
      sql`select sid from tasks where brand_id = ${world.brandId} and attributes->>'journeyId' = ${journeyId}`,
    );
    expect(tasks).toEqual([]);
  });
});

describe('assignTargetAgent', () => {
  it("stores the agent (by email or worker sid) as the contact's target agent", async () => {
    const agent = await createTestUser(world.db, { brandId: world.brandId, roles: ['agent'] });
    const { journeyId, eventName } = await journeyWith(
      node('assign', 'assignTargetAgent', { agentId: agent.email.toUpperCase() }),
    );
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    const { run, step } = await lastStepOf(journeyId);
    expect(run.state).toBe('completed');
    expect(step).toMatchObject({ status: 'completed', detail: { userId: agent.id } });
    const [row] = await engineRows<{ target: string | null }>(
      world.db,
      sql`select rv_properties->>'targetAgentId' as target from contacts where id = ${contact.id}`,
    );
    expect(row?.target).toBe(agent.id);

    // By worker sid, the same agent.
    const bySid = await journeyWith(
      node('assign', 'assignTargetAgent', { agentId: String(step?.detail?.workerSid) }),
    );
    await enterByEvent(world, bySid.eventName, contact);
    expect((await lastStepOf(bySid.journeyId)).step).toMatchObject({
      status: 'completed',
      detail: { userId: agent.id },
    });
  });

  it("the contact's later tasks are offered to the target agent first", async () => {
    // The longest-idle agent is `first`; the target agent became available after them.
    const first = await createAgent(world.db, { brandId: world.brandId, status: 'Available' });
    const target = await createAgent(world.db, { brandId: world.brandId, status: 'Available' });
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('assign', 'assignTargetAgent', { agentId: target.workerSid }),
        node('task', 'customTask', { title: 'Follow up' }),
      ],
      edges: [edge('trigger', 'assign'), edge('assign', 'task')],
    });
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    const { step } = await lastStepOf(journeyId);
    const taskSid = String(step?.detail?.taskSid);
    expect((await taskBySid(world, taskSid))?.attributes.targetAgentId).toBe(target.id);
    await dispatch(world.db, world.bus, { brandId: world.brandId });
    const offers = await reservationsOfTask(world.db, world.brandId, taskSid);
    expect(offers.map((offer) => offer.userId)).toEqual([target.id]);
    expect(first.id).not.toBe(target.id);
  });

  it('an agent the brand does not have fails the step, naming it', async () => {
    const { journeyId, eventName } = await journeyWith(
      node('assign', 'assignTargetAgent', { agentId: 'nobody@example.test' }),
    );
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    const { run, step } = await lastStepOf(journeyId);
    expect(run.state).toBe('failed');
    expect(step).toMatchObject({
      status: 'failed',
      reason: 'No agent of this brand is "nobody@example.test".',
    });
  });
});

describe('sendEmail Message-ID', () => {
  it('carries `<run>.<node>@<host>`, the same on a second delivery of the row', async () => {
    world.deps.mailHost = 'parley.test';
    const { journeyId, eventName } = await journeyWith(
      node('welcome', 'sendEmail', { subject: 'Welcome', body: 'Hello' }),
    );
    const contact = await addContact(world, { email: 'mid@example.test' });
    await enterByEvent(world, eventName, contact);
    const { run } = await lastStepOf(journeyId);
    const before = world.sentMail.length;
    await deliverDueOutbox(world.deps, new Date(Date.now() + 1_000));
    const mail = world.sentMail.slice(before).find((sent) => sent.to === 'mid@example.test');
    expect(mail?.messageId).toBe(`<${run.id}.welcome@parley.test>`);
    // A lease that ran out mid-send (a crash): the row is sent again, with the same id.
    await world.db.execute(sql`update journey_outbox set state = 'pending', next_attempt_at = now() - interval '1 second'
      where brand_id = ${world.brandId} and run_id = ${run.id}`);
    await deliverDueOutbox(world.deps, new Date(Date.now() + 1_000));
    const again = world.sentMail.filter((sent) => sent.to === 'mid@example.test');
    expect(again.map((sent) => sent.messageId)).toEqual([mail?.messageId, mail?.messageId]);
  });
});
