import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../db/database.ts';
import type { EventBus } from './event-bus.ts';
import { collect } from './events-test-support.ts';

/**
 * What every EventBus engine must do, registered as tests inside the caller's describe block.
 * setup() returns a started bus on a database that has the stream_events table.
 */
export function busContractTests(
  setup: () => Promise<{ bus: EventBus; db: AppDb; close: () => Promise<void> }>,
) {
  let bus: EventBus;
  let db: AppDb;
  let close: () => Promise<void>;
  const brandA = randomUUID();
  const brandB = randomUUID();
  const agent1 = randomUUID();
  const agent2 = randomUUID();

  beforeAll(async () => {
    ({ bus, db, close } = await setup());
  });
  afterAll(async () => {
    await close();
  });

  it('delivers a brand only its own events', async () => {
    const ofA = collect(bus, { brandId: brandA, userId: agent1 });
    const ofB = collect(bus, { brandId: brandB, userId: agent2 });
    const a = await bus.publish({ brandId: brandA, name: 'task.created', data: { task: 'a' } });
    const b = await bus.publish({ brandId: brandB, name: 'task.created', data: { task: 'b' } });
    ofA.stop();
    ofB.stop();
    expect(ofA.events.map((event) => event.id)).toEqual([a.id]);
    expect(ofB.events.map((event) => event.id)).toEqual([b.id]);
    expect(ofA.events[0]).toMatchObject({
      brandId: brandA,
      userId: null,
      name: 'task.created',
      data: { task: 'a' },
    });
  });

  it('delivers an agent-private event only to that agent', async () => {
    const agent1Stream = collect(bus, { brandId: brandA, userId: agent1 });
    const agent2Stream = collect(bus, { brandId: brandA, userId: agent2 });
    const sameUserOtherBrand = collect(bus, { brandId: brandB, userId: agent1 });
    const own = await bus.publish({ brandId: brandA, userId: agent1, name: 'reservation.created', data: 1 });
    const shared = await bus.publish({ brandId: brandA, name: 'agent.statusChanged', data: 2 });
    for (const stream of [agent1Stream, agent2Stream, sameUserOtherBrand]) stream.stop();
    expect(agent1Stream.events.map((event) => event.id)).toEqual([own.id, shared.id]);
    expect(agent2Stream.events.map((event) => event.id)).toEqual([shared.id]);
    expect(sameUserOtherBrand.events).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const stream = collect(bus, { brandId: brandA, userId: agent1 });
    stream.stop();
    stream.stop();
    await bus.publish({ brandId: brandA, name: 'task.updated', data: null });
    expect(stream.events).toEqual([]);
  });

  it('replays events after Last-Event-ID within five minutes, filtered like subscribe', async () => {
    const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
    const old = await bus.publish({ brandId: brandA, name: 'task.old', data: null });
    const later = await bus.publish({ brandId: brandA, name: 'task.later', data: { n: 1 } });
    await bus.publish({ brandId: brandB, name: 'task.otherBrand', data: null });
    const other = await bus.publish({ brandId: brandA, userId: agent2, name: 'private.other', data: null });
    const mine = await bus.publish({ brandId: brandA, userId: agent1, name: 'private.mine', data: null });
    await db.execute(
      sql`update stream_events set created_at = now() - interval '6 minutes' where id = ${old.id}`,
    );

    const forAgent1 = await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id);
    expect(forAgent1.map((event) => event.name)).toEqual(['task.later', 'private.mine']);
    expect(forAgent1[0]).toMatchObject({ id: later.id, data: { n: 1 } });
    const forAgent2 = await bus.replaySince({ brandId: brandA, userId: agent2 }, since.id);
    expect(forAgent2.map((event) => event.id)).toEqual([later.id, other.id]);
    expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, mine.id)).toEqual([]);
  });

  it('replays nothing for a malformed Last-Event-ID', async () => {
    expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, 'abc')).toEqual([]);
    expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, '-1')).toEqual([]);
  });

  it('refuses an event name that would break the stream format', async () => {
    await expect(bus.publish({ brandId: brandA, name: 'x\ndata: forged', data: null })).rejects.toThrow(
      /Invalid stream event name/,
    );
  });
}
