import { CALL_FAILURES, type CallFailureReason } from '@parley/core/common/error-catalogue';
import {
  MANAGER_ACTIONS,
  type ManagerAction,
  type MediaLink,
  PARTICIPANT_KINDS,
  type ParticipantKind,
} from '@parley/core/voice/media-plan';
import {
  CALL_STATUSES,
  type CallView,
  type ConferenceSnapshot,
  RECORDING_STATES,
  type SnapshotParticipant,
  VOICE_NOTIFICATION_KINDS,
  VOICE_SIGNAL_KINDS,
  type VoiceNotification,
  type VoiceSignal,
} from '@parley/core/voice/voice-contract';
import type { VoicemailDropEvent } from '@parley/core/voice/voicemail-drops';
import type { EventDataSchema } from '../../../shared/sse/useServerEvent.ts';

// The voice contract's shapes as the browser reads them (docs/voice-contract.md "Events on the
// stream"). Checked by hand on the way in (the web has no zod of its own; these shapes are the
// contract's): a malformed event is logged and skipped by useTypedServerEvent.

export type { ManagerAction, MediaLink as PeerPlan, ParticipantKind } from '@parley/core/voice/media-plan';
export type {
  CallStatus,
  CallView,
  ConferenceSnapshot,
  RecordingState,
  SnapshotParticipant as ConferenceParticipant,
  VoiceNotification,
  VoiceNotificationKind,
  VoiceSignal,
  VoiceSignalKind,
} from '@parley/core/voice/voice-contract';

// --- checks ---------------------------------------------------------------------------------

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str = (value: unknown): value is string => typeof value === 'string' && value !== '';
const strOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const textOr = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const FAILURE_REASONS = Object.keys(CALL_FAILURES) as CallFailureReason[];

function parseParticipant(value: unknown): SnapshotParticipant | null {
  if (
    !isObject(value) ||
    !str(value.participantSid) ||
    !oneOf<ParticipantKind>(PARTICIPANT_KINDS, value.kind)
  ) {
    return null;
  }
  return {
    participantSid: value.participantSid,
    kind: value.kind,
    type: value.type === 'external' ? 'external' : 'internal',
    callerUri: textOr(value.callerUri),
    callSid: textOr(value.callSid),
    name: textOr(value.name),
    userId: strOrNull(value.userId),
    mediaUserId: strOrNull(value.mediaUserId),
    workerSid: strOrNull(value.workerSid),
    muted: value.muted === true,
    hold: value.hold === true,
    managerAction: oneOf<ManagerAction>(MANAGER_ACTIONS, value.managerAction) ? value.managerAction : null,
    joinedAt: textOr(value.joinedAt),
  };
}

function parsePlan(value: unknown): Record<string, MediaLink[]> | null {
  if (!isObject(value)) return null;
  const plan: Record<string, MediaLink[]> = {};
  for (const [participantSid, peers] of Object.entries(value)) {
    if (!Array.isArray(peers)) return null;
    const parsed: MediaLink[] = [];
    for (const peer of peers) {
      if (!isObject(peer) || !str(peer.peerSid)) return null;
      parsed.push({ peerSid: peer.peerSid, send: peer.send === true, receive: peer.receive === true });
    }
    plan[participantSid] = parsed;
  }
  return plan;
}

export function parseConferenceSnapshot(value: unknown): ConferenceSnapshot | null {
  if (!isObject(value) || !str(value.conferenceSid) || typeof value.version !== 'number') return null;
  if (!Array.isArray(value.participants)) return null;
  const participants: SnapshotParticipant[] = [];
  for (const item of value.participants) {
    const participant = parseParticipant(item);
    if (!participant) return null;
    participants.push(participant);
  }
  const mediaPlan = value.mediaPlan === undefined ? {} : parsePlan(value.mediaPlan);
  if (!mediaPlan) return null;
  return {
    conferenceSid: value.conferenceSid,
    conferenceFriendlyId: textOr(value.conferenceFriendlyId),
    taskSid: textOr(value.taskSid),
    startedAt: textOr(value.startedAt),
    endedAt: strOrNull(value.endedAt),
    recording: oneOf(RECORDING_STATES, value.recording) ? value.recording : 'none',
    lastUpdatedAt: textOr(value.lastUpdatedAt),
    version: value.version,
    participants,
    mediaPlan,
  };
}

export function parseCallView(value: unknown): CallView | null {
  if (!isObject(value) || !str(value.callSid) || !oneOf(CALL_STATUSES, value.status)) return null;
  return {
    callSid: value.callSid,
    direction: value.direction === 'outbound' ? 'outbound' : 'inbound',
    from: textOr(value.from),
    to: textOr(value.to),
    status: value.status,
    failureReason: oneOf(FAILURE_REASONS, value.failureReason) ? value.failureReason : null,
    taskSid: strOrNull(value.taskSid),
    conferenceSid: strOrNull(value.conferenceSid),
    contactName: strOrNull(value.contactName),
    mediaUserId: strOrNull(value.mediaUserId),
    createdAt: textOr(value.createdAt),
    answeredAt: strOrNull(value.answeredAt),
    endedAt: strOrNull(value.endedAt),
  };
}

export function parseVoiceSignal(value: unknown): VoiceSignal | null {
  if (!isObject(value) || !str(value.conferenceSid) || !oneOf(VOICE_SIGNAL_KINDS, value.kind)) return null;
  if (!str(value.fromParticipantSid) || !str(value.toParticipantSid)) return null;
  return {
    conferenceSid: value.conferenceSid,
    fromParticipantSid: value.fromParticipantSid,
    toParticipantSid: value.toParticipantSid,
    kind: value.kind,
    sdp: textOr(value.sdp),
  };
}

export function parseVoiceNotification(value: unknown): VoiceNotification | null {
  if (!isObject(value) || !oneOf(VOICE_NOTIFICATION_KINDS, value.kind)) return null;
  return { kind: value.kind, taskSid: textOr(value.taskSid), name: strOrNull(value.name) };
}

/** `voice.voicemailDrop` (to the contact leg's media user: the Contact Simulator page). */
export function parseVoicemailDropEvent(value: unknown): VoicemailDropEvent | null {
  if (!isObject(value) || !str(value.conferenceSid) || !str(value.callSid)) return null;
  if (!str(value.recordingId) || !str(value.audioUrl) || !value.audioUrl.startsWith('/api/')) return null;
  const seconds = value.durationSeconds;
  return {
    conferenceSid: value.conferenceSid,
    callSid: value.callSid,
    recordingId: value.recordingId,
    audioUrl: value.audioUrl,
    ...(typeof seconds === 'number' && seconds > 0 ? { durationSeconds: seconds } : {}),
  };
}

/** A hand-written parser as the `safeParse` useTypedServerEvent expects. */
function schemaOf<T>(parse: (value: unknown) => T | null, what: string): EventDataSchema<T> {
  return {
    safeParse(data: unknown) {
      const parsed = parse(data);
      return parsed === null
        ? { success: false, error: new Error(`not a ${what}`) }
        : { success: true, data: parsed };
    },
  };
}

export const conferenceSnapshotSchema = schemaOf(parseConferenceSnapshot, 'ConferenceSnapshot');
export const callViewSchema = schemaOf(parseCallView, 'CallView');
export const voiceSignalSchema = schemaOf(parseVoiceSignal, 'voice signal');
export const voiceNotificationSchema = schemaOf(parseVoiceNotification, 'voice notification');
export const voicemailDropEventSchema = schemaOf(parseVoicemailDropEvent, 'voicemail drop');
