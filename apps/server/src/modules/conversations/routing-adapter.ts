import type { ReservationStatus, TaskStatus } from '@parley/core/common/channels';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { queueTaskWithin } from '../routing/tasks/create-task.ts';
import { lockReservation, lockTask } from '../routing/tasks/task-transitions.ts';
import type { TaskRouting } from './task-routing.ts';

/**
 * The routing engine behind the conversations' port, for the app's database and bus (the task's
 * events are delivered on `bus`, and `db`'s engine is woken once the caller commits).
 * findTaskHolder uses the engine's row locks (task, then reservation: the engine's own order), so
 * inside a conversation transaction the holder cannot change until it commits (an agent cannot wrap
 * up while their text is being sent).
 */
export function routingForConversations(app: { db: DbExecutor; bus: EventBus }): TaskRouting {
  return {
    createTaskWithin: (tx, input) => queueTaskWithin(tx, app, input),
    async findTaskHolder(tx, { brandId, taskSid }) {
      const task = await lockTask(tx, brandId, taskSid);
      if (!task) return null;
      const reservation = task.liveReservationSid
        ? await lockReservation(tx, brandId, task.liveReservationSid)
        : null;
      return {
        // Written by the routing module from the core's lists.
        taskStatus: task.status as TaskStatus,
        reservation: reservation && {
          sid: reservation.sid,
          status: reservation.status as ReservationStatus,
          userId: reservation.userId,
          workerSid: reservation.workerSid,
        },
      };
    },
  };
}
