import { nextTimeOfDay } from '@parley/core/journeys/delays';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstNameGroup } from '../../../test/condition-factories.ts';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  advanceClock,
  delayMinutesNode,
  drain,
  edge,
  enterByEvent,
  firstNameOf,
  liveJourneyOnNewEvent,
  MINUTE_MS,
  node,
  onlyRunOf,
  runsOf,
  setFirstNameNode,
  stepsOf,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';

// The nodes that steer a contact through the journey (nodes/flow-nodes.ts): delay (a duration, a
// time of day, until an event), conditional and ABTest.

const world = useEngineWorld();

describe('delay', () => {
  it('duration: waits on the clock, then goes on', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [delayMinutesNode('wait', 5), setFirstNameNode('set', 'Later')],
      edges: [edge('trigger', 'wait'), edge('wait', 'set')],
    });
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    let view = await onlyRunOf(world, journeyId);
    expect(view.run).toMatchObject({ state: 'active', node_id: 'wait' });
    expect(view.steps.at(-1)).toMatchObject({ node_id: 'wait', status: 'waiting', reason: 'timer' });
    advanceClock(world, 4 * MINUTE_MS);
    await drain(world);
    expect((await onlyRunOf(world, journeyId)).run.node_id).toBe('wait');
    advanceClock(world, MINUTE_MS);
    await drain(world);
    view = await onlyRunOf(world, journeyId);
    expect(view.run.state).toBe('completed');
    expect(view.steps.map((step) => [step.node_id, step.status])).toEqual([
      ['trigger', 'completed'],
      ['wait', 'completed'],
      ['set', 'completed'],
    ]);
    expect(await firstNameOf(world, contact.id)).toBe('Later');
  });

  it('timeOfDay: until the next HH:mm on the contact clock (journey zone by default)', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [node('wait', 'delay', { mode: 'timeOfDay', time: '09:30', weekdays: [] })],
      edges: [edge('trigger', 'wait')],
      settings: { defaultTimeZone: 'America/Chicago' },
    });
    const contact = await addContact(world);
    const entered = world.clock.now;
    await enterByEvent(world, eventName, contact);
    const { steps } = await onlyRunOf(world, journeyId);
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
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [wait, setFirstNameNode('paid', 'Paid'), setFirstNameNode('late', 'Late')],
      edges: [edge('trigger', 'wait'), edge('wait', 'paid', 'event'), edge('wait', 'late', 'timeout')],
      settings: { entryRule: 'everyTime' },
    });
    const payer = await addContact(world);
    const sleeper = await addContact(world);
    await enterByEvent(world, eventName, payer);
    await enterByEvent(world, eventName, sleeper);
    advanceClock(world, 10 * MINUTE_MS);
    await track(world, payer.profileId, 'paid');
    await drain(world);
    advanceClock(world, 60 * MINUTE_MS);
    await drain(world);
    expect(await firstNameOf(world, payer.id)).toBe('Paid');
    expect(await firstNameOf(world, sleeper.id)).toBe('Late');
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
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('is-ada', 'conditional', {
          conditions: {
            joinType: 'all',
            groups: [firstNameGroup('Ada'), { name: 'G2', joinType: 'all', conditions: [triggering] }],
          },
        }),
        setFirstNameNode('yes', 'Yes'),
        setFirstNameNode('no', 'No'),
      ],
      edges: [edge('trigger', 'is-ada'), edge('is-ada', 'yes', 'true'), edge('is-ada', 'no', 'false')],
      settings: { entryRule: 'everyTime' },
    });
    const pro = await addContact(world, { firstName: 'Ada' });
    const free = await addContact(world, { firstName: 'Ada' });
    const bob = await addContact(world, { firstName: 'Bob' });
    await enterByEvent(world, eventName, pro, { plan: 'pro' });
    await enterByEvent(world, eventName, free, { plan: 'free' });
    await enterByEvent(world, eventName, bob, { plan: 'pro' });
    expect(await firstNameOf(world, pro.id)).toBe('Yes');
    expect(await firstNameOf(world, free.id)).toBe('No');
    expect(await firstNameOf(world, bob.id)).toBe('No');
    expect((await runsOf(world, journeyId)).every((run) => run.state === 'completed')).toBe(true);
  });

  it('ABTest: a weighted, deterministic branch per contact', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('split', 'ABTest', {
          branches: [
            { id: 'a', name: 'A', weight: 50 },
            { id: 'b', name: 'B', weight: 50 },
          ],
        }),
        setFirstNameNode('set-a', 'A'),
        setFirstNameNode('set-b', 'B'),
      ],
      edges: [edge('trigger', 'split'), edge('split', 'set-a', 'a'), edge('split', 'set-b', 'b')],
    });
    const contacts = await Promise.all(Array.from({ length: 12 }, () => addContact(world)));
    for (const contact of contacts) await track(world, contact.profileId, eventName);
    await drain(world);
    const names = await Promise.all(contacts.map((contact) => firstNameOf(world, contact.id)));
    expect(new Set(names)).toEqual(new Set(['A', 'B']));
    for (const run of await runsOf(world, journeyId)) {
      const split = (await stepsOf(world, run.id)).find((step) => step.node_id === 'split');
      expect(split?.detail?.branch).toBe(split?.output);
    }
  });
});
