import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../db/database.ts';
import type { RawEventBus as EventBus } from './event-bus.ts';
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

  it('publishes a batch in order, filtered like single events', async () => {
    const agent1Stream = collect(bus, { brandId: brandA, userId: agent1 });
    const agent2Stream = collect(bus, { brandId: brandA, userId: agent2 });
    const ofB = collect(bus, { brandId: brandB, userId: agent1 });
    const published = await bus.publishMany([
      { brandId: brandA, name: 'task.updated', data: { n: 1 } },
      { brandId: brandA, userId: agent1, name: 'reservation.created', data: { n: 2 } },
      { brandId: brandB, name: 'task.updated', data: { n: 3 } },
      { brandId: brandA, userId: agent2, name: 'reservation.created', data: null },
      { brandId: brandA, name: 'task.updated', data: { n: 5 } },
    ]);
    for (const stream of [agent1Stream, agent2Stream, ofB]) stream.stop();

    expect(published.map((event) => event.name)).toEqual([
      'task.updated',
      'reservation.created',
      'task.updated',
      'reservation.created',
      'task.updated',
    ]);
    const numericIds = published.map((event) => Number(event.id));
    expect(numericIds).toEqual([...numericIds].sort((a, b) => a - b));
    expect(new Set(numericIds).size).toBe(5);
    expect(published[1]).toMatchObject({ brandId: brandA, userId: agent1, data: { n: 2 } });
    expect(published[3]).toMatchObject({ userId: agent2, data: null });
    const [p0, p1, p2, p3, p4] = published.map((event) => event.id);
    expect(agent1Stream.events.map((event) => event.id)).toEqual([p0, p1, p4]);
    expect(agent2Stream.events.map((event) => event.id)).toEqual([p0, p3, p4]);
    expect(ofB.events.map((event) => event.id)).toEqual([p2]);
    expect(agent1Stream.events[1]).toEqual(published[1]);
  });

  it('replays a published batch like single events', async () => {
    const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
    const batch = await bus.publishMany([
      { brandId: brandA, name: 'batch.first', data: { n: 1 } },
      { brandId: brandA, userId: agent2, name: 'batch.private', data: null },
      { brandId: brandA, userId: agent1, name: 'batch.mine', data: [1, 2] },
      { brandId: brandA, name: 'batch.last', data: 'x' },
    ]);
    const forAgent1 = await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id);
    expect(forAgent1.map((event) => event.name)).toEqual(['batch.first', 'batch.mine', 'batch.last']);
    expect(forAgent1.map((event) => event.id)).toEqual([batch[0]?.id, batch[2]?.id, batch[3]?.id]);
    expect(forAgent1[1]).toMatchObject({ userId: agent1, data: [1, 2] });
    expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, batch[3]?.id ?? '')).toEqual([]);
  });

  it('publishes a batch larger than one insert statement, still in order', async () => {
    const stream = collect(bus, { brandId: brandB, userId: agent2 });
    const inputs = Array.from({ length: 2_345 }, (_, index) => ({
      brandId: brandB,
      name: 'task.bulk',
      data: { index },
    }));
    const published = await bus.publishMany(inputs);
    stream.stop();
    expect(published.map((event) => (event.data as { index: number }).index)).toEqual(
      inputs.map((_, index) => index),
    );
    const numericIds = published.map((event) => Number(event.id));
    expect(numericIds).toEqual([...numericIds].sort((a, b) => a - b));
    expect(stream.events.map((event) => event.id)).toEqual(published.map((event) => event.id));
  });

  it('publishes nothing for an empty batch', async () => {
    const stream = collect(bus, { brandId: brandA, userId: agent1 });
    expect(await bus.publishMany([])).toEqual([]);
    stream.stop();
    expect(stream.events).toEqual([]);
  });

  it('refuses a whole batch when one name would break the stream format', async () => {
    const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
    const stream = collect(bus, { brandId: brandA, userId: agent1 });
    await expect(
      bus.publishMany([
        { brandId: brandA, name: 'task.updated', data: null },
        { brandId: brandA, name: 'x\ndata: forged', data: null },
      ]),
    ).rejects.toThrow(/Invalid stream event name/);
    stream.stop();
    expect(stream.events).toEqual([]);
    expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id)).toEqual([]);
  });

  it('refuses an event name that would break the stream format', async () => {
    await expect(bus.publish({ brandId: brandA, name: 'x\ndata: forged', data: null })).rejects.toThrow(
      /Invalid stream event name/,
    );
  });

  describe('publishWithChange', () => {
    const run = (query: SQL) => db.execute(query).then((result) => (result as { rows: unknown[] }).rows);
    const insertMark = (id: string) =>
      sql`insert into bus_contract_marks (id) values (${id}) on conflict do nothing returning id`;

    beforeAll(async () => {
      await db.execute(sql`create table if not exists bus_contract_marks (id text primary key)`);
    });

    it('stores the events in the statement of the change, in order, and delivers them', async () => {
      const stream = collect(bus, { brandId: brandA, userId: agent1 });
      const result = await bus.publishWithChange(
        insertMark(randomUUID()),
        [
          { brandId: brandA, name: 'task.updated', data: { n: 1 } },
          { brandId: brandA, userId: agent1, name: 'reservation.created', data: { n: 2 } },
        ],
        run,
      );
      stream.stop();
      expect(result.changed).toBe(1);
      expect(result.events.map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(Number(result.events[0]?.id)).toBeLessThan(Number(result.events[1]?.id));
      expect(result.events[1]).toMatchObject({
        brandId: brandA,
        userId: agent1,
        name: 'reservation.created',
      });
      expect(stream.events.map((event) => event.id)).toEqual(result.events.map((event) => event.id));
    });

    it('stores nothing when the change touched no row', async () => {
      const id = randomUUID();
      await db.execute(sql`insert into bus_contract_marks (id) values (${id})`);
      const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
      const result = await bus.publishWithChange(
        insertMark(id),
        [{ brandId: brandA, name: 'task.updated', data: null }],
        run,
      );
      expect(result).toEqual({ changed: 0, events: [] });
      expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id)).toEqual([]);
    });

    it('stores no event when the change fails', async () => {
      const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
      await expect(
        bus.publishWithChange(
          sql`insert into bus_contract_marks (id) values (null) returning id`,
          [{ brandId: brandA, name: 'task.updated', data: null }],
          run,
        ),
      ).rejects.toThrow();
      expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id)).toEqual([]);
    });
  });

  describe('storeWithChanges', () => {
    const run = (query: SQL) => db.execute(query).then((result) => (result as { rows: unknown[] }).rows);
    const insertMarks = (ids: string[]) =>
      sql`change as (insert into bus_contract_marks (id) select unnest(${sql.param(ids)}::text[])
                     on conflict do nothing returning id as key)`;

    beforeAll(async () => {
      await db.execute(sql`create table if not exists bus_contract_marks (id text primary key)`);
    });

    it('stores the events of the keys the change returned, in order, and delivers them when asked', async () => {
      const [kept, taken, other] = [randomUUID(), randomUUID(), randomUUID()];
      await db.execute(sql`insert into bus_contract_marks (id) values (${taken})`);
      const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
      const stream = collect(bus, { brandId: brandA, userId: agent1 });
      const result = await bus.storeWithChanges(
        insertMarks([kept, taken, other]),
        [
          { key: kept, brandId: brandA, userId: agent1, name: 'reservation.created', data: { n: 1 } },
          { key: taken, brandId: brandA, name: 'task.updated', data: { n: 2 } },
          { key: other, brandId: brandA, name: 'task.updated', data: { n: 3 } },
          { key: kept, brandId: brandA, name: 'task.updated', data: { n: 4 } },
        ],
        run,
      );
      expect(result.keys.sort()).toEqual([kept, other].sort());
      expect(result.events.map((event) => event.data)).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
      const ids = result.events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      // Stored, not delivered yet.
      expect(stream.events).toEqual([]);
      result.deliver();
      stream.stop();
      expect(stream.events.map((event) => event.id)).toEqual(result.events.map((event) => event.id));
      const replayed = await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id);
      expect(replayed.map((event) => event.id)).toEqual(result.events.map((event) => event.id));
    });

    it('stores nothing when the change returned no key, and nothing when it fails', async () => {
      const id = randomUUID();
      await db.execute(sql`insert into bus_contract_marks (id) values (${id})`);
      const since = await bus.publish({ brandId: brandA, name: 'mark', data: null });
      const result = await bus.storeWithChanges(
        insertMarks([id]),
        [{ key: id, brandId: brandA, name: 'task.updated', data: null }],
        run,
      );
      expect(result.keys).toEqual([]);
      expect(result.events).toEqual([]);
      await expect(
        bus.storeWithChanges(
          sql`change as (insert into bus_contract_marks (id) values (null) returning id as key)`,
          [{ key: 'x', brandId: brandA, name: 'task.updated', data: null }],
          run,
        ),
      ).rejects.toThrow();
      expect(await bus.replaySince({ brandId: brandA, userId: agent1 }, since.id)).toEqual([]);
    });
  });
}
