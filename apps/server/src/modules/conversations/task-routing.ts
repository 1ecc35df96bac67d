import type { ReservationStatus, TaskChannel, TaskStatus } from '@parley/core/common/channels';
import type { DbExecutor } from '../../platform/db/database.ts';

// All the conversations module needs of the routing engine (modules/routing), as one small port. Its
// use-cases take it as a dependency; routing-adapter.ts implements it with routing's own use-cases,
// receive-inbound-sms.test.ts with a fake. Both calls run in the caller's transaction, so a
// conversation, its messages and its task commit (or roll back) together.

/** routing's createTask input (modules/routing/tasks/create-task.ts). */
export type NewTaskInput = {
  brandId: string;
  channel: TaskChannel;
  attributes: Record<string, unknown>;
  priority?: number;
  queueSid?: string;
  /** Reserve the new task straight to this user (outbound texts the agent starts). */
  reserveForUserId?: string;
};

/** A task created in the caller's transaction. */
export type QueuedTask = {
  taskSid: string;
  /**
   * Call once the caller's transaction has committed, never after a rollback: publishes the task's
   * events and wakes the dispatcher, whose offer follows.
   */
  afterCommit(): Promise<void>;
};

/** A task's status and its live reservation (pending, accepted or wrapping), if any. */
export type TaskHolder = {
  taskStatus: TaskStatus;
  reservation: { sid: string; status: ReservationStatus; userId: string; workerSid: string } | null;
};

export type TaskRouting = {
  /** Creates a task (routed to its queue, or reserved to `reserveForUserId`) in the transaction `tx`. */
  createTaskWithin(tx: DbExecutor, input: NewTaskInput): Promise<QueuedTask>;
  /**
   * The task's status and live reservation, locked until `tx` ends (so the holder cannot change
   * meanwhile); null when the brand has no such task.
   */
  findTaskHolder(tx: DbExecutor, options: { brandId: string; taskSid: string }): Promise<TaskHolder | null>;
};

/** A task still being worked: a new text joins it instead of opening another. */
export function isTaskOpen(holder: TaskHolder | null): holder is TaskHolder {
  return holder !== null && holder.taskStatus !== 'completed' && holder.taskStatus !== 'canceled';
}
