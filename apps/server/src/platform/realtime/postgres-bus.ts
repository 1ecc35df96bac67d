import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/database.ts';
import type {
  BusErrorHandler,
  RawEventBus,
  RawKeyedPublishInput,
  RawPublishInput,
  StatementRunner,
  StoredWithChanges,
  StreamEvent,
} from './event-bus.ts';
import { logBusErrorToConsole, parseEventId } from './event-bus.ts';
import { startEventCleanup } from './event-cleanup.ts';
import {
  insertEvents,
  insertEventsWithChange,
  insertEventsWithChanges,
  selectAfter,
  selectMaxId,
  selectReplay,
} from './event-store.ts';
import { ListenConnection } from './listen-connection.ts';
import { NotifyBatcher, parseNotifyPayload } from './notify-batcher.ts';
import { ReadCursor } from './read-cursor.ts';
import { SubscriberRegistry } from './subscriber-registry.ts';

export type PostgresBusOptions = {
  channel?: string;
  /** At most one NOTIFY per this interval per process. */
  notifyIntervalMs?: number;
  /** Fallback read: a lost notification only delays delivery by this much. */
  pollIntervalMs?: number;
  /** How long an id skipped by an out-of-order commit is re-read before it is given up. */
  gapGraceMs?: number;
  gapRecheckMs?: number;
  readBatchSize?: number;
  cleanupIntervalMs?: number;
  onError?: BusErrorHandler;
};

export type PostgresBusStats = {
  notificationsSent: number;
  notificationsReceived: number;
  reads: number;
  delivered: number;
  gapsGivenUp: number;
  listenReconnects: number;
};

export type PostgresEventBus = RawEventBus & { readonly processId: string; stats(): PostgresBusStats };

type PostgresHandle = Extract<DbHandle, { kind: 'postgres' }>;

/**
 * Several server processes on one database (DESIGN.md §3). Each stores its events in the shared log
 * and delivers them locally at once; other processes learn of them from a batched NOTIFY (or the
 * fallback poll) and read the log after their cursor, skipping rows they published themselves.
 */
export function createPostgresBus(
  handle: Pick<PostgresHandle, 'db' | 'connectionString'>,
  options: PostgresBusOptions = {},
): PostgresEventBus {
  const channel = options.channel ?? 'parley_events';
  const gapRecheckMs = options.gapRecheckMs ?? 200;
  const readBatchSize = options.readBatchSize ?? 500;
  const onError = options.onError ?? logBusErrorToConsole;
  const { db } = handle;
  const processId = randomBytes(6).toString('hex');
  const registry = new SubscriberRegistry(onError);
  let cursor: ReadCursor | null = null;
  let notificationsReceived = 0;
  let reads = 0;
  let delivered = 0;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  let closed = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let gapTimer: NodeJS.Timeout | null = null;
  let stopCleanup: (() => void) | null = null;

  const notifier = new NotifyBatcher(
    async (payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    processId,
    options.notifyIntervalMs ?? 25,
    onError,
  );
  const listener = new ListenConnection({
    connectionString: handle.connectionString,
    channel,
    onNotify: (payload) => {
      notificationsReceived += 1;
      const note = parseNotifyPayload(payload);
      if (!note || note.origin === processId || !cursor) return;
      if (note.maxId > cursor.position || cursor.hasMissing()) requestRead();
    },
    onConnected: () => requestRead(),
    onError,
  });

  async function readNewEvents(from: ReadCursor): Promise<void> {
    do {
      readAgain = false;
      reads += 1;
      // Our own rows come back without payload: they only move the cursor.
      const rows = await selectAfter(db, from.position, from.missingIds(), readBatchSize, processId);
      for (const row of rows) {
        // accept() first, so even our own rows move the cursor and fill gaps.
        if (from.accept(row.seq) && row.event && row.origin !== processId && !closed) {
          delivered += 1;
          registry.deliver(row.event);
        }
      }
      if (rows.length === readBatchSize) readAgain = true;
    } while (readAgain && !closed);
  }

  /** Coalesces read requests: one read at a time, and one more if asked while it ran. */
  function requestRead(): void {
    if (!cursor || closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readNewEvents(cursor)
      .catch((error: unknown) => {
        // No immediate retry against a failing database: the next poll or notification tries again.
        readAgain = false;
        onError(error);
      })
      .finally(() => {
        reading = null;
        if (readAgain) requestRead();
        else if (cursor?.hasMissing()) scheduleGapRecheck();
      });
  }

  async function publishMany(inputs: readonly RawPublishInput[]): Promise<StreamEvent[]> {
    const stored = await insertEvents(db, inputs, processId);
    for (const row of stored) registry.deliver(row.event);
    // One nudge covers the batch: receivers read everything up to its highest id.
    const last = stored.at(-1);
    if (last) notifier.note(last.seq);
    return stored.map((row) => row.event);
  }

  function scheduleGapRecheck(): void {
    if (gapTimer || closed) return;
    gapTimer = setTimeout(() => {
      gapTimer = null;
      requestRead();
    }, gapRecheckMs);
    gapTimer.unref();
  }

  async function publishWithChange(
    change: SQL,
    inputs: readonly RawPublishInput[],
    run: StatementRunner,
  ): Promise<{ changed: number; events: StreamEvent[] }> {
    const { changed, stored } = await insertEventsWithChange(change, inputs, processId, run);
    for (const row of stored) registry.deliver(row.event);
    const last = stored.at(-1);
    if (last) notifier.note(last.seq);
    return { changed, events: stored.map((row) => row.event) };
  }

  async function storeWithChanges(
    ctes: SQL,
    inputs: readonly RawKeyedPublishInput[],
    run: StatementRunner,
  ): Promise<StoredWithChanges> {
    const { keys, stored } = await insertEventsWithChanges(ctes, inputs, processId, run);
    return {
      keys,
      events: stored.map((row) => row.event),
      deliver: () => {
        for (const row of stored) registry.deliver(row.event);
        const last = stored.at(-1);
        if (last) notifier.note(last.seq);
      },
    };
  }

  return {
    processId,
    async publish(input): Promise<StreamEvent> {
      const [event] = await publishMany([input]);
      if (!event) throw new Error('stream event insert returned no row');
      return event;
    },
    publishMany,
    publishWithChange,
    storeWithChanges,
    subscribe: (filter, eventListener) => registry.subscribe(filter, eventListener),
    async replaySince(filter, lastEventId) {
      const afterId = parseEventId(lastEventId);
      return afterId === null ? [] : selectReplay(db, filter, afterId);
    },
    async start() {
      if (cursor) return;
      // Live delivery starts from now; anything older is the replay's job.
      cursor = new ReadCursor(await selectMaxId(db), options.gapGraceMs ?? 2_000);
      await listener.start();
      pollTimer = setInterval(requestRead, options.pollIntervalMs ?? 3_000);
      pollTimer.unref();
      stopCleanup = startEventCleanup(db, onError, options.cleanupIntervalMs);
    },
    async close() {
      closed = true;
      if (pollTimer) clearInterval(pollTimer);
      if (gapTimer) clearTimeout(gapTimer);
      stopCleanup?.();
      await notifier.close();
      await listener.close();
      await reading;
    },
    stats: () => ({
      notificationsSent: notifier.sent,
      notificationsReceived,
      reads,
      delivered,
      gapsGivenUp: cursor?.givenUp ?? 0,
      listenReconnects: listener.reconnects,
    }),
  };
}
