import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEvents } from './events.tables.ts';

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
 * Appends events in as few statements as possible. The rows travel as one JSON document expanded by
 * jsonb_to_recordset: on the embedded database that is several times cheaper than thousands of bound
 * parameters, and on PostgreSQL it is as fast.
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
      insert into ${contactEvents} (brand_id, id, contact_id, event_type, event_name, properties, occurred_at, received_at)
      select ${brandId}::uuid, row.id, row.contact_id, row.event_type, row.event_name, row.properties, row.occurred_at, ${receivedAt.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as row(id uuid, contact_id uuid, event_type text, event_name text, properties jsonb, occurred_at timestamptz)`);
  }
}
