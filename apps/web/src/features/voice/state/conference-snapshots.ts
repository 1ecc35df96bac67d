import type { ConferenceParticipant, ConferenceSnapshot, PeerPlan } from '../api/voice-types.ts';

// Pure rules over conference snapshots (docs/voice-contract.md "Events on the stream").

/**
 * spec 000 §4: "Conference snapshot updates older than the current one are ignored." A snapshot of
 * the same version is the same news (the join answer and its event): taking it again is harmless.
 */
export function isSnapshotNews(held: ConferenceSnapshot | undefined, incoming: ConferenceSnapshot): boolean {
  return held === undefined || incoming.version >= held.version;
}

export function isLive(snapshot: ConferenceSnapshot): boolean {
  return snapshot.endedAt === null;
}

/** This participant's part of the media plan (none when the plan does not name it). */
export function planFor(snapshot: ConferenceSnapshot, participantSid: string): PeerPlan[] {
  return snapshot.mediaPlan[participantSid] ?? [];
}

export function contactParticipant(snapshot: ConferenceSnapshot): ConferenceParticipant | undefined {
  return snapshot.participants.find((participant) => participant.kind === 'contact');
}

/** The participant a user's browser carries as agent (or supervisor) in this conference. */
export function participantOfUser(
  snapshot: ConferenceSnapshot,
  userId: string,
  kinds: readonly ConferenceParticipant['kind'][] = ['agent'],
): ConferenceParticipant | undefined {
  return snapshot.participants.find(
    (participant) =>
      kinds.includes(participant.kind) && (participant.mediaUserId ?? participant.userId) === userId,
  );
}

/** A live conference this user is in as an agent: "There is already an active conference". */
export function activeConferenceOf(
  conferences: Readonly<Record<string, ConferenceSnapshot>>,
  userId: string | undefined,
): ConferenceSnapshot | undefined {
  if (!userId) return undefined;
  return Object.values(conferences).find(
    (snapshot) => isLive(snapshot) && participantOfUser(snapshot, userId) !== undefined,
  );
}
