import type { DbExecutor } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import type { RoutingActor } from '../routing.policy.ts';
import { updateTask } from './update-task.ts';

/** Completes a task (and its live reservation): the short form of updateTask for other modules. */
export function completeTask(
  db: DbExecutor,
  bus: EventBus,
  options: { brandId: string; taskSid: string; actor?: RoutingActor; now?: Date },
): Promise<{ success: true }> {
  return updateTask(db, bus, { ...options, status: 'completed' });
}
