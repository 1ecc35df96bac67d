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
  setFirstNameNode,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';

// How a run ends early: the journey's exit goal (checked before each step and on an event for a
// waiting contact), and a job that keeps throwing (retried with backoff, then dead: the run fails).

const world = useEngineWorld();

describe('exit goal and failures', () => {
  it('the exit goal ends the run before the next step once it holds', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [delayMinutesNode('wait', 1), setFirstNameNode('after', 'After')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
      settings: { exitGoal: { joinType: 'all', groups: [firstNameGroup('Goal')] } },
    });
    const contact = await addContact(world, { firstName: 'Eve' });
    await enterByEvent(world, eventName, contact);
    await world.db.execute(sql`update contacts set first_name = 'Goal' where id = ${contact.id}`);
    advanceClock(world, MINUTE_MS);
    await drain(world);
    const { run, steps } = await onlyRunOf(world, journeyId);
    expect(run).toMatchObject({ state: 'exited', end_reason: 'goal' });
    expect(steps.map((step) => step.node_id)).toEqual(['trigger', 'wait']);
    expect(await firstNameOf(world, contact.id)).toBe('Goal');
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
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [delayMinutesNode('wait', 60)],
      edges: [edge('trigger', 'wait')],
      settings: {
        exitGoal: { joinType: 'all', groups: [{ name: 'G', joinType: 'all', conditions: [goal] }] },
      },
    });
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    await track(world, contact.profileId, 'unrelated');
    await drain(world);
    expect((await onlyRunOf(world, journeyId)).run.state).toBe('active');
    await track(world, contact.profileId, 'goal_reached');
    await drain(world);
    const { run, steps } = await onlyRunOf(world, journeyId);
    expect(run).toMatchObject({ state: 'exited', end_reason: 'goal' });
    expect(steps.at(-1)).toMatchObject({ node_id: 'wait', status: 'ended', reason: 'goal' });
    const jobs = await engineRows(world.db, sql`select key from journey_jobs where run_id = ${run.id}`);
    expect(jobs).toHaveLength(0);
  });

  it('a job that keeps throwing is retried with backoff, then dead, and its run fails', async () => {
    const { journeyId, eventName } = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('task', 'customTask', { title: 'T', description: '', attributes: [], queueSid: 'WQ-missing' }),
      ],
      edges: [edge('trigger', 'task')],
    });
    const contact = await addContact(world);
    await enterByEvent(world, eventName, contact);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      advanceClock(world, 20 * 1_000);
      await drain(world);
    }
    const { run, steps } = await onlyRunOf(world, journeyId);
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
