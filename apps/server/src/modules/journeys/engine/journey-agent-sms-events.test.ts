import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../platform/db/test-database.ts';
import { namesOf, publishedEvents } from '../../events/platform-events-test-kit.ts';
import { recordPlatformEvents } from '../../events/record-platform-events.ts';
import {
  addContact,
  createEngineWorld,
  drain,
  type EngineWorld,
  edge,
  liveJourney,
  node,
  runsOf,
  stepsOf,
} from './engine-test-kit.ts';

// docs/events.md "Events the platform publishes": a journey's agentSms node publishes the task.created
// of its conversation's task, marked with the journey, so that journey is not entered again by it.

let world: EngineWorld;
beforeAll(async () => {
  world = await createEngineWorld();
});
afterAll(async () => {
  await world?.close();
});

describe(`agentSms task.created on ${testEngine()}`, () => {
  it('carries the task, its conversation and the journey, which its own task.created does not re-enter', async () => {
    // A journey on task.created, entering every time, whose agentSms creates a task (and its event).
    const { journeyId } = await liveJourney(world, {
      nodes: [
        node('trigger', 'trigger', {
          triggerType: 'parleyVoiceEvent',
          eventName: 'task.created',
          filters: [],
        }),
        node('text', 'agentSms', { title: 'Text {{ contact.firstName }}', body: 'Hi!' }),
      ],
      edges: [edge('trigger', 'text')],
      settings: { entryRule: 'everyTime' },
    });
    const contact = await addContact(world, { firstName: 'Ola' });
    // Some other task of the contact enters it.
    await world.db.transaction((tx) =>
      recordPlatformEvents(tx, {
        brandId: world.brandId,
        now: world.clock.now,
        events: [
          {
            contactId: contact.id,
            name: 'task.created',
            properties: { taskSid: 'WTother', channel: 'custom-tasks' },
          },
        ],
      }),
    );
    await drain(world);
    const runs = await runsOf(world, journeyId);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    if (!run) throw new Error('no run');
    const step = (await stepsOf(world, run.id)).at(-1);
    expect(step).toMatchObject({ node_id: 'text', status: 'completed' });
    const events = await publishedEvents(world.db, world.brandId, contact.id);
    expect(namesOf(events)).toEqual(['task.created', 'task.created']);
    expect(events.at(-1)?.properties).toEqual({
      taskSid: String(step?.detail?.taskSid),
      channel: 'sms',
      conversationSid: String(step?.detail?.conversationSid),
      journeyId,
      journeyNodeId: 'text',
    });
  });
});
