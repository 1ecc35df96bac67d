import { and, asc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.ts';
import {
  assertEventName,
  EVENT_RETENTION_MS,
  type RawKeyedPublishInput,
  type RawPublishInput,
  REPLAY_WINDOW_MS,
  type StatementRunner,
  type StreamEvent,
  type SubscriberFilter,
} from './event-bus.ts';
import { streamEvents } from './stream-events.tables.ts';

// Reads and writes of the event log, shared by both bus engines.

type StreamEventRow = typeof streamEvents.$inferSelect;

/** A stored row as the bus and SSE see it, plus the origin process the PostgreSQL bus filters on. */
export type StoredEvent = { event: StreamEvent; seq: number; origin: string | null };

function toStored(row: StreamEventRow): StoredEvent {
  return {
    seq: row.id,
    origin: row.origin,
    event: {
      id: String(row.id),
      brandId: row.brandId,
      userId: row.userId,
      name: row.name,
      data: row.data,
      createdAt: row.createdAt,
    },
  };
}

/** Rows per insert statement: five parameters each stays far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1_000;

/**
 * One multi-row insert (one per 1,000 events); the stored rows come back in input order. Every name
 * is checked before anything is stored.
 */
export async function insertEvents(
  db: AppDb,
  inputs: readonly RawPublishInput[],
  origin: string | null,
): Promise<StoredEvent[]> {
  for (const input of inputs) assertEventName(input.name);
  if (inputs.length <= INSERT_CHUNK) return insertChunk(db, inputs, origin);
  const stored: StoredEvent[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
    stored.push(...(await insertChunk(db, inputs.slice(start, start + INSERT_CHUNK), origin)));
  }
  return stored;
}

async function insertChunk(
  db: AppDb,
  inputs: readonly RawPublishInput[],
  origin: string | null,
): Promise<StoredEvent[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(streamEvents)
    .values(
      inputs.map((input) => ({
        brandId: input.brandId,
        userId: input.userId ?? null,
        name: input.name,
        // drizzle sends a JS null as SQL NULL; a null (or absent) payload is stored as JSON null.
        data: input.data === undefined || input.data === null ? sql`'null'::jsonb` : input.data,
        origin,
      })),
    )
    .returning();
  if (rows.length !== inputs.length) {
    throw new Error(`stream event insert returned ${rows.length} rows for ${inputs.length} events`);
  }
  // The identity is drawn row by row in VALUES order; RETURNING's order is not promised, the ids are.
  rows.sort((a, b) => a.id - b.id);
  return rows.map(toStored);
}

/** Rows of `json_agg(stored order by id)` over an insert's RETURNING, as stored events. */
function storedFromJson(value: unknown): StoredEvent[] {
  const raw = (parseJson(value) ?? []) as Array<{
    id: number | string;
    brand_id: string;
    user_id: string | null;
    name: string;
    data: unknown;
    origin: string | null;
    created_at: string;
  }>;
  return raw.map((event) =>
    toStored({
      id: Number(event.id),
      brandId: event.brand_id,
      userId: event.user_id,
      name: event.name,
      data: event.data,
      origin: event.origin,
      createdAt: new Date(event.created_at),
    }),
  );
}

type ChangeRow = { changed: number; stored: unknown };

/**
 * Runs `change` as a CTE and inserts the events in the same statement when it returned a row
 * (RawEventBus.publishWithChange). The events travel as array parameters, so the statement text is
 * fixed per call site and can be a prepared statement; identities are drawn in input order.
 */
export async function insertEventsWithChange(
  change: SQL,
  inputs: readonly RawPublishInput[],
  origin: string | null,
  run: StatementRunner,
): Promise<{ changed: number; stored: StoredEvent[] }> {
  for (const input of inputs) assertEventName(input.name);
  const list = <T>(pick: (input: RawPublishInput) => T) => sql.param(inputs.map(pick));
  const [row] = (await run(
    sql`with change as (${change}),
        stored as (
          insert into stream_events (brand_id, user_id, name, data, origin)
          select e.brand_id::uuid, e.user_id::uuid, e.name, e.data::jsonb, ${origin}::text
          from unnest(${list((input) => input.brandId)}::text[], ${list((input) => input.userId ?? null)}::text[],
                      ${list((input) => input.name)}::text[],
                      ${list((input) => JSON.stringify(input.data ?? null))}::text[])
               with ordinality as e(brand_id, user_id, name, data, n)
          where exists (select 1 from change)
          order by e.n
          returning id, brand_id, user_id, name, data, origin, created_at
        )
        select (select count(*) from change)::int as changed,
               (select coalesce(json_agg(stored order by stored.id), '[]'::json) from stored) as stored`,
  )) as ChangeRow[];
  const stored = storedFromJson(row?.stored);
  return { changed: Number(row?.changed ?? 0), stored };
}

type KeyedChangeRow = { keys: unknown; stored: unknown };

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The CTEs `ctes` (one named `change` returns a text column `key`) and, in the same statement, the
 * events whose key `change` returned (RawEventBus.storeWithChanges). Events travel as array parameters
 * (a fixed statement text per call site); identities are drawn in input order.
 */
export async function insertEventsWithChanges(
  ctes: SQL,
  inputs: readonly RawKeyedPublishInput[],
  origin: string | null,
  run: StatementRunner,
): Promise<{ keys: string[]; stored: StoredEvent[] }> {
  for (const input of inputs) assertEventName(input.name);
  const list = <T>(pick: (input: RawKeyedPublishInput) => T) => sql.param(inputs.map(pick));
  const [row] = (await run(
    sql`with ${ctes},
        stored as (
          insert into stream_events (brand_id, user_id, name, data, origin)
          select e.brand_id::uuid, e.user_id::uuid, e.name, e.data::jsonb, ${origin}::text
          from unnest(${list((input) => input.brandId)}::text[], ${list((input) => input.userId ?? null)}::text[],
                      ${list((input) => input.name)}::text[],
                      ${list((input) => JSON.stringify(input.data ?? null))}::text[],
                      ${list((input) => input.key)}::text[])
               with ordinality as e(brand_id, user_id, name, data, key, n)
          where e.key in (select change.key from change)
          order by e.n
          returning id, brand_id, user_id, name, data, origin, created_at
        )
        select (select coalesce(json_agg(change.key), '[]'::json) from change) as keys,
               (select coalesce(json_agg(stored order by stored.id), '[]'::json) from stored) as stored`,
  )) as KeyedChangeRow[];
  const keys = ((parseJson(row?.keys) ?? []) as unknown[]).map(String);
  return { keys, stored: storedFromJson(row?.stored) };
}

export async function selectReplay(
  db: AppDb,
  filter: SubscriberFilter,
  afterId: number,
): Promise<StreamEvent[]> {
  const rows = await db
    .select()
    .from(streamEvents)
    .where(
      and(
        eq(streamEvents.brandId, filter.brandId),
        gt(streamEvents.id, afterId),
        // The database clock decides the window, as it stamped created_at.
        gt(streamEvents.createdAt, sql`now() - make_interval(secs => ${REPLAY_WINDOW_MS / 1000})`),
        or(isNull(streamEvents.userId), eq(streamEvents.userId, filter.userId)),
      ),
    )
    .orderBy(asc(streamEvents.id));
  return rows.map((row) => toStored(row).event);
}

/**
 * Rows after the cursor plus any still-missing ids below it, for the PostgreSQL bus's reader. Rows of
 * `ownOrigin` come back as their id and origin only (event null): the reader needs them to move its
 * cursor, not their payload (it delivered them when it published them).
 */
export async function selectAfter(
  db: AppDb,
  cursor: number,
  missing: number[],
  limit: number,
  ownOrigin: string,
): Promise<Array<{ seq: number; origin: string | null; event: StreamEvent | null }>> {
  const after = gt(streamEvents.id, cursor);
  const foreign = sql`${streamEvents.origin} is distinct from ${ownOrigin}`;
  const rows = await db
    .select({
      id: streamEvents.id,
      origin: streamEvents.origin,
      brandId: sql<string | null>`case when ${foreign} then ${streamEvents.brandId} end`,
      userId: streamEvents.userId,
      name: sql<string | null>`case when ${foreign} then ${streamEvents.name} end`,
      data: sql<unknown>`case when ${foreign} then ${streamEvents.data} end`,
      createdAt: sql<Date | string | null>`case when ${foreign} then ${streamEvents.createdAt} end`,
    })
    .from(streamEvents)
    .where(missing.length > 0 ? or(after, inArray(streamEvents.id, missing)) : after)
    .orderBy(asc(streamEvents.id))
    .limit(limit);
  return rows.map((row) => {
    if (row.brandId === null || row.name === null || row.createdAt === null) {
      return { seq: row.id, origin: row.origin, event: null };
    }
    return toStored({
      id: row.id,
      brandId: row.brandId,
      userId: row.userId,
      name: row.name,
      data: row.data,
      origin: row.origin,
      createdAt: new Date(row.createdAt),
    });
  });
}

export async function selectMaxId(db: AppDb): Promise<number> {
  const [row] = await db.select({ max: sql<string | null>`max(${streamEvents.id})` }).from(streamEvents);
  return row?.max ? Number(row.max) : 0;
}

export async function deleteExpiredEvents(db: AppDb): Promise<void> {
  await db
    .delete(streamEvents)
    .where(lt(streamEvents.createdAt, sql`now() - make_interval(secs => ${EVENT_RETENTION_MS / 1000})`));
}
