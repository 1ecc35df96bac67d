import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEventLatest, contactEvents } from './events.tables.ts';

export type NewContactEvent = {
  id: string;
  contactId: string;
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
};

// Rows per statement: one JSON parameter each, so the size is bounded by memory, not parameters.
const CHUNK = 2_000;

/**
 * Appends events in as few statements as possible, and keeps contact_event_latest (each contact's
 * latest event per type and name) in the same statement. The rows travel as one JSON document
 * expanded by jsonb_to_recordset: on the embedded database that is several times cheaper than
 * thousands of bound parameters, and on PostgreSQL it is as fast.
 *
 * The summary merge: the chunk's latest event per (contact, type, name) and how many of its events
 * share that millisecond; an existing row is replaced by a later millisecond, added to on the same
 * millisecond (a tie), and left alone by an older one (events may arrive out of order).
 */
export async function appendContactEvents(
  tx: DbExecutor,
  options: { brandId: string; events: NewContactEvent[]; receivedAt: Date },
): Promise<void> {
  const { brandId, receivedAt } = options;
  for (let start = 0; start < options.events.length; start += CHUNK) {
    const rows = options.events.slice(start, start + CHUNK).map((event) => ({
      id: event.id,
      contact_id: event.contactId,
      event_type: event.eventType,
      event_name: event.eventName,
      properties: event.properties,
      occurred_at: event.occurredAt.toISOString(),
    }));
    await tx.execute(sql`
      with incoming as (
        select row.id, row.contact_id, row.event_type, row.event_name, row.properties, row.occurred_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as row(id uuid, contact_id uuid, event_type text, event_name text, properties jsonb, occurred_at timestamptz)
      ),
      appended as (
        insert into ${contactEvents} (brand_id, id, contact_id, event_type, event_name, properties, occurred_at, received_at)
        select ${brandId}::uuid, id, contact_id, event_type, event_name, properties, occurred_at, ${receivedAt.toISOString()}::timestamptz
        from incoming
      ),
      ranked as (
        select contact_id, event_type, event_name, occurred_at, properties,
          max(occurred_at) over (partition by contact_id, event_type, event_name) as latest_at
        from incoming
      ),
      latest as (
        select contact_id, event_type, event_name, max(latest_at) as latest_at, count(*)::int as latest_count,
          (array_agg(properties))[1] as properties
        from ranked
        where occurred_at >= date_trunc('milliseconds', latest_at)
        group by contact_id, event_type, event_name
      )
      insert into ${contactEventLatest} as summary (brand_id, event_name, event_type, contact_id, latest_at, latest_count, properties)
      select ${brandId}::uuid, event_name, event_type, contact_id, latest_at, latest_count, properties from latest
      order by event_name, event_type, contact_id -- one lock order for concurrent batches: no deadlock
      on conflict (brand_id, event_name, event_type, contact_id) do update set
        latest_at = greatest(summary.latest_at, excluded.latest_at),
        latest_count = case
          when date_trunc('milliseconds', excluded.latest_at) = date_trunc('milliseconds', summary.latest_at)
            then summary.latest_count + excluded.latest_count
          else excluded.latest_count end,
        properties = excluded.properties
      where date_trunc('milliseconds', excluded.latest_at) >= date_trunc('milliseconds', summary.latest_at)`);
  }
}

/**
 * Recomputes contact_event_latest from the stored events, for some contacts of a brand or all of
 * them (after a merge moved events; the bench's bulk seed). Deletes their rows first.
 */
export async function rebuildLatestEvents(
  tx: DbExecutor,
  options: { brandId: string; contactIds?: readonly string[] },
): Promise<void> {
  const { brandId, contactIds } = options;
  const onlyContacts = (column: string) =>
    contactIds ? sql` and ${sql.identifier(column)} = any(${`{${contactIds.join(',')}}`}::uuid[])` : sql``;
  await tx.execute(
    sql`delete from ${contactEventLatest} where brand_id = ${brandId}::uuid${onlyContacts('contact_id')}`,
  );
  await tx.execute(sql`
    insert into ${contactEventLatest} (brand_id, event_name, event_type, contact_id, latest_at, latest_count, properties)
    select distinct on (event_name, event_type, contact_id)
      brand_id, event_name, event_type, contact_id, occurred_at,
      (count(*) over (partition by event_name, event_type, contact_id, date_trunc('milliseconds', occurred_at)))::int,
      properties
    from ${contactEvents}
    where brand_id = ${brandId}::uuid${onlyContacts('contact_id')}
    order by event_name, event_type, contact_id, occurred_at desc`);
}
