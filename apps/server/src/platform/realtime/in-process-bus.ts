import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database.ts';
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
  selectReplay,
} from './event-store.ts';
import { SubscriberRegistry } from './subscriber-registry.ts';

export type BusOptions = { onError?: BusErrorHandler; cleanupIntervalMs?: number };

/** One server process: store the event, then hand it straight to this process's subscribers. */
export function createInProcessBus(db: AppDb, options: BusOptions = {}): RawEventBus {
  const onError = options.onError ?? logBusErrorToConsole;
  const registry = new SubscriberRegistry(onError);
  let stopCleanup: (() => void) | null = null;

  async function publishMany(inputs: readonly RawPublishInput[]): Promise<StreamEvent[]> {
    const stored = await insertEvents(db, inputs, null);
    for (const row of stored) registry.deliver(row.event);
    return stored.map((row) => row.event);
  }

  async function publishWithChange(
    change: SQL,
    inputs: readonly RawPublishInput[],
    run: StatementRunner,
  ): Promise<{ changed: number; events: StreamEvent[] }> {
    const { changed, stored } = await insertEventsWithChange(change, inputs, null, run);
    for (const row of stored) registry.deliver(row.event);
    return { changed, events: stored.map((row) => row.event) };
  }

  async function storeWithChanges(
    ctes: SQL,
    inputs: readonly RawKeyedPublishInput[],
    run: StatementRunner,
  ): Promise<StoredWithChanges> {
    const { keys, stored } = await insertEventsWithChanges(ctes, inputs, null, run);
    return {
      keys,
      events: stored.map((row) => row.event),
      deliver: () => {
        for (const row of stored) registry.deliver(row.event);
      },
    };
  }

  return {
    async publish(input): Promise<StreamEvent> {
      const [event] = await publishMany([input]);
      if (!event) throw new Error('stream event insert returned no row');
      return event;
    },
    publishMany,
    publishWithChange,
    storeWithChanges,
    subscribe: (filter, listener) => registry.subscribe(filter, listener),
    async replaySince(filter, lastEventId) {
      const afterId = parseEventId(lastEventId);
      return afterId === null ? [] : selectReplay(db, filter, afterId);
    },
    async start() {
      stopCleanup ??= startEventCleanup(db, onError, options.cleanupIntervalMs);
    },
    async close() {
      stopCleanup?.();
      stopCleanup = null;
    },
  };
}
