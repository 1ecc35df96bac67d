import type { CapacityChannel, ReservationStatus, TaskStatus } from '@parley/core/common/channels';
import { type ReservationTaskStatus, reservationTaskStatus } from '@parley/core/routing/tasks';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { reservations, tasks } from '../routing.tables.ts';

/** `Reservation` of docs/routing-contract.md: what SSE events and GraphQL give the agent desktop. */
export type ReservationView = {
  sid: string;
  reservationSid: string;
  taskSid: string;
  status: ReservationStatus;
  taskStatus: ReservationTaskStatus;
  attributes: Record<string, unknown>;
  priority: number;
  queueName: string;
  queueSid: string;
  taskChannelUniqueName: string;
  channelType: CapacityChannel;
  workflowName: string;
  createdDate: string;
  reservationAcceptedAt: string | null;
  workerSid: string;
  timeoutAt: string | null;
};

/** `task.updated` data (docs/routing-contract.md): enough for supervisors' live counts. */
export type TaskUpdatedData = {
  taskSid: string;
  status: TaskStatus;
  channel: string;
  queueSid: string;
  workerSid: string | null;
  priority: number;
  updatedAt: string;
};

type ReservationPart = Pick<
  typeof reservations.$inferSelect,
  'sid' | 'taskSid' | 'status' | 'createdAt' | 'acceptedAt' | 'workerSid' | 'timeoutAt'
>;
export type TaskPart = Pick<
  typeof tasks.$inferSelect,
  | 'sid'
  | 'status'
  | 'attributes'
  | 'priority'
  | 'queueName'
  | 'queueSid'
  | 'channel'
  | 'capacityChannel'
  | 'workflowName'
  | 'liveReservationSid'
>;

// Statuses and channels are written only by this module, from the core's lists.
export function toReservationView(reservation: ReservationPart, task: TaskPart): ReservationView {
  return {
    sid: reservation.sid,
    reservationSid: reservation.sid,
    taskSid: reservation.taskSid,
    status: reservation.status as ReservationStatus,
    taskStatus: reservationTaskStatus(task.status as TaskStatus, task.liveReservationSid !== null),
    attributes: task.attributes as Record<string, unknown>,
    priority: task.priority,
    queueName: task.queueName,
    queueSid: task.queueSid,
    taskChannelUniqueName: task.channel,
    channelType: task.capacityChannel as CapacityChannel,
    workflowName: task.workflowName,
    createdDate: reservation.createdAt.toISOString(),
    reservationAcceptedAt: reservation.acceptedAt?.toISOString() ?? null,
    workerSid: reservation.workerSid,
    timeoutAt: reservation.timeoutAt?.toISOString() ?? null,
  };
}

export function toTaskUpdated(
  task: Pick<
    typeof tasks.$inferSelect,
    'sid' | 'status' | 'channel' | 'queueSid' | 'priority' | 'updatedAt' | 'assignedWorkerSid'
  >,
  workerSid: string | null,
): TaskUpdatedData {
  return {
    taskSid: task.sid,
    status: task.status as TaskStatus,
    channel: task.channel,
    queueSid: task.queueSid,
    workerSid: workerSid ?? task.assignedWorkerSid,
    priority: task.priority,
    updatedAt: task.updatedAt.toISOString(),
  };
}

const taskColumns = {
  sid: tasks.sid,
  status: tasks.status,
  attributes: tasks.attributes,
  priority: tasks.priority,
  queueName: tasks.queueName,
  queueSid: tasks.queueSid,
  channel: tasks.channel,
  capacityChannel: tasks.capacityChannel,
  workflowName: tasks.workflowName,
  liveReservationSid: tasks.liveReservationSid,
};

/** Reservations (with their tasks) of one brand matching `where`, newest first. */
export async function selectReservationViews(
  db: DbExecutor,
  brandId: string,
  where: SQL | undefined,
  limit = 200,
): Promise<ReservationView[]> {
  const rows = await db
    .select({ reservation: reservations, task: taskColumns })
    .from(reservations)
    .innerJoin(tasks, and(eq(tasks.brandId, reservations.brandId), eq(tasks.sid, reservations.taskSid)))
    .where(and(eq(reservations.brandId, brandId), where))
    .orderBy(desc(reservations.createdAt))
    .limit(limit);
  return rows.map((row) => toReservationView(row.reservation, row.task));
}

export const LIVE_STATUSES: ReservationStatus[] = ['pending', 'accepted', 'wrapping'];

export function liveReservationsOf(userIds: string[]): SQL | undefined {
  return and(inArray(reservations.userId, userIds), inArray(reservations.status, LIVE_STATUSES));
}
