import { CALL_CHANNELS } from '@parley/core/common/channels';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queryRows } from '../routing-sql.ts';

// Parley Live's present (docs/reporting.md "Parley Live"): each queue's open tasks right now, read in
// one statement over the open-task index, whatever the number of queues. A task of a queue deleted
// since still counts, under its sid.

export type LiveQueueFigures = {
  queueSid: string;
  /** The queue's name; the sid when the queue is gone. */
  name: string;
  isDefault: boolean;
  /** Pending with no offer out. */
  waiting: number;
  /** Pending with an offer out to an agent. */
  offered: number;
  /** Accepted or wrapping. */
  inProgress: number;
  /** Accepted call tasks: an agent is on the call. */
  callsInProgress: number;
  /** When the oldest waiting task was created; null when none waits. */
  oldestWaitingSince: Date | null;
};

type Row = {
  queue_sid: string;
  name: string | null;
  is_default: boolean | null;
  waiting: number | null;
  offered: number | null;
  in_progress: number | null;
  calls: number | null;
  oldest: Date | string | null;
};

/** The brand's queues with their open tasks now: the default queue first, then by name. */
export async function getLiveQueueFigures(db: DbExecutor, brandId: string): Promise<LiveQueueFigures[]> {
  const callChannels = sql.join(
    CALL_CHANNELS.map((channel) => sql`${channel}`),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select coalesce(q.sid, t.queue_sid) as queue_sid, q.friendly_name as name, q.is_default,
          t.waiting, t.offered, t.in_progress, t.calls, t.oldest
        from (select sid, friendly_name, is_default from queues where brand_id = ${brandId}) q
        full join (
          select queue_sid,
            count(*) filter (where status = 'pending' and live_reservation_sid is null)::int as waiting,
            count(*) filter (where status = 'pending' and live_reservation_sid is not null)::int as offered,
            count(*) filter (where status in ('accepted', 'wrapping'))::int as in_progress,
            count(*) filter (where status = 'accepted' and channel in (${callChannels}))::int as calls,
            min(created_at) filter (where status = 'pending' and live_reservation_sid is null) as oldest
          from tasks
          where brand_id = ${brandId} and status in ('pending', 'accepted', 'wrapping')
          group by queue_sid
        ) t on t.queue_sid = q.sid`,
  );
  return rows
    .map((row) => ({
      queueSid: row.queue_sid,
      name: row.name ?? row.queue_sid,
      isDefault: row.is_default === true,
      waiting: Number(row.waiting ?? 0),
      offered: Number(row.offered ?? 0),
      inProgress: Number(row.in_progress ?? 0),
      callsInProgress: Number(row.calls ?? 0),
      oldestWaitingSince: row.oldest === null ? null : new Date(row.oldest),
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}
