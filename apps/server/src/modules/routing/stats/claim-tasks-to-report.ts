import type { ReportTask } from '@parley/core/reporting/task-rollup';
import { TRANSFER_CALL_TASK_TYPE } from '@parley/core/voice/voice-contract';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queryRows } from '../routing-sql.ts';

// The reporting rollups' feed (docs/reporting.md): finished tasks not rolled up yet, oldest end first,
// each marked reported in the caller's transaction, so the rollups take every task exactly once
// whichever path ended it. Rows another transaction holds are skipped (a second worker takes others).

export type TaskToReport = ReportTask & { brandId: string; sid: string };

type Row = {
  brand_id: string;
  sid: string;
  channel: string;
  queue_sid: string;
  assigned_user_id: string | null;
  status: string;
  task_type: string | null;
  campaign_id: string | null;
  journey_id: string | null;
  created_at: string | Date;
  accepted_at: string | Date | null;
  wrapped_at: string | Date | null;
  ended_at: string | Date;
  disposition: string | null;
};

const ms = (value: string | Date) => new Date(value).getTime();

/** Claims up to `limit` finished tasks (of one brand, when given) for the rollups, marking them reported. */
export async function claimTasksToReport(
  tx: DbExecutor,
  options: { limit: number; now: Date; brandId?: string },
): Promise<TaskToReport[]> {
  const ofBrand = options.brandId === undefined ? sql`` : sql` and brand_id = ${options.brandId}::uuid`;
  const rows = await queryRows<Row>(
    tx,
    sql`with claimed as (
          select brand_id, sid from tasks
          where ended_at is not null and reported_at is null${ofBrand}
          order by ended_at
          limit ${options.limit}
          for update skip locked
        )
        update tasks t set reported_at = ${options.now.toISOString()}::timestamptz
        from claimed c
        where t.brand_id = c.brand_id and t.sid = c.sid
        returning t.brand_id, t.sid, t.channel, t.queue_sid, t.assigned_user_id, t.status,
          t.attributes ->> 'taskType' as task_type, t.attributes ->> 'campaignId' as campaign_id,
          t.attributes ->> 'journeyId' as journey_id, t.created_at, t.accepted_at, t.wrapped_at,
          t.ended_at, t.disposition`,
  );
  return rows.map((row) => ({
    brandId: row.brand_id,
    sid: row.sid,
    channel: row.channel,
    queueSid: row.queue_sid,
    agentId: row.assigned_user_id,
    campaignId: row.campaign_id,
    journeyId: row.journey_id,
    status: row.status === 'completed' ? 'completed' : 'canceled',
    transfer: row.task_type === TRANSFER_CALL_TASK_TYPE,
    createdAt: ms(row.created_at),
    acceptedAt: row.accepted_at === null ? null : ms(row.accepted_at),
    wrappedAt: row.wrapped_at === null ? null : ms(row.wrapped_at),
    endedAt: ms(row.ended_at),
    disposition: row.disposition,
  }));
}

/** Puts a brand's finished tasks back in the rollups' queue (a rebuild takes them all again). */
export async function unreportBrandTasks(tx: DbExecutor, brandId: string): Promise<void> {
  await tx.execute(
    sql`update tasks set reported_at = null where brand_id = ${brandId}::uuid and ended_at is not null`,
  );
}
