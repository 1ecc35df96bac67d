import { TASKS_PAGE_SIZE } from '@parley/core/agent-desktop/limits';
import { TASK_CHANNELS, type TaskStatus } from '@parley/core/common/channels';
import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import {
  MAX_OPEN_TASKS_PAGE_SIZE,
  OPEN_TASK_STATUS_FILTERS,
  type OpenTaskState,
  type OpenTaskStatusFilter,
} from '@parley/core/routing/open-tasks';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queues, reservations, tasks, workers } from '../routing.tables.ts';

export const openTasksInput = z.object({
  filter: z
    .object({
      queueSid: z.string().trim().max(200).nullish(),
      status: z
        .enum(OPEN_TASK_STATUS_FILTERS, { message: `must be one of ${OPEN_TASK_STATUS_FILTERS.join(', ')}` })
        .nullish(),
      channel: z.enum(TASK_CHANNELS, { message: `must be one of ${TASK_CHANNELS.join(', ')}` }).nullish(),
    })
    .nullish(),
  page: pageNumberInput,
  size: pageSizeInput(MAX_OPEN_TASKS_PAGE_SIZE, TASKS_PAGE_SIZE),
});
export type OpenTasksInput = z.input<typeof openTasksInput>;

/** An open task as the supervisors' Tasks page shows it. */
export type OpenTaskView = {
  sid: string;
  state: OpenTaskState;
  /** spec 000 §4 task status: pending, accepted or wrapping. */
  taskStatus: TaskStatus;
  channel: string;
  priority: number;
  queueSid: string;
  queueName: string;
  createdAt: Date;
  /** Seconds since the task was created, when the list was read. */
  ageSeconds: number;
  title: string | null;
  contactName: string | null;
  contactPhone: string | null;
  attributes: Record<string, unknown>;
  reservationSid: string | null;
  /** The agent offered or holding the task; null while it waits. */
  agent: { workerSid: string; name: string; email: string } | null;
};

export type OpenTaskPage = { items: OpenTaskView[]; total: number; page: number; size: number };

const waiting = and(eq(tasks.status, 'pending'), isNull(tasks.liveReservationSid));
const offered = and(eq(tasks.status, 'pending'), isNotNull(tasks.liveReservationSid));

function statusCondition(status: OpenTaskStatusFilter | null | undefined): SQL | undefined {
  switch (status) {
    case 'waiting':
      return waiting;
    case 'offered':
      return offered;
    case 'pending':
    case 'accepted':
    case 'wrapping':
      return eq(tasks.status, status);
    default:
      return inArray(tasks.status, ['pending', 'accepted', 'wrapping']);
  }
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The agent's own open tasks: offered to them (a pending live reservation) or held by them. */
function ownedBy(userId: string): SQL | undefined {
  return or(
    eq(tasks.assignedUserId, userId),
    sql`exists (select 1 from ${reservations} r where r.brand_id = ${tasks.brandId}
      and r.sid = ${tasks.liveReservationSid} and r.user_id = ${userId}::uuid)`,
  );
}

/**
 * Every open task of the brand (waiting, offered, accepted, wrapping), filtered by queue, status and
 * channel, in the order the queues offer them: priority desc, then age (oldest first), then creation
 * order. Paged from 0. The queue name is the queue's current one (the task's snapshot if it is gone).
 * With `agentUserId`, only that agent's own: offered to them or held by them (an agent's /tasks).
 */
export async function listOpenTasks(
  db: DbExecutor,
  options: {
    brandId: string;
    input?: OpenTasksInput | Record<string, unknown> | null;
    agentUserId?: string;
    now?: Date;
  },
): Promise<OpenTaskPage> {
  const { filter, page, size } = openTasksInput.parse(options.input ?? {});
  const now = options.now ?? new Date();
  const where = and(
    eq(tasks.brandId, options.brandId),
    statusCondition(filter?.status),
    filter?.queueSid ? eq(tasks.queueSid, filter.queueSid) : undefined,
    filter?.channel ? eq(tasks.channel, filter.channel) : undefined,
    options.agentUserId ? ownedBy(options.agentUserId) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(tasks).where(where);
  const rows = await db
    .select({
      task: tasks,
      reservationSid: reservations.sid,
      workerSid: workers.workerSid,
      agentName: workers.name,
      agentEmail: workers.email,
      queueName: queues.friendlyName,
    })
    .from(tasks)
    .leftJoin(
      reservations,
      and(eq(reservations.brandId, tasks.brandId), eq(reservations.sid, tasks.liveReservationSid)),
    )
    .leftJoin(workers, and(eq(workers.brandId, tasks.brandId), eq(workers.userId, reservations.userId)))
    .leftJoin(queues, and(eq(queues.brandId, tasks.brandId), eq(queues.sid, tasks.queueSid)))
    .where(where)
    .orderBy(desc(tasks.priority), asc(tasks.createdAt), asc(tasks.seq))
    .limit(size)
    .offset(page * size);

  const items = rows.map((row): OpenTaskView => {
    const { task } = row;
    // Task attributes are a JSON object (createTaskInput checks it).
    const attributes = task.attributes as Record<string, unknown>;
    const state: OpenTaskState =
      task.status === 'pending'
        ? task.liveReservationSid
          ? 'offered'
          : 'waiting'
        : task.status === 'wrapping'
          ? 'wrapping'
          : 'accepted';
    return {
      sid: task.sid,
      state,
      // Statuses are written only by this module, from the core's lists.
      taskStatus: task.status as TaskStatus,
      channel: task.channel,
      priority: task.priority,
      queueSid: task.queueSid,
      queueName: row.queueName ?? task.queueName,
      createdAt: task.createdAt,
      ageSeconds: Math.max(0, Math.floor((now.getTime() - task.createdAt.getTime()) / 1000)),
      title: str(attributes.title) ?? str(attributes.taskType),
      contactName: str(attributes.name),
      contactPhone: str(attributes.contactPhone),
      attributes,
      reservationSid: row.reservationSid,
      agent:
        row.workerSid && row.agentName !== null && row.agentEmail !== null
          ? { workerSid: row.workerSid, name: row.agentName, email: row.agentEmail }
          : null,
    };
  });
  return { items, total: Number(totals?.total ?? 0), page, size };
}
