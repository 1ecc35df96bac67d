import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { type ParentContact, parentContactOf } from '@parley/core/embedding/messages';
import { notifyParent } from '../../embedding/state/notify-parent.ts';

// spec 001 §6 "Messages to the parent frame": the voice features' actions, through the embedding
// module's notifyParent (allowed parent origins only; nothing outside a frame). The one place they
// leave the voice feature.

export type VoiceParentAction =
  | 'call-disconnected'
  | 'started-barging'
  | 'started-listening'
  | 'started-whispering';

/** The contact of a task, for a message about it. */
export function contactOfReservation(reservation: Reservation | null | undefined): ParentContact | null {
  return reservation ? parentContactOf(reservation.attributes) : null;
}

/** Tells the embedding host (if any) what happened to a call, and about whom. */
export function notifyEmbeddingParent(
  action: VoiceParentAction,
  contact: ParentContact | null,
  taskSid: string | null,
): void {
  notifyParent(action, contact, { taskSid });
}
