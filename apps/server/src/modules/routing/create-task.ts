import { capacityChannelOf, TASK_CHANNELS } from '@parley/core/channels';
import {
  DEFAULT_WORKFLOW_NAME,
  DIRECT_WORKFLOW_NAME,
  MAX_TASK_PRIORITY,
  selectRoutingRule,
} from '@parley/core/routing-rules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus, PublishInput } from '../../platform/events/event-bus.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestDispatch } from './dispatch-signal.ts';
import { ensureDefaultQueue, type QueueRow } from './ensure-default-queue.ts';
import { toTaskUpdated } from './reservation-view.ts';
import { reserveTaskFor } from './reserve-task-for.ts';
import { queues, tasks } from './routing.tables.ts';
import { publishAll, taskUpdatedEvent } from './routing-events.ts';
import { newTaskSid } from './routing-ids.ts';
import { queryRows } from './routing-sql.ts';
import {
  cachedRoutingTable,
  loadRoutingTable,
  type RoutingTable,
  routingVersionSql,
} from './routing-table.ts';

export const createTaskInput = z.object({
  channel: z.enum(TASK_CHANNELS, { message: `must be one of ${TASK_CHANNELS.join(', ')}` }),
  attributes: z.record(z.string(), z.unknown()).default({}),
  priority: z.number().int().min(0).max(MAX_TASK_PRIORITY).optional(),
  queueSid: z.string().trim().min(1).max(64).optional(),
  reserveForUserId: z.string().uuid('must be a user id').optional(),
});
export type CreateTaskInput = z.input<typeof createTaskInput>;
type Input = z.output<typeof createTaskInput>;

type Route = { queue: QueueRow; workflowName: string; priority: number | null };

/** Routing rules → queue (docs/routing-contract.md "Routing rules"); null: no default queue yet. */
function routeByRules(table: RoutingTable, input: Input): Route | null {
  const matched = selectRoutingRule(table.rules, { channel: input.channel, attributes: input.attributes });
  if (matched) return { queue: matched.queue, workflowName: matched.name, priority: matched.priority };
  if (!table.defaultQueue) return null;
  return { queue: table.defaultQueue, workflowName: DEFAULT_WORKFLOW_NAME, priority: null };
}

function taskValues(brandId: string, input: Input, route: Route, now: Date) {
  return {
    brandId,
    sid: newTaskSid(),
    status: 'pending',
    channel: input.channel,
    capacityChannel: capacityChannelOf(input.channel),
    priority: input.priority ?? route.priority ?? 0,
    attributes: input.attributes,
    queueSid: route.queue.sid,
    queueName: route.queue.friendlyName,
    workflowName: route.workflowName,
    reserveForUserId: input.reserveForUserId ?? null,
    createdAt: now,
    updatedAt: now,
    assignedWorkerSid: null,
  };
}
type TaskValues = ReturnType<typeof taskValues>;

/** Inserts the task if `guard` holds (the routing table it was routed with is still current). */
type InsertTask = (values: TaskValues, guard: SQL) => Promise<boolean>;

function insertTaskSql(values: TaskValues, guard: SQL): SQL {
  const at = values.createdAt.toISOString();
  return sql`insert into tasks (brand_id, sid, status, channel, capacity_channel, priority, attributes, queue_sid,
                           queue_name, workflow_name, reserve_for_user_id, created_at, updated_at)
        select ${values.brandId}, ${values.sid}, 'pending', ${values.channel}, ${values.capacityChannel},
               ${values.priority}, ${JSON.stringify(values.attributes)}::jsonb, ${values.queueSid}, ${values.queueName},
               ${values.workflowName}, ${values.reserveForUserId}::uuid, ${at}::timestamptz, ${at}::timestamptz
        where ${guard}
        returning sid`;
}

/** The insert alone (inside a caller's transaction, whose events are published after its commit). */
function insertOnly(db: DbExecutor): InsertTask {
  return async (values, guard) => (await queryRows(db, insertTaskSql(values, guard))).length === 1;
}

/**
 * The insert and its `task.updated` event in one statement (EventBus.publishWithChange): one round
 * trip and one commit, and the event is stored only if the task is.
 */
function insertPublishing(db: DbExecutor, bus: EventBus): InsertTask {
  return async (values, guard) => {
    const { changed } = await bus.publishWithChange(
      insertTaskSql(values, guard),
      [taskUpdatedEvent(values.brandId, toTaskUpdated(values, null))],
      (query) => queryRows(db, query),
    );
    return changed === 1;
  };
}

/**
 * Routes and inserts in one round trip: routed with this process's cached rules, inserted only if
 * they are still the brand's current rules (else re-read and routed again). A given queueSid bypasses
 * the rules.
 */
async function routeAndInsert(
  db: DbExecutor,
  insertTask: InsertTask,
  brandId: string,
  input: Input,
  now: Date,
): Promise<TaskValues> {
  if (input.queueSid) {
    const [queue] = await db
      .select()
      .from(queues)
      .where(and(eq(queues.brandId, brandId), eq(queues.sid, input.queueSid)));
    if (!queue) throw new AppError('not_found', 'Queue not found', { field: 'queueSid' });
    const values = taskValues(
      brandId,
      input,
      { queue, workflowName: DIRECT_WORKFLOW_NAME, priority: null },
      now,
    );
    await insertTask(values, sql`true`);
    return values;
  }
  let table = cachedRoutingTable(brandId) ?? (await loadRoutingTable(db, brandId));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const route = routeByRules(table, input);
    if (route) {
      const values = taskValues(brandId, input, route, now);
      if (await insertTask(values, sql`${routingVersionSql(brandId)} = ${table.version}`)) return values;
    } else {
      await ensureDefaultQueue(db, { brandId });
    }
    table = await loadRoutingTable(db, brandId);
  }
  throw new Error('the routing rules kept changing while a task was routed');
}

/**
 * A new task, routed to a queue and waiting for the dispatcher (which runs once this commits). With
 * `reserveForUserId` (manual outbound) it is reserved straight to that agent instead. Call it outside
 * your own transaction when you can; inside one it still works, and the dispatch waits for your commit.
 */
export async function createTask(
  db: DbExecutor,
  bus: EventBus,
  options: CreateTaskInput & { brandId: string; now?: Date },
): Promise<{ taskSid: string }> {
  const { brandId } = options;
  const input = createTaskInput.parse(options);
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  const reserveFor = input.reserveForUserId;
  let values: TaskValues;
  if (reserveFor) {
    values = await db.transaction(async (tx) => {
      const inserted = await routeAndInsert(tx, insertOnly(tx), brandId, input, now);
      const [task] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.brandId, brandId), eq(tasks.sid, inserted.sid)));
      if (!task) throw new Error('the new task is missing');
      const [queue] = await tx
        .select({ timeoutSeconds: queues.reservationTimeoutSeconds })
        .from(queues)
        .where(and(eq(queues.brandId, brandId), eq(queues.sid, task.queueSid)));
      const timeoutSeconds = queue?.timeoutSeconds ?? 30;
      events.push(...(await reserveTaskFor(tx, { task, userId: reserveFor, timeoutSeconds, now })));
      return inserted;
    });
  } else {
    // One statement, its own transaction: the task and its task.updated event.
    values = await routeAndInsert(db, insertPublishing(db, bus), brandId, input, now);
  }
  // A new waiting task: the dispatcher's pass starts on the next tick.
  if (!reserveFor) await requestDispatch(db, brandId);
  await publishAll(bus, events);
  return { taskSid: values.sid };
}
