import { journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  advanceClock,
  customTrigger,
  delayMinutesNode,
  drain,
  edge,
  liveJourney,
  MINUTE_MS,
  runsOf,
  setFirstNameNode,
  stepsOf,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';
import { moveRunsToVersion } from './move-runs.ts';

const world = useEngineWorld();

/** Publishes version 2 as the builder's publish does: the version row, then the runs move in one transaction. */
async function publish(journeyId: string, input: { nodes: unknown[]; edges: unknown[] }) {
  const definition = journeyDefinitionSchema.parse(input);
  return world.db.transaction(async (tx) => {
    await tx.execute(sql`insert into journey_versions (brand_id, journey_id, version, definition)
      values (${world.brandId}, ${journeyId}, 2, ${JSON.stringify(definition)}::jsonb)`);
    await tx.execute(sql`update journeys set live_version = 2 where id = ${journeyId}`);
    return moveRunsToVersion(tx, {
      brandId: world.brandId,
      journeyId,
      toVersion: 2,
      definition,
      now: world.clock.now,
    });
  });
}

async function firstNames(contactIds: string[]) {
  const rows = await engineRows<{ first_name: string }>(
    world.db,
    sql`select first_name from contacts where id = any(${`{${contactIds.join(',')}}`}::uuid[]) order by first_name`,
  );
  return rows.map((row) => row.first_name);
}

async function contactsWaiting(eventName: string, count: number) {
  const contacts = [];
  for (let index = 0; index < count; index += 1) {
    const contact = await addContact(world);
    await track(world, contact.profileId, eventName);
    contacts.push(contact);
  }
  await drain(world);
  return contacts;
}

describe('publishing a new version with contacts in flight (core versioning.ts)', () => {
  it('keep: same node, same data — the runs move to version 2 and keep their timers', async () => {
    const v1 = {
      nodes: [customTrigger('keep'), delayMinutesNode('wait', 10), setFirstNameNode('after', 'V1')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
    };
    const { journeyId } = await liveJourney(world, v1);
    const contacts = await contactsWaiting('keep', 2);
    advanceClock(world, 4 * MINUTE_MS);
    const moved = await publish(journeyId, {
      nodes: [customTrigger('keep'), delayMinutesNode('wait', 10), setFirstNameNode('after', 'V2')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
    });
    expect(moved).toEqual({ kept: 2, restarted: 0, ended: 0 });
    expect((await runsOf(world, journeyId)).map((run) => run.version)).toEqual([2, 2]);
    // The timer stays: 6 more minutes, not 10.
    advanceClock(world, 6 * MINUTE_MS);
    await drain(world);
    expect(await firstNames(contacts.map((contact) => contact.id))).toEqual(['V2', 'V2']);
    const [run] = await runsOf(world, journeyId);
    const steps = await stepsOf(world, run?.id ?? '');
    expect(steps.map((step) => [step.node_id, step.version, step.status])).toEqual([
      ['trigger', 1, 'completed'],
      ['wait', 2, 'completed'],
      ['after', 2, 'completed'],
    ]);
  });

  it('restart: a changed node runs afresh from the publish time', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [customTrigger('restart'), delayMinutesNode('wait', 10), setFirstNameNode('after', 'R')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
    });
    const [contact] = await contactsWaiting('restart', 1);
    advanceClock(world, 8 * MINUTE_MS);
    const moved = await publish(journeyId, {
      nodes: [customTrigger('restart'), delayMinutesNode('wait', 5), setFirstNameNode('after', 'R')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
    });
    expect(moved).toEqual({ kept: 0, restarted: 1, ended: 0 });
    await drain(world);
    advanceClock(world, 3 * MINUTE_MS);
    await drain(world);
    // Old timer's time passed (11 min after entering), new one not yet (3 of 5 min).
    expect((await runsOf(world, journeyId))[0]).toMatchObject({
      state: 'active',
      node_id: 'wait',
      version: 2,
    });
    advanceClock(world, 2 * MINUTE_MS);
    await drain(world);
    const [run] = await runsOf(world, journeyId);
    expect(run?.state).toBe('completed');
    expect(await firstNames([contact?.id ?? ''])).toEqual(['R']);
    const steps = await stepsOf(world, run?.id ?? '');
    expect(steps.map((step) => [step.node_id, step.version, step.status, step.reason])).toEqual([
      ['trigger', 1, 'completed', null],
      ['wait', 1, 'ended', 'restartedByNewVersion'],
      ['wait', 2, 'completed', null],
      ['after', 2, 'completed', null],
    ]);
  });

  it('end: a removed node ends the run, recorded on a final step; nothing stays pending', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [customTrigger('removed'), delayMinutesNode('wait', 10), setFirstNameNode('after', 'X')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
    });
    const [contact] = await contactsWaiting('removed', 1);
    const moved = await publish(journeyId, {
      nodes: [customTrigger('removed'), setFirstNameNode('after', 'X')],
      edges: [edge('trigger', 'after')],
    });
    expect(moved).toEqual({ kept: 0, restarted: 0, ended: 1 });
    const [run] = await runsOf(world, journeyId);
    expect(run).toMatchObject({ state: 'ended', end_reason: 'nodeRemoved', node_id: null });
    expect((await stepsOf(world, run?.id ?? '')).at(-1)).toMatchObject({
      node_id: 'wait',
      version: 1,
      status: 'ended',
      reason: 'nodeRemoved',
    });
    const jobs = await engineRows(world.db, sql`select 1 from journey_jobs where run_id = ${run?.id}`);
    expect(jobs).toHaveLength(0);
    advanceClock(world, 20 * MINUTE_MS);
    await drain(world);
    expect(await firstNames([contact?.id ?? ''])).toEqual(['Ada']);
  });
});
