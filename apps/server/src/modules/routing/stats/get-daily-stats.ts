import { isCallChannel } from '@parley/core/common/channels';
import { DAILY_CHANNEL_TARGETS, REMINDER_TASK_TYPE } from '@parley/core/routing/tasks';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queryRows } from '../routing-sql.ts';
import { startOfUtcDay } from './routing-time.ts';

/** Daily stats of spec 001 §3. */
export type DailyStats = {
  smsCount: number;
  callCount: number;
  customCount: number;
  emailCount: number;
  reminderCount: number;
  voicemailCount: number;
  targetSms: number;
  targetCall: number;
  targetEmail: number;
};

/**
 * The agent's tasks completed today (since midnight UTC) per channel, with the targets of spec 001 §9
 * (150 a day, split evenly over SMS, calls and email: see DAILY_CHANNEL_TARGETS). Custom tasks whose
 * taskType is "reminder" count as reminders.
 */
export async function getDailyStats(
  db: DbExecutor,
  options: { brandId: string; userId: string; now?: Date },
): Promise<DailyStats> {
  const dayStart = startOfUtcDay(options.now ?? new Date());
  const rows = await queryRows<{ channel: string; task_type: string | null; n: number }>(
    db,
    sql`select channel, lower(attributes->>'taskType') as task_type, count(*)::int as n
        from tasks
        where brand_id = ${options.brandId} and assigned_user_id = ${options.userId}
          and status = 'completed' and ended_at >= ${dayStart.toISOString()}::timestamptz
        group by 1, 2`,
  );
  const stats: DailyStats = {
    smsCount: 0,
    callCount: 0,
    customCount: 0,
    emailCount: 0,
    reminderCount: 0,
    voicemailCount: 0,
    ...DAILY_CHANNEL_TARGETS,
  };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.task_type === REMINDER_TASK_TYPE) stats.reminderCount += n;
    else if (row.channel === 'sms') stats.smsCount += n;
    else if (row.channel === 'email') stats.emailCount += n;
    else if (row.channel === 'voicemail') stats.voicemailCount += n;
    else if (isCallChannel(row.channel)) stats.callCount += n;
    else stats.customCount += n;
  }
  return stats;
}
