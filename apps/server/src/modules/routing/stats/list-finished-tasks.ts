import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queryRows } from '../routing-sql.ts';

// Finished tasks created in a window, for the reporting drill-down (docs/reporting.md "Drill-down"):
// the rows behind a period of the dashboard's chart, with the dashboard's filters. Served by the
// partial index tasks_finished_by_created.

export type FinishedTaskRow = {
  sid: string;
  channel: string;
  queueName: string;
  agentId: string | null;
  status: string;
  title: string | null;
  contactName: string | null;
  contactPhone: string | null;
  disposition: string | null;
  createdAt: Date;
  acceptedAt: Date | null;
  endedAt: Date;
};

export type FinishedTaskFilters = {
  queueSid?: string;
  agentId?: string;
  channel?: string;
  campaignId?: string;
  journeyId?: string;
};

type Row = {
  sid: string;
  channel: string;
  queue_name: string;
  assigned_user_id: string | null;
  status: string;
  title: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  disposition: string | null;
  created_at: string | Date;
  accepted_at: string | Date | null;
  ended_at: string | Date;
  total: string | number;
};

export async function listFinishedTasks(
  db: DbExecutor,
  options: { brandId: string; from: Date; to: Date; filters: FinishedTaskFilters; limit: number },
): Promise<{ items: FinishedTaskRow[]; total: number }> {
  const { filters } = options;
  const parts: SQL[] = [
    sql`brand_id = ${options.brandId}::uuid`,
    sql`ended_at is not null`,
    sql`created_at >= ${options.from.toISOString()}::timestamptz`,
    sql`created_at < ${options.to.toISOString()}::timestamptz`,
  ];
  if (filters.queueSid) parts.push(sql`queue_sid = ${filters.queueSid}`);
  // The rollups' agent dimension: the agent who took the task ('' never matches a real id).
  if (filters.agentId) parts.push(sql`assigned_user_id::text = ${filters.agentId}`);
  if (filters.channel) parts.push(sql`channel = ${filters.channel}`);
  if (filters.campaignId) parts.push(sql`attributes ->> 'campaignId' = ${filters.campaignId}`);
  if (filters.journeyId) parts.push(sql`attributes ->> 'journeyId' = ${filters.journeyId}`);
  const rows = await queryRows<Row>(
    db,
    sql`select sid, channel, queue_name, assigned_user_id, status, attributes ->> 'title' as title,
          attributes ->> 'name' as contact_name, attributes ->> 'contactPhone' as contact_phone,
          disposition, created_at, accepted_at, ended_at, count(*) over () as total
        from tasks where ${sql.join(parts, sql` and `)}
        order by created_at, sid
        limit ${options.limit}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      sid: row.sid,
      channel: row.channel,
      queueName: row.queue_name,
      agentId: row.assigned_user_id,
      status: row.status,
      title: row.title,
      contactName: row.contact_name,
      contactPhone: row.contact_phone,
      disposition: row.disposition,
      createdAt: new Date(row.created_at),
      acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at),
      endedAt: new Date(row.ended_at),
    })),
  };
}
