// docs/voice-contract.md "Media": the server decides who sends to whom; the browsers obey. There is
// no media server: each pair of present participants that may hear each other holds one
// RTCPeerConnection, and a change of plan only toggles tracks, never renegotiates. Pure.

export const PARTICIPANT_KINDS = ['agent', 'contact', 'external', 'supervisor'] as const;
/**
 * `agent`: an agent working the call; `contact`: the customer's leg; `external`: an outside number
 * added to the conference (add-participant); `supervisor`: a manager action.
 */
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

export const MANAGER_ACTIONS = ['listen', 'whisper', 'barge'] as const;
export type ManagerAction = (typeof MANAGER_ACTIONS)[number];

/** What the plan needs of a present participant. */
export type MediaParticipant = {
  participantSid: string;
  kind: ParticipantKind;
  muted: boolean;
  hold: boolean;
  managerAction: ManagerAction | null;
  /** False for a leg no browser carries (the simulator's silent auto-answering contact). */
  hasMedia: boolean;
};

/** One peer connection as seen from one side: does this side send to the peer, receive from it. */
export type MediaLink = { peerSid: string; send: boolean; receive: boolean };

/** For each present participant, its peer connections. */
export type MediaPlan = Record<string, MediaLink[]>;

const isPhoneLeg = (kind: ParticipantKind): boolean => kind === 'contact' || kind === 'external';

/**
 * Whether the pair may ever carry audio, whatever holds and mutes say: then it has a peer
 * connection for the whole time both are present, so hold, mute and manager-action changes are
 * track toggles. Two supervisors never hear each other.
 */
function linked(a: MediaParticipant, b: MediaParticipant): boolean {
  if (!a.hasMedia || !b.hasMedia) return false;
  return !(a.kind === 'supervisor' && b.kind === 'supervisor');
}

/** Whether `from`'s voice is meant for `to`, before holds and mutes. */
function meantFor(from: MediaParticipant, to: MediaParticipant): boolean {
  if (from.kind === 'supervisor') {
    // whisper: the agent only; barge: everyone; listen (or no action yet): nobody.
    if (from.managerAction === 'barge') return to.kind !== 'supervisor';
    if (from.managerAction === 'whisper') return to.kind === 'agent';
    return false;
  }
  // A supervisor hears agents and phone legs in every action.
  if (to.kind === 'supervisor') return true;
  // Agents and phone legs all hear each other (agent ↔ contact, agent ↔ agent in a transfer,
  // contact ↔ external in a conference call).
  return from.kind === 'agent' || isPhoneLeg(from.kind) ? to.kind === 'agent' || isPhoneLeg(to.kind) : false;
}

/**
 * Does `from`'s audio reach `to`? A participant on hold neither hears nor is heard (the contract's
 * "hold on the contact participant: neither hears the other"); a muted one sends to nobody.
 */
export function hears(from: MediaParticipant, to: MediaParticipant): boolean {
  if (from.participantSid === to.participantSid) return false;
  if (!linked(from, to) || !meantFor(from, to)) return false;
  if (from.hold || to.hold) return false;
  return !from.muted;
}

/** The media plan of a conference's present participants (docs/voice-contract.md table). */
export function mediaPlan(participants: readonly MediaParticipant[]): MediaPlan {
  const plan: MediaPlan = {};
  for (const self of participants) {
    const links: MediaLink[] = [];
    for (const peer of participants) {
      if (peer.participantSid === self.participantSid || !linked(self, peer)) continue;
      links.push({ peerSid: peer.participantSid, send: hears(self, peer), receive: hears(peer, self) });
    }
    plan[self.participantSid] = links;
  }
  return plan;
}

/**
 * The participant of a pair that sends the offer: the one whose sid sorts lower, so two browsers
 * never both offer (docs/voice-contract.md "Negotiation").
 */
export function offererOf(a: string, b: string): string {
  return a < b ? a : b;
}
