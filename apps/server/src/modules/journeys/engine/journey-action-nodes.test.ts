import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDoNotCallNumber } from '../../compliance/do-not-call.ts';
import { listOutboundDecisions } from '../../compliance/outbound-decision-log.ts';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  drain,
  edge,
  enterByEvent,
  firstNameOf,
  liveJourneyOnNewEvent,
  node,
  onlyRunOf,
  runsOf,
  setFirstNameNode,
  stepsOf,
  useEngineWorld,
} from './engine-test-kit.ts';
import { ENGINE_TEXTS } from './engine-texts.ts';

// The nodes that reach the contact or make work (nodes/action-nodes.ts, nodes/task-nodes.ts): sms
// (with quiet hours), customTask and reminder, updateContact, and a node that needs an integration.

const world = useEngineWorld();

describe('nodes that reach the contact or make work', () => {
  it('sms: rendered, sent through the simulator carrier; opt-in and a missing phone skip it', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('text', 'sms', {
          fromNumber: null,
          body: 'Hi {{ contact.firstName }}, order {{ event.orderId }}',
        }),
      ],
      edges: [edge('trigger', 'text')],
    });
    const subscribed = await addContact(world, { firstName: 'Grace' });
    const unsubscribed = await addContact(world, { optIn: false });
    const noPhone = await addContact(world, { phone: null });
    await enterByEvent(world, eventName, subscribed, { orderId: 'A-1' });
    await enterByEvent(world, eventName, unsubscribed);
    await enterByEvent(world, eventName, noPhone);
    const sent = await engineRows<{ body: string; to_number: string }>(
      world.db,
      sql`select body, to_number from simulator_sms where brand_id = ${world.brandId} and direction = 'outbound'`,
    );
    expect(sent.map((sms) => sms.body)).toContain('Hi Grace, order A-1');
    const reasons = [];
    for (const run of await runsOf(world, journeyId)) {
      expect(run.state).toBe('completed');
      reasons.push((await stepsOf(world, run.id)).find((step) => step.node_id === 'text')?.reason ?? null);
    }
    expect(reasons).toEqual([null, 'notSubscribedSms', 'noPhone']);
  });

  it("sms: the brand's do-not-call list skips it, with the reason, and the decision is logged", async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [node('text', 'sms', { fromNumber: null, body: 'Hello' })],
      edges: [edge('trigger', 'text')],
    });
    const contact = await addContact(world, { phone: '+14155550177' });
    await addDoNotCallNumber(world.db, {
      brandId: world.brandId,
      userId: randomUUID(),
      phoneNumber: '+14155550177',
    });
    await enterByEvent(world, eventName, contact);
    const view = await onlyRunOf(world, journeyId);
    expect(view.steps.at(-1)).toMatchObject({
      node_id: 'text',
      status: 'skipped',
      reason: 'The number is on the do-not-call list.',
    });
    const logged = await listOutboundDecisions(world.db, {
      brandId: world.brandId,
      phoneNumber: '+14155550177',
    });
    expect(logged.entries).toMatchObject([
      { channel: 'sms', allowed: false, reason: 'dnc', source: 'journey' },
    ]);
  });

  it('quiet hours: an sms inside the window waits until it ends, then sends', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [node('text', 'sms', { fromNumber: null, body: 'Quiet {{ contact.firstName }}' })],
      edges: [edge('trigger', 'text')],
      settings: { quietHours: { enabled: true, start: '00:00', end: '23:59' }, defaultTimeZone: 'UTC' },
    });
    const contact = await addContact(world, { firstName: 'Quinn' });
    const saved = world.clock.now;
    world.clock.now = new Date('2026-03-02T12:00:00Z');
    await enterByEvent(world, eventName, contact);
    let view = await onlyRunOf(world, journeyId);
    expect(view.steps.at(-1)).toMatchObject({ node_id: 'text', status: 'waiting', reason: 'quietHours' });
    world.clock.now = new Date('2026-03-02T23:59:00Z');
    await drain(world);
    view = await onlyRunOf(world, journeyId);
    expect(view.run.state).toBe('completed');
    expect(view.steps.at(-1)).toMatchObject({ node_id: 'text', status: 'completed' });
    world.clock.now = saved;
  });

  it('customTask and reminder: routed tasks carrying the run, in the step transaction', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('task', 'customTask', {
          title: 'Call {{ contact.firstName }}',
          description: 'About {{ event.topic }}',
          attributes: [{ name: 'topic', value: '{{ event.topic }}' }],
        }),
        node('remind', 'reminder', { title: 'Remind {{ contact.firstName }}', description: '' }),
      ],
      edges: [edge('trigger', 'task'), edge('task', 'remind')],
    });
    const contact = await addContact(world, { firstName: 'Tess' });
    await enterByEvent(world, eventName, contact, { topic: 'billing' });
    const { run, steps } = await onlyRunOf(world, journeyId);
    const tasks = await engineRows<{ sid: string; channel: string; attributes: Record<string, unknown> }>(
      world.db,
      sql`select sid, channel, attributes from tasks where brand_id = ${world.brandId}
        and attributes->>'journeyRunId' = ${run.id} order by created_at`,
    );
    expect(tasks.map((task) => task.attributes.taskType).sort()).toEqual(['Custom Task', 'reminder']);
    const custom = tasks.find((task) => task.attributes.taskType === 'Custom Task');
    expect(custom?.attributes).toMatchObject({
      title: 'Call Tess',
      description: 'About billing',
      topic: 'billing',
      journeyId,
      journeyNodeId: 'task',
      profileId: contact.profileId,
    });
    expect(steps.find((step) => step.node_id === 'task')?.detail?.taskSid).toBe(custom?.sid);
  });

  it('updateContact: typed attributes as their type, custom and rvProperties, unset', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('set', 'updateContact', {
          updates: [
            { propertyName: 'leadScore', action: 'set', value: '{{ event.score }}' },
            { propertyName: 'plan', action: 'set', value: 'gold' },
            { propertyName: 'rvProperties.timezone', action: 'set', value: 'America/Denver' },
            { propertyName: 'lastName', action: 'unset', value: '' },
          ],
        }),
      ],
      edges: [edge('trigger', 'set')],
    });
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact, { score: 42 });
    expect((await onlyRunOf(world, journeyId)).run.state).toBe('completed');
    const [row] = await engineRows<{
      lead_score: number;
      custom_properties: Record<string, unknown>;
      rv_properties: Record<string, unknown>;
    }>(
      world.db,
      sql`select lead_score, custom_properties, rv_properties from contacts where id = ${contact.id}`,
    );
    expect(row).toMatchObject({
      lead_score: 42,
      custom_properties: { plan: 'gold' },
      rv_properties: { timezone: 'America/Denver' },
    });
  });

  it('a node that needs an integration fails its step with the reason (never passes)', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [node('voice-ai', 'voiceAI', {}), setFirstNameNode('after', 'After')],
      edges: [edge('trigger', 'voice-ai'), edge('voice-ai', 'after')],
    });
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    const { run, steps } = await onlyRunOf(world, journeyId);
    expect(run).toMatchObject({ state: 'failed', end_reason: ENGINE_TEXTS.needsIntegration });
    expect(steps.at(-1)).toMatchObject({
      node_id: 'voice-ai',
      status: 'failed',
      reason: ENGINE_TEXTS.needsIntegration,
    });
    expect(await firstNameOf(world, contact.id)).toBe('Ada');
  });
});
