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
