import type { CallFailureReason } from '@parley/core/common/error-catalogue';
import { type ManagerAction, type MediaParticipant, mediaPlan } from '@parley/core/voice/media-plan';
import type {
  CallStatus,
  CallView,
  ConferenceSnapshot,
  RecordingState,
  SnapshotParticipant,
} from '@parley/core/voice/voice-contract';
import type { CallRow, ConferenceRow, ParticipantRow } from './voice-store.ts';

// Presenters: voice rows → the contract's shapes (docs/voice-contract.md). Kinds, statuses and
// actions are written only by this module, from the core's lists.

function toMediaParticipant(row: ParticipantRow): MediaParticipant {
  return {
    participantSid: row.sid,
    kind: row.kind,
    muted: row.muted,
    hold: row.hold,
    managerAction: row.managerAction as ManagerAction | null,
    hasMedia: row.mediaUserId !== null,
  };
}

function toSnapshotParticipant(row: ParticipantRow): SnapshotParticipant {
  return {
    participantSid: row.sid,
    kind: row.kind,
    type: row.kind === 'agent' || row.kind === 'supervisor' ? 'internal' : 'external',
    callerUri: row.callerUri,
    callSid: row.callSid,
    name: row.name,
    userId: row.userId,
    mediaUserId: row.mediaUserId,
    workerSid: row.workerSid,
    muted: row.muted,
    hold: row.hold,
    managerAction: row.managerAction as ManagerAction | null,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** The snapshot of a conference with its present participants (none once it ended). */
export function toConferenceSnapshot(
  conference: ConferenceRow,
  present: ParticipantRow[],
): ConferenceSnapshot {
  const participants = conference.endedAt ? [] : present;
  return {
    conferenceSid: conference.sid,
    conferenceFriendlyId: conference.friendlyId,
    taskSid: conference.taskSid,
    startedAt: conference.startedAt.toISOString(),
    endedAt: conference.endedAt?.toISOString() ?? null,
    recording: conference.recording as RecordingState,
    lastUpdatedAt: conference.updatedAt.toISOString(),
    version: conference.version,
    participants: participants.map(toSnapshotParticipant),
    mediaPlan: mediaPlan(participants.map(toMediaParticipant)),
  };
}

export function toCallView(call: CallRow): CallView {
  return {
    callSid: call.sid,
    direction: call.direction,
    from: call.fromNumber,
    to: call.toNumber,
    status: call.status as CallStatus,
    failureReason: call.failureReason as CallFailureReason | null,
    taskSid: call.taskSid,
    conferenceSid: call.conferenceSid,
    contactName: call.contactName,
    mediaUserId: call.mediaUserId,
    createdAt: call.createdAt.toISOString(),
    answeredAt: call.answeredAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
  };
}
