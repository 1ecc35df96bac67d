import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { directionOf, textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { isCallChannel } from '@parley/core/common/channels';
import { TRANSFER_CALL_TASK_TYPE } from '@parley/core/voice/voice-contract';

// What a reservation is, as far as calls go (spec 000 §4, docs/voice-contract.md "Words").

export function isCallTask(reservation: Pick<Reservation, 'taskChannelUniqueName'>): boolean {
  return isCallChannel(reservation.taskChannelUniqueName);
}

/** `triggerCall`: the agent started this call (manual outbound); any value but false counts. */
export function hasTriggerCall(reservation: Pick<Reservation, 'attributes'>): boolean {
  const value = reservation.attributes.triggerCall;
  return value !== undefined && value !== null && value !== false && value !== 'false' && value !== '';
}

export function isTransferCall(reservation: Pick<Reservation, 'attributes'>): boolean {
  return textAttribute(reservation, 'taskType') === TRANSFER_CALL_TASK_TYPE;
}

/**
 * A campaign dialer's call the contact already answered (docs/campaigns.md "Predictive"): outbound,
 * with its call (`callSid`) and no trigger; the agent joins it as they would an incoming call.
 */
export function isDialerCall(reservation: Pick<Reservation, 'attributes'>): boolean {
  return (
    directionOf(reservation) === 'outbound' &&
    !hasTriggerCall(reservation) &&
    typeof reservation.attributes.callSid === 'string'
  );
}

/**
 * spec 000 §4: "A pending inbound task on a call channel without a trigger call is an incoming
 * call." A transfer offered to this agent is inbound too, and so is a dialer's answered call.
 */
export function isIncomingCall(reservation: Reservation): boolean {
  return (
    reservation.status === 'pending' &&
    isCallTask(reservation) &&
    (directionOf(reservation) !== 'outbound' || isDialerCall(reservation)) &&
    !hasTriggerCall(reservation)
  );
}

/** After accept, an outbound call is placed (create-call); any other call is joined (join-call). */
export function placesCall(reservation: Reservation): boolean {
  return (
    hasTriggerCall(reservation) ||
    (directionOf(reservation) === 'outbound' && !isTransferCall(reservation) && !isDialerCall(reservation))
  );
}
