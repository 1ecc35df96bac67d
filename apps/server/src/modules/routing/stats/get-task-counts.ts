import type { TaskCounts } from '@parley/core/routing/open-tasks';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { listQueues } from '../queues/list-queues.ts';
import { countOpenTasksByQueue } from '../queues/queue-counts.ts';
import { queryRows } from '../routing-sql.ts';
import { startOfUtcDay } from './routing-time.ts';

export async function getTaskCounts(
  db: DbExecutor,
  options: { brandId: string; now?: Date },
): Promise<TaskCounts> {
  const { brandId } = options;
  const dayStart = startOfUtcDay(options.now ?? new Date());
  const queueList = await listQueues(db, { brandId });
  const open = await countOpenTasksByQueue(db, brandId);
  const [ended] = await queryRows<{ completed: number; canceled: number }>(
    db,
    sql`select count(*) filter (where status = 'completed')::int as completed,
               count(*) filter (where status = 'canceled')::int as canceled
        from tasks where brand_id = ${brandId} and ended_at >= ${dayStart.toISOString()}::timestamptz`,
  );
  const counts: TaskCounts = {
    waiting: 0,
    offered: 0,
    accepted: 0,
    wrapping: 0,
    completedToday: Number(ended?.completed ?? 0),
    canceledToday: Number(ended?.canceled ?? 0),
    queues: [],
  };
  const names = new Map(queueList.map((queue) => [queue.sid, queue.friendlyName]));
  for (const queue of queueList)
    if (!open.has(queue.sid)) open.set(queue.sid, { waiting: 0, offered: 0, accepted: 0, wrapping: 0 });
  for (const [queueSid, c] of open) {
    counts.waiting += c.waiting;
    counts.offered += c.offered;
    counts.accepted += c.accepted;
    counts.wrapping += c.wrapping;
    counts.queues.push({ queueSid, friendlyName: names.get(queueSid) ?? queueSid, ...c });
  }
  counts.queues.sort((a, b) => a.friendlyName.localeCompare(b.friendlyName));
  return counts;
}
