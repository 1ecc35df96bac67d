import { capacityChannelOf, TASK_CHANNELS } from '@parley/core/common/channels';
import {
  DEFAULT_WORKFLOW_NAME,
  DIRECT_WORKFLOW_NAME,
  MAX_TASK_PRIORITY,
  selectRoutingRule,
} from '@parley/core/routing/rules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { ensureDefaultQueue } from '../queues/ensure-default-queue.ts';
import { toTaskUpdated } from '../reservations/reservation-view.ts';
import { reserveTaskFor } from '../reservations/reserve-task-for.ts';
import { type QueueRow, queues, tasks } from '../routing.tables.ts';
import { publishAll, taskUpdatedEvent } from '../routing-events.ts';
import { newTaskSid } from '../routing-ids.ts';
import { notifyTaskCreated } from '../routing-ports.ts';
import { queryRows } from '../routing-sql.ts';
import {
  cachedRoutingTable,
  loadRoutingTable,
  type RoutingTable,
  routingVersionSql,
} from '../rules/routing-table.ts';

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

/**
 * Inserts the task if the brand's routing version is still `version` (the table it was routed with);
 * null inserts it unconditionally (a queue given by sid). Resolves true if inserted.
 */
type InsertTask = (values: TaskValues, version: string | null) => Promise<boolean>;

function versionGuard(brandId: string, version: string | null): SQL {
  return version === null ? sql`true` : sql`${routingVersionSql(brandId)} = ${version}`;
}

function insertTaskSql(values: TaskValues, guard: SQL): SQL {
  const at = values.createdAt.toISOString();
  return sql`insert into tasks (brand_id, sid, status, channel, capacity_channel, priority, attributes, queue_sid,
                           queue_name, workflow_name, reserve_for_user_id, created_at, updated_at)
        select ${values.brandId}, ${values.sid}, 'pending', ${values.channel}, ${values.capacityChannel},
               ${values.priority}, ${JSON.stringify(values.attributes)}::jsonb, ${values.queueSid}, ${values.queueName},
               ${values.workflowName}, ${values.reserveForUserId}::uuid, ${at}::timestamptz, ${at}::timestamptz
        where ${guard}
        returning sid as key`;
}

/** The insert alone (inside a caller's transaction, whose events are published after its commit). */
function insertOnly(db: DbExecutor): InsertTask {
  return async (values, version) =>
    (await queryRows(db, insertTaskSql(values, versionGuard(values.brandId, version)))).length === 1;
}

/**
 * The insert and its `task.updated` event in one statement (EventBus.publishWithChange), for a
 * createTask called inside the caller's own transaction.
 */
function insertPublishing(db: DbExecutor, bus: EventBus): InsertTask {
  return async (values, version) => {
    const { changed } = await bus.publishWithChange(
      insertTaskSql(values, versionGuard(values.brandId, version)),
      [taskUpdatedEvent(values.brandId, toTaskUpdated(values, null))],
      (query) => queryRows(db, query),
    );
    return changed === 1;
  };
}

/**
 * The insert and its `task.updated` event in one statement of the caller's transaction
 * (EventBus.storeWithChanges); each stored event's delivery is added to `deliveries`, to be called
 * once that transaction has committed (queueTaskWithin).
 */
function insertStoring(tx: DbExecutor, bus: EventBus, deliveries: Array<() => void>): InsertTask {
  return async (values, version) => {
    const stored = await bus.storeWithChanges(
      sql`change as (${insertTaskSql(values, versionGuard(values.brandId, version))})`,
      [{ ...taskUpdatedEvent(values.brandId, toTaskUpdated(values, null)), key: values.sid }],
      (query) => queryRows(tx, query),
    );
    if (stored.keys.length === 0) return false;
    deliveries.push(stored.deliver);
    return true;
  };
}

/** Tasks per batch statement (eleven array parameters, however many rows). */
const MAX_BATCH = 200;

type QueuedInsert = {
  values: TaskValues;
  version: string | null;
  resolve(inserted: boolean): void;
  reject(error: unknown): void;
};

/**
 * Task creations of this process, batched: while one statement is in flight, creations queue, and
 * the next statement inserts them all (each row with its own routing-version guard) with their
 * `task.updated` events (EventBus.storeWithChanges) — one round trip and one commit for many tasks
 * when they arrive fast, no wait for a lone one. Each task is committed, and its event delivered,
 * before its createTask resolves. If a batch statement fails, its tasks are inserted one by one, so
 * one bad task fails only its own creation.
 */
class InsertBatcher {
  private queue: QueuedInsert[] = [];
  private flushing = false;

  constructor(
    private readonly db: DbExecutor,
    private readonly bus: EventBus,
  ) {}

  readonly insert: InsertTask = (values, version) =>
    new Promise<boolean>((resolve, reject) => {
      this.queue.push({ values, version, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Creations of the same tick share the first statement.
        queueMicrotask(() => void this.flush());
      }
    });

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await this.write(batch);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
        }
        for (const item of batch) {
          try {
            await this.write([item]);
          } catch (itemError) {
            item.reject(itemError);
          }
        }
      }
    }
    this.flushing = false;
  }

  private async write(batch: QueuedInsert[]): Promise<void> {
    const column = <T>(pick: (item: QueuedInsert) => T) => sql.param(batch.map(pick));
    const stored = await this.bus.storeWithChanges(
      sql`change as (
            insert into tasks (brand_id, sid, status, channel, capacity_channel, priority, attributes, queue_sid,
                               queue_name, workflow_name, created_at, updated_at)
            select v.brand_id::uuid, v.sid, 'pending', v.channel, v.capacity_channel, v.priority, v.attributes::jsonb,
                   v.queue_sid, v.queue_name, v.workflow_name, v.created_at::timestamptz, v.created_at::timestamptz
            from unnest(${column((item) => item.values.brandId)}::text[], ${column((item) => item.values.sid)}::text[],
                        ${column((item) => item.values.channel)}::text[],
                        ${column((item) => item.values.capacityChannel)}::text[],
                        ${column((item) => item.values.priority)}::int[],
                        ${column((item) => JSON.stringify(item.values.attributes))}::text[],
                        ${column((item) => item.values.queueSid)}::text[], ${column((item) => item.values.queueName)}::text[],
                        ${column((item) => item.values.workflowName)}::text[],
                        ${column((item) => item.values.createdAt.toISOString())}::text[],
                        ${column((item) => item.version)}::text[])
                 with ordinality as v(brand_id, sid, channel, capacity_channel, priority, attributes, queue_sid,
                                      queue_name, workflow_name, created_at, version, n)
            -- Routed with the brand's current rules (create-task.ts, routeAndInsert), else left out.
            where v.version is null
               or v.version = coalesce((select rv.version from routing_versions rv
                                        where rv.brand_id = v.brand_id::uuid), 0)::text
            order by v.n
            returning sid as key
          )`,
      batch.map((item) => ({
        ...taskUpdatedEvent(item.values.brandId, toTaskUpdated(item.values, null)),
        key: item.values.sid,
      })),
      (query) => queryRows(this.db, query),
    );
    // Committed (the statement ran on its own): deliver, then let the callers go on.
    stored.deliver();
    const inserted = new Set(stored.keys);
    for (const item of batch) item.resolve(inserted.has(item.values.sid));
  }
}

const batchers = new WeakMap<object, WeakMap<EventBus, InsertBatcher>>();

function batcherOf(db: DbExecutor, bus: EventBus): InsertBatcher {
  let byBus = batchers.get(db);
  if (!byBus) {
    byBus = new WeakMap();
    batchers.set(db, byBus);
  }
  let batcher = byBus.get(bus);
  if (!batcher) {
    batcher = new InsertBatcher(db, bus);
    byBus.set(bus, batcher);
  }
  return batcher;
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
    await insertTask(values, null);
    return values;
  }
  let table = cachedRoutingTable(brandId) ?? (await loadRoutingTable(db, brandId));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const route = routeByRules(table, input);
    if (route) {
      const values = taskValues(brandId, input, route, now);
      if (await insertTask(values, table.version)) return values;
    } else {
      await ensureDefaultQueue(db, { brandId });
    }
    table = await loadRoutingTable(db, brandId);
  }
  throw new Error('the routing rules kept changing while a task was routed');
}

/**
 * A new task created inside the caller's transaction (voice creates a call's task with the call, a
 * transfer's with its conference change). Returns the events to publish once that commits; the
 * dispatcher is asked by a NOTIFY the commit delivers. With `reserveForUserId` it is reserved
 * straight to that agent instead (manual outbound, transfers to an agent).
 */
export async function createTaskWithin(
  tx: DbExecutor,
  options: CreateTaskInput & { brandId: string; now?: Date },
): Promise<{ taskSid: string; events: PublishInput[] }> {
  const { brandId } = options;
  const input = createTaskInput.parse(options);
  const now = options.now ?? new Date();
  const inserted = await routeAndInsert(tx, insertOnly(tx), brandId, input, now);
  const reserveFor = input.reserveForUserId;
  if (!reserveFor) {
    await requestDispatch(tx, brandId);
    return { taskSid: inserted.sid, events: [taskUpdatedEvent(brandId, toTaskUpdated(inserted, null))] };
  }
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
  return {
    taskSid: inserted.sid,
    events: await reserveTaskFor(tx, { task, userId: reserveFor, timeoutSeconds, now }),
  };
}

/**
 * A new task, routed to a queue and waiting for the dispatcher (which runs once this commits). With
 * `reserveForUserId` (manual outbound, an agent's custom task) it is reserved straight to that agent
 * instead, who created it: its contact's task.created is published with it (routing-ports.ts). Call it outside
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
  if (input.reserveForUserId) {
    const creator = input.reserveForUserId;
    const created = await db.transaction(async (tx) => {
      const within = await createTaskWithin(tx, { ...options, now });
      // A task reserved to the agent who asked for it (their custom task, a manual outbound call):
      // its contact's task.created, with the task (routing-ports.ts; docs/events.md).
      await notifyTaskCreated(tx, {
        brandId,
        task: { sid: within.taskSid, channel: input.channel, attributes: input.attributes },
        userId: creator,
        now,
      });
      // The reservation's events (the insert's task.updated was never published on this path).
      return { taskSid: within.taskSid, events: within.events };
    });
    await publishAll(bus, created.events);
    return { taskSid: created.taskSid };
  }
  // Outside a transaction: batched with this process's other creations, each statement its own
  // transaction with the tasks' task.updated events. Inside the caller's: one statement there.
  const insert = db instanceof PgTransaction ? insertPublishing(db, bus) : batcherOf(db, bus).insert;
  const values = await routeAndInsert(db, insert, brandId, input, now);
  // A new waiting task: the dispatcher's pass starts on the next tick.
  await requestDispatch(db, brandId);
  return { taskSid: values.sid };
}

/** A task created in the caller's transaction (queueTaskWithin). */
export type QueuedTask = {
  taskSid: string;
  /**
   * Call once the caller's transaction has committed, never after a rollback: delivers the task's
   * events and asks this process's engine for a pass (a NOTIFY to the others' when none runs here).
   */
  afterCommit(): Promise<void>;
};

/**
 * A new task created with the caller's own rows in one commit (an inbound text: its contact,
 * conversation, message and task). Unlike createTaskWithin (voice), the task's `task.updated` is
 * stored in the task's own statement, so nothing is left to insert after the commit, only to
 * deliver; and the dispatcher is woken after the commit instead of by a NOTIFY inside it. With
 * `reserveForUserId` (an outbound text the agent starts) the task is reserved straight to that agent
 * and the reservation's events are published after the commit, as createTask does.
 */
export async function queueTaskWithin(
  tx: DbExecutor,
  app: { db: DbExecutor; bus: EventBus },
  options: CreateTaskInput & { brandId: string; now?: Date },
): Promise<QueuedTask> {
  const { brandId } = options;
  const now = options.now ?? new Date();
  if (options.reserveForUserId) {
    const reserved = await createTaskWithin(tx, { ...options, now });
    return { taskSid: reserved.taskSid, afterCommit: () => publishAll(app.bus, reserved.events) };
  }
  const input = createTaskInput.parse(options);
  const deliveries: Array<() => void> = [];
  const values = await routeAndInsert(tx, insertStoring(tx, app.bus, deliveries), brandId, input, now);
  return {
    taskSid: values.sid,
    async afterCommit() {
      for (const deliver of deliveries) deliver();
      await requestDispatch(app.db, brandId);
    },
  };
}
