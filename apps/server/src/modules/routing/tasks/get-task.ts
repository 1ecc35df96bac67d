import type { ReservationStatus, TaskStatus } from '@parley/core/common/channels';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { reservations, tasks } from '../routing.tables.ts';

/** A task as other modules see it (conversations, simulator): who holds it and in which state. */
export type TaskSummary = {
  sid: string;
  status: TaskStatus;
  channel: string;
  priority: number;
  queueSid: string;
  attributes: Record<string, unknown>;
  /** The agent with the live reservation (offered, accepted or wrapping), if any. */
  holderUserId: string | null;
  holderWorkerSid: string | null;
  reservationStatus: ReservationStatus | null;
  createdAt: Date;
};

type Row = { task: typeof tasks.$inferSelect; reservation: typeof reservations.$inferSelect | null };

export function toTaskSummary({ task, reservation }: Row): TaskSummary {
  return {
    sid: task.sid,
    // Statuses are written only by this module, from the core's lists.
    status: task.status as TaskStatus,
    channel: task.channel,
    priority: task.priority,
    queueSid: task.queueSid,
    attributes: task.attributes as Record<string, unknown>,
    holderUserId: reservation?.userId ?? null,
    holderWorkerSid: reservation?.workerSid ?? null,
    reservationStatus: (reservation?.status as ReservationStatus | undefined) ?? null,
    createdAt: task.createdAt,
  };
}

export async function getTask(
  db: DbExecutor,
  options: { brandId: string; taskSid: string },
): Promise<TaskSummary | null> {
  const [row] = await db
    .select({ task: tasks, reservation: reservations })
    .from(tasks)
    .leftJoin(
      reservations,
      and(eq(reservations.brandId, tasks.brandId), eq(reservations.sid, tasks.liveReservationSid)),
    )
    .where(and(eq(tasks.brandId, options.brandId), eq(tasks.sid, options.taskSid)));
  return row ? toTaskSummary(row) : null;
}
