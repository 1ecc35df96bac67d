import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queryRows } from '../routing-sql.ts';

export type QueueCounts = { waiting: number; offered: number; accepted: number; wrapping: number };

/** Open tasks per queue: waiting, offered (a pending reservation), accepted, wrapping. */
export async function countOpenTasksByQueue(
  db: DbExecutor,
  brandId: string,
  options: { queueSid?: string } = {},
): Promise<Map<string, QueueCounts>> {
  const ofQueue = options.queueSid === undefined ? sql`` : sql` and queue_sid = ${options.queueSid}`;
  const rows = await queryRows<{
    queue_sid: string;
    waiting: number;
    offered: number;
    accepted: number;
    wrapping: number;
  }>(
    db,
    sql`select queue_sid,
          count(*) filter (where status = 'pending' and live_reservation_sid is null)::int as waiting,
          count(*) filter (where status = 'pending' and live_reservation_sid is not null)::int as offered,
          count(*) filter (where status = 'accepted')::int as accepted,
          count(*) filter (where status = 'wrapping')::int as wrapping
        from tasks
        where brand_id = ${brandId} and status in ('pending', 'accepted', 'wrapping')${ofQueue}
        group by queue_sid`,
  );
  return new Map(
    rows.map((row) => [
      row.queue_sid,
      {
        waiting: Number(row.waiting),
        offered: Number(row.offered),
        accepted: Number(row.accepted),
        wrapping: Number(row.wrapping),
      },
    ]),
  );
}
