import { becomesActiveOnArrival } from '@parley/core/agent-desktop/auto-accept';
import { isOutboundWaitActive, matchesOutboundWait } from '@parley/core/agent-desktop/outbound-wait';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { useDeskStore } from './desk-store.ts';

/** What receiving a reservation may do besides updating the desk (the runtime hook supplies them). */
export type ReceiveEffects = {
  /** shouldAutoAccept with the agent's flags and the task preferences of the task's title. */
  shouldAutoAccept: (reservation: Reservation) => boolean;
  accept: (reservation: Reservation) => Promise<unknown>;
  notifyOffer: (reservation: Reservation) => void;
  dismissOffer: (reservation: Reservation) => void;
  now: () => number;
};

/**
 * One `reservation.created` / `reservation.updated` (spec 001 §4):
 * - while the desk waits for the reservation of a task it created, that reservation becomes active
 *   and is accepted; any other new offer is only listed (no auto-accept, no focus);
 * - otherwise a new auto-answer task on a non-default channel becomes active, a task the rules
 *   auto-accept is accepted, and any other new offer is announced;
 * - an offer that is no longer pending takes its notifications away.
 */
export function receiveReservation(reservation: Reservation, effects: ReceiveEffects): void {
  const store = useDeskStore.getState();
  const known = store.reservations.bySid[reservation.sid] !== undefined;
  const arrival = !known && reservation.status === 'pending';
  const wait = store.outboundWait;
  const waiting = isOutboundWaitActive(wait, effects.now());

  if (reservation.status !== 'pending') effects.dismissOffer(reservation);
  if (waiting && matchesOutboundWait(wait, reservation)) {
    store.setOutboundWait(null);
    store.applyReservation(reservation, { makeActive: true });
    if (reservation.status === 'pending') void effects.accept(reservation);
    resumeAutoAccept(effects);
    return;
  }
  store.applyReservation(reservation, {
    makeActive: arrival && !waiting && becomesActiveOnArrival(reservation),
  });
  if (!arrival) return;
  if (!waiting && effects.shouldAutoAccept(reservation)) {
    void effects.accept(reservation);
    return;
  }
  effects.notifyOffer(reservation);
}

/**
 * Pending offers the rules accept are accepted now: after a load, when the wait for an outbound
 * task ended (threshold or match), or when the task preferences arrived. Not while the desk waits.
 */
export function resumeAutoAccept(effects: Pick<ReceiveEffects, 'shouldAutoAccept' | 'accept' | 'now'>): void {
  const { reservations, outboundWait } = useDeskStore.getState();
  if (isOutboundWaitActive(outboundWait, effects.now())) return;
  for (const reservation of Object.values(reservations.bySid)) {
    if (effects.shouldAutoAccept(reservation)) void effects.accept(reservation);
  }
}
