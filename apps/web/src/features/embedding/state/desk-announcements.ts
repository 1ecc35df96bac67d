import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { reservationStatusRank } from '@parley/core/agent-desktop/reservation-attributes';
import { isRemovedReservation } from '@parley/core/agent-desktop/task-list';
import type { ReservationStatus } from '@parley/core/common/channels';
import {
  type ParentNotificationAction,
  parentContactOf,
  reservationNotificationAction,
} from '@parley/core/embedding/messages';
import { type DeskState, findReservationByTask, useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import type { notifyParent } from './notify-parent.ts';

// What the desk announces to its host page (spec 001 §6), read from the desk's store
// (agent-desktop/state/desk-store.ts), so the host hears what the agent sees:
// - a reservation reaching pending / accepted / wrapping: task-assigned / task-accepted /
//   task-wrapping (each once; a reservation first seen further along announces the steps before);
// - a reservation leaving the desk: task-completed when it was completed, else task-cancelled
//   (canceled, rescinded, rejected, timed out): the event that ended it tells, else its last status;
// - the active task changing: task-active.
// What the desk holds when it first loads (the frame was opened or reloaded) is not announced
// again, except its active task.

type Notify = typeof notifyParent;

/** The live statuses in their order: each announces its action once. */
const LIVE_STEPS: readonly ReservationStatus[] = ['pending', 'accepted', 'wrapping'];
/** Ended statuses remembered from events (a bound, not a history). */
const ENDINGS_REMEMBERED = 200;

export type DeskAnnouncer = {
  /** A reservation.updated event: an end it names (the store does not keep ended reservations). */
  recordReservationEvent: (reservation: Pick<Reservation, 'sid' | 'status'>) => void;
  stop: () => void;
};

function announce(notify: Notify, action: ParentNotificationAction, reservation: Reservation): void {
  notify(action, parentContactOf(reservation.attributes), { taskSid: reservation.taskSid });
}

/**
 * Starts announcing the desk's changes with `notify`. The store is read as it changes; endings are
 * resolved after the event that caused them has reached every listener (a microtask later).
 */
export function startDeskAnnouncements(notify: Notify): DeskAnnouncer {
  /** The rank announced (or taken as known at load) per reservation sid. */
  const announced = new Map<string, number>();
  const endings = new Map<string, ReservationStatus>();

  const announceSteps = (reservation: Reservation) => {
    const rank = reservationStatusRank(reservation.status);
    const done = announced.get(reservation.sid) ?? -1;
    for (const step of LIVE_STEPS) {
      const stepRank = reservationStatusRank(step);
      if (stepRank > done && stepRank <= rank)
        announce(notify, reservationNotificationAction(step), reservation);
    }
    announced.set(reservation.sid, Math.max(done, rank));
  };

  const announceEnd = (last: Reservation) => {
    // The event that ended it names the end; without one (the desk completed or rejected it itself,
    // or a reload dropped it), a task that was wrapping up was completed, any other was not.
    const ending = endings.get(last.sid) ?? (last.status === 'wrapping' ? 'completed' : 'canceled');
    announce(notify, reservationNotificationAction(ending), last);
    announced.delete(last.sid);
  };

  const onChange = (next: DeskState, previous: DeskState) => {
    if (!next.loaded && previous.loaded) {
      // reset(): the agent signed out; nothing happened to the tasks.
      announced.clear();
      return;
    }
    const firstLoad = next.loaded && !previous.loaded;
    if (next.reservations !== previous.reservations) {
      for (const reservation of Object.values(next.reservations.bySid)) {
        if (firstLoad && !announced.has(reservation.sid)) {
          announced.set(reservation.sid, reservationStatusRank(reservation.status));
          continue;
        }
        announceSteps(reservation);
      }
      const gone = Object.values(previous.reservations.bySid).filter(
        (reservation) => next.reservations.bySid[reservation.sid] === undefined,
      );
      if (gone.length > 0) queueMicrotask(() => gone.forEach(announceEnd));
    }
    if (next.activeTaskSid !== previous.activeTaskSid && next.activeTaskSid !== null) {
      const active = findReservationByTask(next, next.activeTaskSid);
      if (active) announce(notify, 'task-active', active);
    }
  };

  // Started after the desk loaded (the bridge's chunk came later): what it holds is known already.
  const current = useDeskStore.getState();
  if (current.loaded) {
    for (const reservation of Object.values(current.reservations.bySid)) {
      announced.set(reservation.sid, reservationStatusRank(reservation.status));
    }
    const active = findReservationByTask(current, current.activeTaskSid);
    if (active) announce(notify, 'task-active', active);
  }
  const stop = useDeskStore.subscribe(onChange);
  return {
    recordReservationEvent: (reservation) => {
      // Only ends: a reservation also leaves by the desk's own hand (accept, reject, complete) before
      // or without an event, and then its last live status tells (see announceEnd).
      if (!isRemovedReservation(reservation)) return;
      endings.delete(reservation.sid);
      endings.set(reservation.sid, reservation.status);
      if (endings.size > ENDINGS_REMEMBERED) {
        const oldest = endings.keys().next().value;
        if (oldest !== undefined) endings.delete(oldest);
      }
    },
    stop,
  };
}
