import type { StreamEventData, StreamEventName } from '@parley/core/realtime/stream-events';
import type { SQL } from 'drizzle-orm';
// The realtime event bus (DESIGN.md §3): use-cases publish, SSE streams subscribe. One interface,
// two engines: in-process for a single node, PostgreSQL LISTEN/NOTIFY when processes share a database.

export type StreamEvent = {
  /** The stored row's id as a decimal string: the SSE `id:` a browser sends back as Last-Event-ID. */
  id: string;
  brandId: string;
  /** Set for agent-private events: only that user's subscriptions receive them. */
  userId: string | null;
  name: string;
  data: unknown;
  createdAt: Date;
};

/** Executes one statement and returns its rows (a pool's prepared statement, a transaction, PGlite). */
export type StatementRunner = (query: SQL) => Promise<unknown[]>;

/**
 * One event to publish: a name of the stream's catalogue (packages/core `<area>/stream-events.ts`)
 * with data of its shape. The bus itself stores and delivers any name (RawPublishInput); use-cases
 * publish only catalogued events, and the test app's bus refuses anything else (checked-event-bus.ts).
 */
export type PublishInput = {
  [N in StreamEventName]: { brandId: string; userId?: string | null; name: N; data: StreamEventData<N> };
}[StreamEventName];

/** What the bus stores and delivers: any name and data (its own tests use made-up events). */
export type RawPublishInput = { brandId: string; userId?: string | null; name: string; data: unknown };

/** An event stored only if its change returned `key` (EventBus.storeWithChanges). */
export type KeyedPublishInput = PublishInput & { key: string };
export type RawKeyedPublishInput = RawPublishInput & { key: string };

/** Events stored with a change and not delivered yet (EventBus.storeWithChanges). */
export type StoredWithChanges = {
  /** The keys the change returned (each once per returned row). */
  keys: string[];
  /** The stored events, in input order (ascending ids). */
  events: StreamEvent[];
  /** Hands the events to subscribers (and other processes): once their transaction has committed. */
  deliver(): void;
};

export type SubscriberFilter = { brandId: string; userId: string };

export type EventListener = (event: StreamEvent) => void;

/**
 * The bus, typed by what it accepts: `EventBus` (what the app hands use-cases) takes catalogued events
 * only; `RawEventBus` (what the engines are, and what the bus's own tests drive) takes any.
 */
export interface EventBusOf<I extends RawPublishInput> {
  /** Stores the event, then delivers it to local subscribers (and, on PostgreSQL, to other processes). */
  publish(input: I): Promise<StreamEvent>;
  /**
   * Stores the events with one multi-row insert (ids in input order), then delivers them in that
   * order as publish does. An invalid name refuses the whole batch before anything is stored.
   */
  publishMany(inputs: readonly I[]): Promise<StreamEvent[]>;
  /**
   * Runs `change` (one data-modifying statement with RETURNING, used as a CTE) and stores the events
   * in the same statement, only if the change returned a row; then delivers them as publishMany does.
   * A change and its events cost one round trip and one commit, and commit or fail together.
   * `run` executes the statement (e.g. the caller's prepared-statement runner).
   */
  publishWithChange(
    change: SQL,
    inputs: readonly I[],
    run: StatementRunner,
  ): Promise<{ changed: number; events: StreamEvent[] }>;
  /**
   * Stores events with a change in one statement that the caller may run inside its own
   * transaction. `ctes` are one or more CTE definitions (`name as (…)`, comma separated) of which
   * the one named `change` returns a text column `key` (typically a data-modifying statement with
   * RETURNING); each event is stored only if `change` returned its `key`, in input order. Nothing is
   * delivered: call `deliver()` once the statement's transaction has committed (at once when the
   * statement ran on its own), never if it rolled back. `run` executes the statement.
   */
  storeWithChanges(
    ctes: SQL,
    inputs: readonly (I & { key: string })[],
    run: StatementRunner,
  ): Promise<StoredWithChanges>;
  /** Only that brand's events; events with a userId only when it is this subscriber's. Returns unsubscribe. */
  subscribe(filter: SubscriberFilter, listener: EventListener): () => void;
  /** Stored events after `lastEventId`, within the replay window, filtered as subscribe, oldest first. */
  replaySince(filter: SubscriberFilter, lastEventId: string): Promise<StreamEvent[]>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where a bus reports failures it recovers from by itself (a dropped LISTEN connection, a failed
 * read or cleanup). The app passes its logger; the default still never swallows them silently.
 */
export type BusErrorHandler = (error: unknown) => void;
export const logBusErrorToConsole: BusErrorHandler = (error) => console.error('event bus:', error);

/** A reconnecting browser gets what it missed in this window; older gaps mean a reload. */
export const REPLAY_WINDOW_MS = 5 * 60_000;
/** Stored events outlive the replay window by a margin, then the cleanup deletes them. */
export const EVENT_RETENTION_MS = 10 * 60_000;
export const EVENT_CLEANUP_INTERVAL_MS = 60_000;

// An event name becomes an SSE `event:` line: a line break in it would forge extra fields.
const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

export function assertEventName(name: string): void {
  if (!EVENT_NAME.test(name)) throw new Error(`Invalid stream event name: ${JSON.stringify(name)}`);
}

/** Last-Event-ID comes from the browser: accept only what an id we issued can look like. */
export function parseEventId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

export type EventBus = EventBusOf<PublishInput>;
export type RawEventBus = EventBusOf<RawPublishInput>;
