import { describe, expect, it } from 'vitest';
import { testEngine } from '../../../platform/db/test-database.ts';
import { namesOf, only, publishedEvents } from '../../events/platform-events-test-kit.ts';
import {
  addContact,
  customTrigger,
  drain,
  edge,
  enterByEvent,
  liveJourney,
  node,
  runsOf,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';

// docs/events.md "Events the platform publishes": a journey's sms and task nodes publish sms.sent /
// sms.failed and task.created in the step's transaction, marked with the journey; a journey never
// re-enters a contact through an event one of its own steps caused.

const world = useEngineWorld();

const voiceTrigger = (eventName: string) =>
  node('trigger', 'trigger', { triggerType: 'parleyVoiceEvent', eventName, filters: [] });

describe(`platform events of journey steps on ${testEngine()}`, () => {
  it('an sms node publishes sms.sent (sms.failed when refused), a customTask node task.created', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('welcome'),
        node('text', 'sms', { fromNumber: null, body: 'Hi {{ contact.firstName }}' }),
        node('task', 'customTask', { title: 'Call back', description: '', attributes: [] }),
      ],
      edges: [edge('trigger', 'text'), edge('text', 'task')],
    });
    const ada = await addContact(world, { firstName: 'Ada', phone: '+14155550190' });
    // The simulator carrier refuses texts to numbers ending 0000 ('failed').
    const bob = await addContact(world, { firstName: 'Bob', phone: '+14155550000' });
    await track(world, ada.profileId, 'welcome');
    await track(world, bob.profileId, 'welcome');
    await drain(world);
    expect((await runsOf(world, journeyId)).map((run) => run.state)).toEqual(['completed', 'completed']);

    const adas = await publishedEvents(world.db, world.brandId, ada.id);
    expect(namesOf(adas)).toEqual(['sms.sent', 'task.created']);
    expect(only(adas, 'sms.sent').properties).toEqual({
      from: world.deps.carrier.defaultBrandNumber,
      to: '+14155550190',
      body: 'Hi Ada',
      deliveryStatus: 'delivered',
      journeyId,
      journeyNodeId: 'text',
    });
    expect(only(adas, 'task.created').properties).toEqual({
      taskSid: expect.stringMatching(/^WT/),
      channel: 'custom-tasks',
      journeyId,
      journeyNodeId: 'task',
    });
    const bobs = await publishedEvents(world.db, world.brandId, bob.id);
    expect(only(bobs, 'sms.failed').properties).toMatchObject({ body: 'Hi Bob', deliveryStatus: 'failed' });
  });

  it('a journey on sms.sent that texts, entering every time, is not re-entered by its own text', async () => {
    const { journeyId: starter } = await liveJourney(world, {
      nodes: [customTrigger('start_chain'), node('text', 'sms', { fromNumber: null, body: 'First' })],
      edges: [edge('trigger', 'text')],
    });
    const { journeyId: echo } = await liveJourney(world, {
      nodes: [voiceTrigger('sms.sent'), node('text', 'sms', { fromNumber: null, body: 'Echo' })],
      edges: [edge('trigger', 'text')],
      settings: { entryRule: 'everyTime' },
    });
    const cy = await addContact(world, { firstName: 'Cy' });
    await enterByEvent(world, 'start_chain', cy);
    expect((await runsOf(world, starter)).map((run) => run.state)).toEqual(['completed']);
    // The starter's text entered the echo journey once; the echo's own text did not enter it again.
    expect((await runsOf(world, echo)).map((run) => run.state)).toEqual(['completed']);
    expect(namesOf(await publishedEvents(world.db, world.brandId, cy.id))).toEqual(['sms.sent', 'sms.sent']);
  });
});
