import type { ReservationStatus, TaskChannel, TaskStatus } from '@parley/core/common/channels';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';

// What the conversations service (and the Contact Simulator) need of the routing engine (modules/routing), as one small port:
// the use-cases take it as a dependency, routing-adapter.ts implements it with the engine's own
// use-cases, and tests can hand in a fake.

/** routing's createTask input (modules/routing/create-task.ts). */
export type NewTaskInput = {
  brandId: string;
  channel: TaskChannel;
  attributes: Record<string, unknown>;
  priority?: number;
  queueSid?: string;
  /** Reserve the new task straight to this user (outbound texts the agent starts). */
  reserveForUserId?: string;
};

/** A task's status and its live reservation (pending, accepted or wrapping), if any. */
export type TaskHolder = {
  taskStatus: TaskStatus;
  reservation: { sid: string; status: ReservationStatus; userId: string; workerSid: string } | null;
};

export type TaskRouting = {
  /** Creates (and routes) a task in the caller's transaction. */
  createTask(db: DbExecutor, bus: EventBus, input: NewTaskInput): Promise<{ taskSid: string }>;
  /** The task's status and live reservation; null when the brand has no such task. */
  findTaskHolder(db: DbExecutor, options: { brandId: string; taskSid: string }): Promise<TaskHolder | null>;
};

/** A task still being worked: a new text joins it instead of opening another. */
export function isTaskOpen(holder: TaskHolder | null): boolean {
  return holder !== null && holder.taskStatus !== 'completed' && holder.taskStatus !== 'canceled';
}
