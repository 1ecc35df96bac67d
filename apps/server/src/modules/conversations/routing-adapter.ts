import type { ReservationStatus, TaskStatus } from '@parley/core/common/channels';
import { createTask } from '../routing/tasks/create-task.ts';
import { lockReservation, lockTask } from '../routing/tasks/task-transitions.ts';
import type { TaskRouting } from './task-routing.ts';

/**
 * The routing engine behind the conversations' port. findTaskHolder uses the engine's row locks
 * (task, then reservation: the engine's own order), so inside a conversation transaction the holder
 * cannot change until it commits (an agent cannot wrap up while their text is being sent).
 */
export const routingForConversations: TaskRouting = {
  createTask: (db, bus, input) => createTask(db, bus, input),
  async findTaskHolder(db, { brandId, taskSid }) {
    const task = await lockTask(db, brandId, taskSid);
    if (!task) return null;
    const reservation = task.liveReservationSid
      ? await lockReservation(db, brandId, task.liveReservationSid)
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
