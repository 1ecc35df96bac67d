import type { TaskStatus } from '@parley/core/common/channels';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import {
  finishTask,
  lifecycleEvents,
  lockReservation,
  lockTask,
  setReservationStatus,
  setTask,
  type TaskRow,
} from './task-transitions.ts';

// Lifecycle steps another module runs inside its own transaction (voice ends a call and wraps its
// agents' tasks in one commit). Each locks the task first, then its reservation (routing's order),
// and returns the events to publish once the caller commits. A task that finished meanwhile is left
// alone (no events), so these never fail a caller's change for a race it cannot help.

export type TaskStep = { task: TaskRow | null; events: PublishInput[] };

const OPEN: readonly string[] = ['pending', 'accepted', 'wrapping'];

/** accepted → wrapping (task and reservation), as wrap-task does; anything else is left as it is. */
export async function wrapTaskWithin(
  tx: DbExecutor,
  options: { brandId: string; taskSid: string; now: Date },
): Promise<TaskStep> {
  const task = await lockTask(tx, options.brandId, options.taskSid);
  if (task?.status !== 'accepted') return { task, events: [] };
  const live = task.liveReservationSid
    ? await lockReservation(tx, options.brandId, task.liveReservationSid)
    : null;
  if (live?.status !== 'accepted') return { task, events: [] };
  const wrapping = await setReservationStatus(tx, live, 'wrapping', options.now);
  const wrapped = await setTask(tx, task, {
    status: 'wrapping',
    wrappedAt: options.now,
    updatedAt: options.now,
  });
  return { task: wrapped, events: lifecycleEvents(wrapped, wrapping) };
}

/**
 * Ends an open task as `completed` or `canceled` (its live reservation with it), and asks for a
 * dispatch at commit since the agent's capacity is free again.
 */
export async function finishTaskWithin(
  tx: DbExecutor,
  options: {
    brandId: string;
    taskSid: string;
    outcome: Extract<TaskStatus, 'completed' | 'canceled'>;
    canceledBy?: string;
    now: Date;
  },
): Promise<TaskStep & { holderUserId: string | null }> {
  const task = await lockTask(tx, options.brandId, options.taskSid);
  if (!task || !OPEN.includes(task.status)) return { task, events: [], holderUserId: null };
  const finished = await finishTask(tx, task, options.outcome, options.now, {
    canceledBy: options.canceledBy ?? null,
  });
  await requestDispatch(tx, options.brandId);
  return {
    task: finished.task,
    events: finished.events,
    holderUserId: finished.reservation?.userId ?? task.assignedUserId,
  };
}

/** Merges top-level attributes into a task (no event: the caller's own answer carries them). */
export async function mergeTaskAttributesWithin(
  tx: DbExecutor,
  options: { brandId: string; taskSid: string; attributes: Record<string, unknown>; now: Date },
): Promise<TaskRow | null> {
  const task = await lockTask(tx, options.brandId, options.taskSid);
  if (!task) return null;
  // Task attributes are a JSON object (createTaskInput checks it).
  const current = task.attributes as Record<string, unknown>;
  return setTask(tx, task, { attributes: { ...current, ...options.attributes }, updatedAt: options.now });
}
