import type { ConferenceParticipant, ConferenceSnapshot } from '../api/voice-types.ts';

// Test support: conference snapshots shaped like the server's (docs/voice-contract.md).

export function makeParticipant(overrides: Partial<ConferenceParticipant> = {}): ConferenceParticipant {
  return {
    participantSid: 'CPagent',
    kind: 'agent',
    type: 'internal',
    callerUri: 'client:WK1',
    callSid: 'CAagent',
    name: 'Ada Lovelace',
    userId: 'user-1',
    mediaUserId: 'user-1',
    workerSid: 'WK1',
    muted: false,
    hold: false,
    managerAction: null,
    joinedAt: new Date(Date.now() - 65_000).toISOString(),
    ...overrides,
  };
}

export const CONTACT_PARTICIPANT = makeParticipant({
  participantSid: 'CPcontact',
  kind: 'contact',
  type: 'external',
  callerUri: '+14155550101',
  callSid: 'CAcontact',
  name: 'Grace Hopper',
  userId: null,
  mediaUserId: 'user-admin',
  workerSid: null,
});

/** A live conference of the agent (user-1) and the contact, both hearing each other. */
export function makeSnapshot(overrides: Partial<ConferenceSnapshot> = {}): ConferenceSnapshot {
  const participants = overrides.participants ?? [makeParticipant(), CONTACT_PARTICIPANT];
  const mediaPlan: ConferenceSnapshot['mediaPlan'] = {};
  for (const self of participants) {
    mediaPlan[self.participantSid] = participants
      .filter((peer) => peer.participantSid !== self.participantSid)
      .map((peer) => ({ peerSid: peer.participantSid, send: !self.muted, receive: !peer.muted }));
  }
  return {
    conferenceSid: 'CF1',
    conferenceFriendlyId: 'WT1',
    taskSid: 'WT1',
    startedAt: new Date(Date.now() - 70_000).toISOString(),
    endedAt: null,
    recording: 'none',
    lastUpdatedAt: new Date().toISOString(),
    version: 1,
    participants,
    mediaPlan,
    ...overrides,
  };
}
