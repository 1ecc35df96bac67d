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
  firstNameOf,
  liveJourney,
  liveJourneyOnNewEvent,
  MINUTE_MS,
  node,
  onlyRunOf,
  setFirstNameNode,
  stepsOf,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';
import { runJobBatch } from './job-runner.ts';

// The set-based runner (docs/journeys.md "The runner, set-based"): a job that throws is put back
// alone while the rest of its batch commits; a contact's second job of a batch waits for the next one,
// so two steps changing one contact both land; work of contacts in flight goes before new entries.

const world = useEngineWorld();

async function lastNameOf(contactId: string): Promise<string | null> {
  const [row] = await engineRows<{ last_name: string | null }>(
    world.db,
    sql`select last_name from contacts where id = ${contactId}`,
  );
  return row?.last_name ?? null;
}

const runOnce = (batchSize: number) =>
  runJobBatch(world.deps, { batchSize, now: () => world.clock.now, retryBaseMs: 1_000 });

describe('the set-based runner', () => {
  it('a job that throws is put back alone; the rest of its batch commits', async () => {
    const failing = await liveJourneyOnNewEvent(world, {
      nodes: [
        node('task', 'customTask', { title: 'T', description: '', attributes: [], queueSid: 'WQ-missing' }),
      ],
      edges: [edge('trigger', 'task')],
    });
    const working = await liveJourneyOnNewEvent(world, {
      nodes: [setFirstNameNode('mark', 'Marked')],
      edges: [edge('trigger', 'mark')],
    });
    const ann = await addContact(world, { firstName: 'Ann' });
    const bob = await addContact(world, { firstName: 'Bob' });
    await track(world, ann.profileId, failing.eventName);
    await track(world, bob.profileId, working.eventName);
    // The two triggers in one batch, then the task (throws) and the update in the next.
    await drain(world, { batchSize: 10 });
    expect((await onlyRunOf(world, working.journeyId)).run.state).toBe('completed');
    expect(await firstNameOf(world, bob.id)).toBe('Marked');
    const { run } = await onlyRunOf(world, failing.journeyId);
    expect(run).toMatchObject({ state: 'active', node_id: 'task' });
    const jobs = await engineRows<{ kind: string; attempts: number; last_error: string | null }>(
      world.db,
      sql`select kind, attempts, last_error from journey_jobs where run_id = ${run.id}`,
    );
    expect(jobs).toEqual([{ kind: 'step', attempts: 1, last_error: expect.any(String) }]);
    expect(await stepsOf(world, run.id)).toHaveLength(1);
  });

  it("a contact's two steps in one batch both change the contact (the second waits a batch)", async () => {
    const eventName = 'two_journeys_one_contact';
    const first = await liveJourney(world, {
      nodes: [customTrigger(eventName), setFirstNameNode('first', 'One')],
      edges: [edge('trigger', 'first')],
    });
    const second = await liveJourney(world, {
      nodes: [
        customTrigger(eventName),
        node('last', 'updateContact', {
          updates: [{ propertyName: 'lastName', action: 'set', value: 'Two' }],
        }),
      ],
      edges: [edge('trigger', 'last')],
    });
    const contact = await addContact(world, { firstName: 'Cy' });
    await track(world, contact.profileId, eventName);
    await drain(world, { batchSize: 10 });
    expect((await onlyRunOf(world, first.journeyId)).run.state).toBe('completed');
    expect((await onlyRunOf(world, second.journeyId)).run.state).toBe('completed');
    expect(await firstNameOf(world, contact.id)).toBe('One');
    expect(await lastNameOf(contact.id)).toBe('Two');
  });

  it('a timer of a contact in flight goes before an older entry', async () => {
    const waiting = await liveJourneyOnNewEvent(world, {
      nodes: [delayMinutesNode('wait', 1), setFirstNameNode('after', 'After')],
      edges: [edge('trigger', 'wait'), edge('wait', 'after')],
    });
    const entering = await liveJourneyOnNewEvent(world, {
      nodes: [setFirstNameNode('mark', 'Entered')],
      edges: [edge('trigger', 'mark')],
    });
    const dee = await addContact(world, { firstName: 'Dee' });
    const eli = await addContact(world, { firstName: 'Eli' });
    await track(world, dee.profileId, waiting.eventName);
    await drain(world);
    // Only Dee's timer is pending (the first test's failing job would be due too).
    await world.db.execute(
      sql`delete from journey_jobs where brand_id = ${world.brandId} and journey_id <> ${waiting.journeyId}`,
    );
    advanceClock(world, 30_000);
    // Eli's entry is due 30 s before Dee's timer.
    await track(world, eli.profileId, entering.eventName);
    advanceClock(world, MINUTE_MS);
    expect(await runOnce(1)).toBe(1);
    const dees = await onlyRunOf(world, waiting.journeyId);
    expect(dees.steps.find((step) => step.node_id === 'wait')?.status).toBe('completed');
    expect((await onlyRunOf(world, entering.journeyId)).steps).toHaveLength(0);
    await drain(world);
    expect(await firstNameOf(world, dee.id)).toBe('After');
    expect(await firstNameOf(world, eli.id)).toBe('Entered');
  });
});
