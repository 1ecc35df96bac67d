import { isPrivileged } from '@parley/core/auth/roles';
import { notInConference } from './voice-errors.ts';
import type { ParticipantRow } from './voice-store.ts';

// Who may do what with a call (CONVENTIONS.md §7: explicit, failing closed). The brand always comes
// from the session; these checks are about the person within it.

export type VoiceActor = { userId: string; roles: readonly string[] };

/** The caller's present agent participant, if they work this call. */
export function agentParticipantOf(
  actor: VoiceActor,
  present: readonly ParticipantRow[],
): ParticipantRow | null {
  return present.find((p) => p.kind === 'agent' && p.userId === actor.userId) ?? null;
}

/** Call controls (drop, hold, record, add a number): an agent on the call, an admin or a supervisor. */
export function authorizeCallControl(actor: VoiceActor, present: readonly ParticipantRow[]): void {
  if (isPrivileged(actor.roles) || agentParticipantOf(actor, present)) return;
  throw notInConference();
}

/** Mute is the participant's own (whoever carries its audio), or an admin's or supervisor's. */
export function authorizeMute(actor: VoiceActor, participant: ParticipantRow): void {
  if (isPrivileged(actor.roles) || participant.mediaUserId === actor.userId) return;
  throw notInConference();
}
