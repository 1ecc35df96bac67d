import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../db/database.ts';
import { createTestDatabase, testEngine } from '../db/test-database.ts';
import { busContractTests } from './bus-contract.ts';
import { collect, sleep, waitFor } from './events-test-support.ts';
import { createPostgresBus, type PostgresBusOptions, type PostgresEventBus } from './postgres-bus.ts';

type PostgresHandle = Extract<DbHandle, { kind: 'postgres' }>;

async function postgresTestDatabase(): Promise<PostgresHandle> {
  const handle = await createTestDatabase();
  if (handle.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  return handle;
}

const ids = (events: { id: string }[]) => events.map((event) => event.id);

describe.skipIf(testEngine() !== 'postgres')('PostgreSQL event bus', () => {
  describe('as an EventBus', () => {
    busContractTests(async () => {
      const handle = await postgresTestDatabase();
      const bus = createPostgresBus(handle);
      await bus.start();
      return {
        bus,
        db: handle.db,
        close: async () => {
          await bus.close();
          await handle.close();
        },
      };
    });
  });

  describe('between server processes on one database', () => {
    let handle: PostgresHandle;
    // A second pool on the same database: what another server process would have.
    let otherProcess: DbHandle;
    const buses: PostgresEventBus[] = [];
    const brandX = randomUUID();
    const brandY = randomUUID();
    const agent1 = randomUUID();
    const agent2 = randomUUID();
    // Deliveries must come through NOTIFY unless a test says otherwise: the poll is pushed out of reach.
    const viaNotify: PostgresBusOptions = { pollIntervalMs: 600_000, gapGraceMs: 1_000, gapRecheckMs: 50 };

    async function startBus(on: DbHandle, options: PostgresBusOptions): Promise<PostgresEventBus> {
      if (on.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const bus = createPostgresBus(on, options);
      await bus.start();
      buses.push(bus);
      return bus;
    }

    beforeAll(async () => {
      handle = await postgresTestDatabase();
      otherProcess = await openDatabase({ databaseUrl: handle.connectionString, poolSize: 3 });
    });

    afterAll(async () => {
      for (const bus of buses) await bus.close();
      await otherProcess.close();
      await handle.close();
    });

    it("deliver each other's events, brand- and agent-scoped, each exactly once", async () => {
      const busA = await startBus(handle, { ...viaNotify, channel: 'scoped' });
      const busB = await startBus(otherProcess, { ...viaNotify, channel: 'scoped' });
      const onA = collect(busA, { brandId: brandX, userId: agent1 });
      const onB = collect(busB, { brandId: brandX, userId: agent1 });
      const onBAgent2 = collect(busB, { brandId: brandX, userId: agent2 });
      const onBOtherBrand = collect(busB, { brandId: brandY, userId: agent1 });

      const x1 = await busA.publish({ brandId: brandX, name: 'task.created', data: { from: 'A' } });
      const privateToAgent2 = await busA.publish({
        brandId: brandX,
        userId: agent2,
        name: 'reservation.created',
        data: 1,
      });
      const y1 = await busA.publish({ brandId: brandY, name: 'task.created', data: { from: 'A' } });
      const x2 = await busB.publish({ brandId: brandX, name: 'task.created', data: { from: 'B' } });

      await waitFor(
        () => onBAgent2.events.length === 3 && onA.events.length === 2,
        5_000,
        'cross deliveries',
      );
      await sleep(300);
      expect(ids(onA.events)).toEqual([x1.id, x2.id]);
      expect(ids(onB.events).sort()).toEqual([x1.id, x2.id].sort());
      expect(ids(onBAgent2.events).sort()).toEqual([x1.id, privateToAgent2.id, x2.id].sort());
      expect(ids(onBOtherBrand.events)).toEqual([y1.id]);
      expect(onB.events.find((event) => event.id === x1.id)).toMatchObject({
        name: 'task.created',
        data: { from: 'A' },
      });
    });

    it('batches NOTIFY: many publishes cause few notifications', async () => {
      const channel = 'batched';
      const busA = await startBus(handle, { ...viaNotify, channel });
      const busB = await startBus(otherProcess, { ...viaNotify, channel });
      const counter = new pg.Client({ connectionString: handle.connectionString });
      await counter.connect();
      let notifications = 0;
      counter.on('notification', () => {
        notifications += 1;
      });
      await counter.query(`LISTEN ${channel}`);
      const received = collect(busB, { brandId: brandX, userId: agent1 });

      const started = Date.now();
      const published: string[] = [];
      for (let round = 0; round < 30; round += 1) {
        const batch = Array.from({ length: 10 }, (_, index) =>
          busA.publish({ brandId: brandX, name: 'task.updated', data: { round, index } }),
        );
        published.push(...ids(await Promise.all(batch)));
      }
      const elapsedMs = Date.now() - started;
      await waitFor(() => received.events.length === 300, 10_000, 'all 300 events on the other bus');
      await sleep(100);
      await counter.end();

      console.info(`300 publishes in ${elapsedMs} ms -> ${notifications} notifications`);
      expect(ids(received.events).sort()).toEqual(published.sort());
      // At most one per 25 ms interval (plus the trailing one), and far fewer than one per event.
      expect(notifications).toBeLessThanOrEqual(Math.ceil(elapsedMs / 25) + 2);
      expect(notifications).toBeLessThan(100);
      expect(busA.stats().notificationsSent).toBe(notifications);
    });

    it('delivers a published batch to another process in order, with one notification', async () => {
      const channel = 'batch-many';
      const busA = await startBus(handle, { ...viaNotify, channel });
      const busB = await startBus(otherProcess, { ...viaNotify, channel });
      const onA = collect(busA, { brandId: brandX, userId: agent1 });
      const onB = collect(busB, { brandId: brandX, userId: agent1 });
      const onBAgent2 = collect(busB, { brandId: brandX, userId: agent2 });
      const onBOtherBrand = collect(busB, { brandId: brandY, userId: agent1 });

      const batch = await busA.publishMany([
        { brandId: brandX, name: 'task.updated', data: { n: 0 } },
        { brandId: brandX, userId: agent1, name: 'reservation.created', data: { n: 1 } },
        { brandId: brandY, name: 'task.updated', data: { n: 2 } },
        { brandId: brandX, userId: agent2, name: 'reservation.created', data: { n: 3 } },
        { brandId: brandX, name: 'task.updated', data: { n: 4 } },
      ]);
      const [b0, b1, b2, b3, b4] = ids(batch);
      await waitFor(
        () => onB.events.length === 3 && onBAgent2.events.length === 3 && onBOtherBrand.events.length === 1,
        5_000,
        'the batch on the other bus',
      );
      await sleep(200);
      expect(ids(onA.events)).toEqual([b0, b1, b4]);
      expect(ids(onB.events)).toEqual([b0, b1, b4]);
      expect(ids(onBAgent2.events)).toEqual([b0, b3, b4]);
      expect(ids(onBOtherBrand.events)).toEqual([b2]);
      expect(onB.events[1]).toMatchObject({ userId: agent1, name: 'reservation.created', data: { n: 1 } });
      expect(busA.stats().notificationsSent).toBe(1);
    });

    it('delivers an id that committed after a higher one was read, and gives up a rolled-back one', async () => {
      const busA = await startBus(handle, { ...viaNotify, channel: 'gaps' });
      const busB = await startBus(otherProcess, { ...viaNotify, channel: 'gaps', gapGraceMs: 500 });
      const received = collect(busB, { brandId: brandX, userId: agent1 });
      const slowWriter = new pg.Client({ connectionString: handle.connectionString });
      await slowWriter.connect();
      const insertSlowly = async () => {
        await slowWriter.query('BEGIN');
        const { rows } = await slowWriter.query<{ id: string }>(
          `insert into stream_events (brand_id, name, origin) values ($1, 'task.slow', 'elsewhere') returning id`,
          [brandX],
        );
        return rows[0]!.id;
      };

      const lowId = await insertSlowly();
      const high = await busA.publish({ brandId: brandX, name: 'task.fast', data: null });
      await waitFor(() => ids(received.events).includes(high.id), 5_000, 'the higher id');
      await slowWriter.query('COMMIT');
      await waitFor(() => ids(received.events).includes(lowId), 5_000, 'the late-committed lower id');
      expect(ids(received.events)).toEqual([high.id, lowId]);

      const rolledBack = await insertSlowly();
      const after = await busA.publish({ brandId: brandX, name: 'task.fast', data: null });
      await waitFor(() => ids(received.events).includes(after.id), 5_000, 'the id after the rollback');
      await slowWriter.query('ROLLBACK');
      await waitFor(() => busB.stats().gapsGivenUp === 1, 5_000, 'the rolled-back id to be given up');
      expect(ids(received.events)).not.toContain(rolledBack);
      await slowWriter.end();
    });

    it('still delivers by polling when notifications are lost', async () => {
      // Different channels: B never hears A's NOTIFY and must find the event by its poll.
      const busA = await startBus(handle, { ...viaNotify, channel: 'lost-a' });
      const busB = await startBus(otherProcess, { channel: 'lost-b', pollIntervalMs: 200 });
      const received = collect(busB, { brandId: brandX, userId: agent1 });
      const event = await busA.publish({ brandId: brandX, name: 'task.created', data: null });
      await waitFor(() => received.events.length === 1, 3_000, 'the polled event');
      expect(ids(received.events)).toEqual([event.id]);
    });

    it('reconnects its LISTEN connection after it drops', async () => {
      const busA = await startBus(handle, { ...viaNotify, channel: 'reconnect' });
      const busB = await startBus(otherProcess, { ...viaNotify, channel: 'reconnect' });
      const received = collect(busB, { brandId: brandX, userId: agent1 });
      await handle.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'parley-events-listen' and datname = current_database()`,
      );
      await waitFor(() => busB.stats().listenReconnects > 0, 5_000, 'a reconnect');
      await sleep(200);
      const event = await busA.publish({ brandId: brandX, name: 'task.created', data: null });
      await waitFor(() => received.events.length === 1, 3_000, 'the event after the reconnect');
      expect(ids(received.events)).toEqual([event.id]);
    });

    it("delivers a separate OS process's events", async () => {
      const bus = await startBus(handle, viaNotify);
      const received = collect(bus, { brandId: brandY, userId: agent2 });
      const child = path.join(import.meta.dirname, 'postgres-bus.child-publisher.ts');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', child, handle.connectionString, brandY, '20'],
        { cwd: path.resolve(import.meta.dirname, '../../../../..'), timeout: 30_000 },
      );
      const childIds: string[] = JSON.parse(stdout);
      expect(childIds).toHaveLength(20);
      await waitFor(() => received.events.length === 20, 5_000, "the child's events");
      expect(ids(received.events)).toEqual(childIds);
      expect(received.events[0]?.data).toMatchObject({ index: 0 });
    });
  });
});
