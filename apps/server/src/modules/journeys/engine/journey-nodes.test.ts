import { nextTimeOfDay } from '@parley/core/journeys/delays';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstNameGroup } from '../../../test/condition-factories.ts';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  advanceClock,
  createEngineWorld,
  customTrigger,
  drain,
  type EngineWorld,
  edge,
  liveJourney,
  node,
  runsOf,
  stepsOf,
  track,
} from './engine-test-kit.ts';
import { ENGINE_TEXTS } from './engine-texts.ts';

const MINUTE = 60_000;
let world: EngineWorld;
beforeAll(async () => {
  world = await createEngineWorld();
});
afterAll(async () => {
  await world?.close();
});

let eventCounter = 0;
/** A live journey triggered by a fresh event name, with the given nodes after the trigger. */
async function journeyOf(nodes: unknown[], edges: unknown[], settings: unknown = {}) {
  eventCounter += 1;
  const eventName = `event_${eventCounter}`;
  const journey = await liveJourney(world, { nodes: [customTrigger(eventName), ...nodes], edges, settings });
  return { ...journey, eventName };
}

async function enter(
  eventName: string,
  contact: { profileId: string },
  properties: Record<string, unknown> = {},
) {
  await track(world, contact.profileId, eventName, properties);
  await drain(world);
}

async function onlyRun(journeyId: string) {
  const runs = await runsOf(world, journeyId);
  expect(runs).toHaveLength(1);
  const [run] = runs;
  if (!run) throw new Error('no run');
  return { run, steps: await stepsOf(world, run.id) };
}

async function firstNameOf(contactId: string): Promise<string | null> {
  const [row] = await engineRows<{ first_name: string | null }>(
    world.db,
    sql`select first_name from contacts where id = ${contactId}`,
  );
  return row?.first_name ?? null;
}

const setFirstName = (id: string, value: string) =>
  node(id, 'updateContact', { updates: [{ propertyName: 'firstName', action: 'set', value }] });

describe('delay', () => {
  it('duration: waits on the clock, then goes on', async () => {
    const { journeyId, eventName } = await journeyOf(
      [
        node('wait', 'delay', { mode: 'duration', duration: { amount: 5, unit: 'minutes' } }),
        setFirstName('set', 'Later'),
      ],
      [edge('trigger', 'wait'), edge('wait', 'set')],
    );
    const contact = await addContact(world);
    await enter(eventName, contact);
    let view = await onlyRun(journeyId);
    expect(view.run).toMatchObject({ state: 'active', node_id: 'wait' });
    expect(view.steps.at(-1)).toMatchObject({ node_id: 'wait', status: 'waiting', reason: 'timer' });
    advanceClock(world, 4 * MINUTE);
    await drain(world);
    expect((await onlyRun(journeyId)).run.node_id).toBe('wait');
    advanceClock(world, MINUTE);
    await drain(world);
    view = await onlyRun(journeyId);
    expect(view.run.state).toBe('completed');
    expect(view.steps.map((step) => [step.node_id, step.status])).toEqual([
      ['trigger', 'completed'],
      ['wait', 'completed'],
      ['set', 'completed'],
    ]);
    expect(await firstNameOf(contact.id)).toBe('Later');
  });

  it('timeOfDay: until the next HH:mm on the contact clock (journey zone by default)', async () => {
    const { journeyId, eventName } = await journeyOf(
      [node('wait', 'delay', { mode: 'timeOfDay', time: '09:30', weekdays: [] })],
      [edge('trigger', 'wait')],
      { defaultTimeZone: 'America/Chicago' },
    );
    const contact = await addContact(world);
    const entered = world.clock.now;
    await enter(eventName, contact);
    const { steps } = await onlyRun(journeyId);
    const until = new Date(String(steps.at(-1)?.detail?.until));
    expect(until.toISOString()).toBe(nextTimeOfDay(entered, '09:30', [], 'America/Chicago').toISOString());
  });

  it('untilEvent: the event leads out by `event`, else the timeout by `timeout`', async () => {
    const wait = node('wait', 'delay', {
      mode: 'untilEvent',
      eventType: 'customEvent',
      eventName: 'paid',
      filters: [],
      timeout: { amount: 1, unit: 'hours' },
    });
    const { journeyId, eventName } = await journeyOf(
      [wait, setFirstName('paid', 'Paid'), setFirstName('late', 'Late')],
      [edge('trigger', 'wait'), edge('wait', 'paid', 'event'), edge('wait', 'late', 'timeout')],
      { entryRule: 'everyTime' },
    );
    const payer = await addContact(world);
    const sleeper = await addContact(world);
    await enter(eventName, payer);
    await enter(eventName, sleeper);
    advanceClock(world, 10 * MINUTE);
    await track(world, payer.profileId, 'paid');
    await drain(world);
    advanceClock(world, 60 * MINUTE);
    await drain(world);
    expect(await firstNameOf(payer.id)).toBe('Paid');
    expect(await firstNameOf(sleeper.id)).toBe('Late');
    const waits = await engineRows(
      world.db,
      sql`select * from journey_waits where brand_id = ${world.brandId}`,
    );
    expect(waits).toHaveLength(0);
    const outputs = (await runsOf(world, journeyId)).map((run) => run.state);
    expect(outputs).toEqual(['completed', 'completed']);
  });
});

describe('conditional and ABTest', () => {
  it('contactAttribute (SQL compiler on the one contact) and triggeringEvent (core evaluator)', async () => {
    const triggering = {
      conditionalType: 'triggeringEvent',
      eventName: null,
      eventOperator: 'isSet',
      lastEventOnly: false,
      eventCount: null,
      filters: [
        { propertyName: 'plan', propertyType: 'string', propertyOperator: 'equals', propertyValue: 'pro' },
      ],
    };
    const { journeyId, eventName } = await journeyOf(
      [
        node('is-ada', 'conditional', {
          conditions: {
            joinType: 'all',
            groups: [firstNameGroup('Ada'), { name: 'G2', joinType: 'all', conditions: [triggering] }],
          },
        }),
        setFirstName('yes', 'Yes'),
        setFirstName('no', 'No'),
      ],
      [edge('trigger', 'is-ada'), edge('is-ada', 'yes', 'true'), edge('is-ada', 'no', 'false')],
      { entryRule: 'everyTime' },
    );
    const pro = await addContact(world, { firstName: 'Ada' });
    const free = await addContact(world, { firstName: 'Ada' });
    const bob = await addContact(world, { firstName: 'Bob' });
    await enter(eventName, pro, { plan: 'pro' });
    await enter(eventName, free, { plan: 'free' });
    await enter(eventName, bob, { plan: 'pro' });
    expect(await firstNameOf(pro.id)).toBe('Yes');
    expect(await firstNameOf(free.id)).toBe('No');
    expect(await firstNameOf(bob.id)).toBe('No');
    expect((await runsOf(world, journeyId)).every((run) => run.state === 'completed')).toBe(true);
  });

  it('ABTest: a weighted, deterministic branch per contact', async () => {
    const { journeyId, eventName } = await journeyOf(
      [
        node('split', 'ABTest', {
          branches: [
            { id: 'a', name: 'A', weight: 50 },
            { id: 'b', name: 'B', weight: 50 },
          ],
        }),
        setFirstName('set-a', 'A'),
        setFirstName('set-b', 'B'),
      ],
      [edge('trigger', 'split'), edge('split', 'set-a', 'a'), edge('split', 'set-b', 'b')],
    );
    const contacts = await Promise.all(Array.from({ length: 12 }, () => addContact(world)));
    for (const contact of contacts) await track(world, contact.profileId, eventName);
    await drain(world);
    const names = await Promise.all(contacts.map((contact) => firstNameOf(contact.id)));
    expect(new Set(names)).toEqual(new Set(['A', 'B']));
    for (const run of await runsOf(world, journeyId)) {
      const split = (await stepsOf(world, run.id)).find((step) => step.node_id === 'split');
      expect(split?.detail?.branch).toBe(split?.output);
    }
  });
});

describe('nodes that reach the contact or make work', () => {
  it('sms: rendered, sent through the simulator carrier; opt-in and a missing phone skip it', async () => {
    const { journeyId, eventName } = await journeyOf(
      [
        node('text', 'sms', {
          fromNumber: null,
          body: 'Hi {{ contact.firstName }}, order {{ event.orderId }}',
        }),
      ],
      [edge('trigger', 'text')],
    );
    const subscribed = await addContact(world, { firstName: 'Grace' });
    const unsubscribed = await addContact(world, { optIn: false });
    const noPhone = await addContact(world, { phone: null });
    await enter(eventName, subscribed, { orderId: 'A-1' });
    await enter(eventName, unsubscribed);
    await enter(eventName, noPhone);
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

  it('quiet hours: an sms inside the window waits until it ends, then sends', async () => {
    const { journeyId, eventName } = await journeyOf(
      [node('text', 'sms', { fromNumber: null, body: 'Quiet {{ contact.firstName }}' })],
      [edge('trigger', 'text')],
      { quietHours: { enabled: true, start: '00:00', end: '23:59' }, defaultTimeZone: 'UTC' },
    );
    const contact = await addContact(world, { firstName: 'Quinn' });
    const saved = world.clock.now;
    world.clock.now = new Date('2026-03-02T12:00:00Z');
    await enter(eventName, contact);
    let view = await onlyRun(journeyId);
    expect(view.steps.at(-1)).toMatchObject({ node_id: 'text', status: 'waiting', reason: 'quietHours' });
    world.clock.now = new Date('2026-03-02T23:59:00Z');
    await drain(world);
    view = await onlyRun(journeyId);
    expect(view.run.state).toBe('completed');
    expect(view.steps.at(-1)).toMatchObject({ node_id: 'text', status: 'completed' });
    world.clock.now = saved;
  });

  it('customTask and reminder: routed tasks carrying the run, in the step transaction', async () => {
    const { journeyId, eventName } = await journeyOf(
      [
        node('task', 'customTask', {
          title: 'Call {{ contact.firstName }}',
          description: 'About {{ event.topic }}',
          attributes: [{ name: 'topic', value: '{{ event.topic }}' }],
        }),
        node('remind', 'reminder', { title: 'Remind {{ contact.firstName }}', description: '' }),
      ],
      [edge('trigger', 'task'), edge('task', 'remind')],
    );
    const contact = await addContact(world, { firstName: 'Tess' });
    await enter(eventName, contact, { topic: 'billing' });
    const { run, steps } = await onlyRun(journeyId);
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
    const { journeyId, eventName } = await journeyOf(
      [
        node('set', 'updateContact', {
          updates: [
            { propertyName: 'leadScore', action: 'set', value: '{{ event.score }}' },
            { propertyName: 'plan', action: 'set', value: 'gold' },
            { propertyName: 'rvProperties.timezone', action: 'set', value: 'America/Denver' },
            { propertyName: 'lastName', action: 'unset', value: '' },
          ],
        }),
      ],
      [edge('trigger', 'set')],
    );
    const contact = await addContact(world);
    await enter(eventName, contact, { score: 42 });
    expect((await onlyRun(journeyId)).run.state).toBe('completed');
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
    const { journeyId, eventName } = await journeyOf(
      [node('voice-ai', 'voiceAI', {}), setFirstName('after', 'After')],
      [edge('trigger', 'voice-ai'), edge('voice-ai', 'after')],
    );
    const contact = await addContact(world);
    await enter(eventName, contact);
    const { run, steps } = await onlyRun(journeyId);
    expect(run).toMatchObject({ state: 'failed', end_reason: ENGINE_TEXTS.needsIntegration });
    expect(steps.at(-1)).toMatchObject({
      node_id: 'voice-ai',
      status: 'failed',
      reason: ENGINE_TEXTS.needsIntegration,
    });
    expect(await firstNameOf(contact.id)).toBe('Ada');
  });
});

describe('exit goal and failures', () => {
  it('the exit goal ends the run before the next step once it holds', async () => {
    const { journeyId, eventName } = await journeyOf(
      [
        node('wait', 'delay', { mode: 'duration', duration: { amount: 1, unit: 'minutes' } }),
        setFirstName('after', 'After'),
      ],
      [edge('trigger', 'wait'), edge('wait', 'after')],
      { exitGoal: { joinType: 'all', groups: [firstNameGroup('Goal')] } },
    );
    const contact = await addContact(world, { firstName: 'Eve' });
    await enter(eventName, contact);
    await world.db.execute(sql`update contacts set first_name = 'Goal' where id = ${contact.id}`);
    advanceClock(world, MINUTE);
    await drain(world);
    const { run, steps } = await onlyRun(journeyId);
    expect(run).toMatchObject({ state: 'exited', end_reason: 'goal' });
    expect(steps.map((step) => step.node_id)).toEqual(['trigger', 'wait']);
    expect(await firstNameOf(contact.id)).toBe('Goal');
  });

  it('an event for a waiting contact ends the run as soon as the exit goal holds', async () => {
    const goal = {
      conditionalType: 'customEvent',
      eventName: 'goal_reached',
      eventOperator: 'isSet',
      lastEventOnly: false,
      eventCount: null,
      filters: [],
    };
    const { journeyId, eventName } = await journeyOf(
      [node('wait', 'delay', { mode: 'duration', duration: { amount: 60, unit: 'minutes' } })],
      [edge('trigger', 'wait')],
      { exitGoal: { joinType: 'all', groups: [{ name: 'G', joinType: 'all', conditions: [goal] }] } },
    );
    const contact = await addContact(world);
    await enter(eventName, contact);
    await track(world, contact.profileId, 'unrelated');
    await drain(world);
    expect((await onlyRun(journeyId)).run.state).toBe('active');
    await track(world, contact.profileId, 'goal_reached');
    await drain(world);
    const { run, steps } = await onlyRun(journeyId);
    expect(run).toMatchObject({ state: 'exited', end_reason: 'goal' });
    expect(steps.at(-1)).toMatchObject({ node_id: 'wait', status: 'ended', reason: 'goal' });
    const jobs = await engineRows(world.db, sql`select key from journey_jobs where run_id = ${run.id}`);
    expect(jobs).toHaveLength(0);
  });

  it('a job that keeps throwing is retried with backoff, then dead, and its run fails', async () => {
    const { journeyId, eventName } = await journeyOf(
      [node('task', 'customTask', { title: 'T', description: '', attributes: [], queueSid: 'WQ-missing' })],
      [edge('trigger', 'task')],
    );
    const contact = await addContact(world);
    await enter(eventName, contact);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      advanceClock(world, 20 * 1_000);
      await drain(world);
    }
    const { run, steps } = await onlyRun(journeyId);
    expect(run.state).toBe('failed');
    expect(steps.at(-1)).toMatchObject({ node_id: 'task', status: 'failed' });
    const [job] = await engineRows<{ attempts: number; dead_at: Date | null; last_error: string }>(
      world.db,
      sql`select attempts, dead_at, last_error from journey_jobs where run_id = ${run.id}`,
    );
    expect(job?.attempts).toBe(5);
    expect(job?.dead_at).not.toBeNull();
  });
});
