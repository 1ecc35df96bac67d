import { acceptReservation } from '../../apps/server/src/modules/routing/reservations/accept-reservation.ts';
import { updateTask } from '../../apps/server/src/modules/routing/tasks/update-task.ts';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import type { EventBus } from '../../apps/server/src/platform/realtime/event-bus.ts';
import type { Offer } from './protocol.ts';

/**
 * The agents of the bench: each offer is accepted at once, worked for a while, then completed, through
 * the same use-cases as POST /conv/tasks/accept and /conv/tasks/{sid}/update, so capacity frees.
 */
export function createSimulatedAgents(options: {
  db: DbExecutor;
  bus: EventBus;
  brandId: string;
  holdMs: [number, number];
  onCompleted: () => void;
  onFailure: (error: unknown) => void;
}) {
  const { db, bus, brandId, holdMs } = options;
  return async function work(offer: Offer): Promise<void> {
    try {
      await acceptReservation(db, bus, {
        brandId,
        userId: offer.userId,
        taskSid: offer.taskSid,
        reservationSid: offer.reservationSid,
      });
      const hold = holdMs[0] + Math.random() * (holdMs[1] - holdMs[0]);
      await new Promise((resolve) => setTimeout(resolve, hold));
      await updateTask(db, bus, { brandId, taskSid: offer.taskSid, status: 'completed' });
      options.onCompleted();
    } catch (error) {
      options.onFailure(error);
    }
  };
}
