import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { reservations, tasks } from '../routing.tables.ts';
import { type TaskSummary, toTaskSummary } from './get-task.ts';

/**
 * Open tasks (pending, accepted, wrapping) of a brand whose attributes contain `attributes` (JSON
 * containment: e.g. { contactPhone } or { conversationSid }), optionally on one channel. Newest first.
 */
export async function findOpenTasks(
  db: DbExecutor,
  options: { brandId: string; channel?: string; attributes: Record<string, unknown> },
): Promise<TaskSummary[]> {
  const rows = await db
    .select({ task: tasks, reservation: reservations })
    .from(tasks)
    .leftJoin(
      reservations,
      and(eq(reservations.brandId, tasks.brandId), eq(reservations.sid, tasks.liveReservationSid)),
    )
    .where(
      and(
        eq(tasks.brandId, options.brandId),
        inArray(tasks.status, ['pending', 'accepted', 'wrapping']),
        options.channel ? eq(tasks.channel, options.channel) : undefined,
        sql`${tasks.attributes} @> ${JSON.stringify(options.attributes)}::jsonb`,
      ),
    )
    .orderBy(desc(tasks.createdAt))
    .limit(50);
  return rows.map(toTaskSummary);
}

export type OpenTaskCounts = {
  pending: number;
  /** Of the pending, those no agent is being offered (waiting in the queue). */
  unoffered: number;
  accepted: number;
  wrapping: number;
};

/**
 * How many open tasks of the brand carry `attributes` (JSON containment), by status: a campaign
 * counts the call tasks it has out (waiting or offered, on the call, in wrap-up).
 */
export async function countOpenTasksWith(
  db: DbExecutor,
  options: { brandId: string; attributes: Record<string, unknown> },
): Promise<OpenTaskCounts> {
  const rows = await db
    .select({
      status: tasks.status,
      count: sql<number>`count(*)::int`,
      unoffered: sql<number>`(count(*) filter (where ${tasks.liveReservationSid} is null))::int`,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.brandId, options.brandId),
        inArray(tasks.status, ['pending', 'accepted', 'wrapping']),
        sql`${tasks.attributes} @> ${JSON.stringify(options.attributes)}::jsonb`,
      ),
    )
    .groupBy(tasks.status);
  const counts: OpenTaskCounts = { pending: 0, unoffered: 0, accepted: 0, wrapping: 0 };
  for (const row of rows) {
    if (row.status === 'pending' || row.status === 'accepted' || row.status === 'wrapping')
      counts[row.status] = Number(row.count);
    if (row.status === 'pending') counts.unoffered = Number(row.unoffered);
  }
  return counts;
}

/** The sids of the brand's pending tasks (waiting or offered) that carry `attributes`. */
export async function findPendingTaskSids(
  db: DbExecutor,
  options: { brandId: string; attributes: Record<string, unknown> },
): Promise<string[]> {
  const rows = await db
    .select({ sid: tasks.sid })
    .from(tasks)
    .where(
      and(
        eq(tasks.brandId, options.brandId),
        eq(tasks.status, 'pending'),
        sql`${tasks.attributes} @> ${JSON.stringify(options.attributes)}::jsonb`,
      ),
    );
  return rows.map((row) => row.sid);
}

/**
 * The status of each of these tasks of the brand, and whether a call was placed for it (its
 * `callSid`): a campaign finds the tasks it gave out that ended without a call.
 */
export async function taskStates(
  db: DbExecutor,
  options: { brandId: string; taskSids: string[] },
): Promise<{ sid: string; status: string; hasCall: boolean }[]> {
  if (options.taskSids.length === 0) return [];
  const rows = await db
    .select({ sid: tasks.sid, status: tasks.status, hasCall: sql<boolean>`${tasks.attributes} ? 'callSid'` })
    .from(tasks)
    .where(and(eq(tasks.brandId, options.brandId), inArray(tasks.sid, options.taskSids)));
  return rows.map((row) => ({ ...row, hasCall: Boolean(row.hasCall) }));
}
