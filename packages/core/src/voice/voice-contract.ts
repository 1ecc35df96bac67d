// The shapes the voice server module, the agent desktop, the Contact Simulator page and the
// supervisor pages share (docs/voice-contract.md). Types and constants only.
import type { CallFailureReason } from '../common/error-catalogue.ts';
import type { ManagerAction, MediaPlan, ParticipantKind } from './media-plan.ts';

/** spec 000 §4 call outcome statuses. */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'canceled',
  'completed',
  'no-answer',
  'busy',
  'failed',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call that has not ended yet. */
export const LIVE_CALL_STATUSES: readonly CallStatus[] = ['queued', 'ringing', 'in-progress'];

export function isLiveCallStatus(status: string): boolean {
  return (LIVE_CALL_STATUSES as readonly string[]).includes(status);
}

export type CallDirection = 'inbound' | 'outbound';

export const RECORDING_STATES = ['none', 'recording', 'paused', 'stopped'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];

export const RECORDING_ACTIONS = ['start', 'pause', 'resume', 'stop'] as const;
export type RecordingAction = (typeof RECORDING_ACTIONS)[number];

export type SnapshotParticipant = {
  participantSid: string;
  kind: ParticipantKind;
  /** spec 000 §3: `internal` for people; phone legs are `external` (the simulator never uses `queue`). */
  type: 'internal' | 'external';
  /** `client:{workerSid}` for people, the E.164 number for phone legs. */
  callerUri: string;
  callSid: string;
  name: string;
  userId: string | null;
  /** The user whose browser carries this participant's audio; null for a silent simulated contact. */
  mediaUserId: string | null;
  workerSid: string | null;
  muted: boolean;
  hold: boolean;
  managerAction: ManagerAction | null;
  joinedAt: string;
};

/** `conference.snapshot` data. A browser ignores one whose version is lower than it holds. */
export type ConferenceSnapshot = {
  conferenceSid: string;
  conferenceFriendlyId: string;
  taskSid: string;
  startedAt: string;
  endedAt: string | null;
  recording: RecordingState;
  lastUpdatedAt: string;
  version: number;
  /** Only present participants (none once the conference ended). */
  participants: SnapshotParticipant[];
  mediaPlan: MediaPlan;
};

/** `call.updated` data and the Contact Simulator's list items. */
export type CallView = {
  callSid: string;
  direction: CallDirection;
  from: string;
  to: string;
  status: CallStatus;
  failureReason: CallFailureReason | null;
  taskSid: string | null;
  conferenceSid: string | null;
  contactName: string | null;
  mediaUserId: string | null;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
};

export const VOICE_SIGNAL_KINDS = ['offer', 'answer', 'bye'] as const;
export type VoiceSignalKind = (typeof VOICE_SIGNAL_KINDS)[number];

/** `voice.signal` data, relayed to the target participant's media user. */
export type VoiceSignal = {
  conferenceSid: string;
  fromParticipantSid: string;
  toParticipantSid: string;
  kind: VoiceSignalKind;
  sdp: string;
};

export const VOICE_NOTIFICATION_KINDS = [
  'contactHungUpIncoming',
  'answeredByAnother',
  'contactHungUp',
  'transferCanceled',
] as const;
export type VoiceNotificationKind = (typeof VOICE_NOTIFICATION_KINDS)[number];

/** `voice.notification` data: one user's toast (the texts are the desk's). */
export type VoiceNotification = { kind: VoiceNotificationKind; taskSid: string; name: string | null };

/** Stream event names of the voice module. */
export const VOICE_EVENTS = {
  snapshot: 'conference.snapshot',
  signal: 'voice.signal',
  callUpdated: 'call.updated',
  notification: 'voice.notification',
} as const;

/** create-call's answer (docs/voice-contract.md). */
export type CreateCallResult =
  | { success: true; canContact: true; callSid: string; conferenceSid: string }
  | { success: false; canContact: false; reason: CallFailureReason; detail?: string };

/** The title and task type of an inbound call task and of a transfer's task (spec 001 §3). */
export const INBOUND_CALL_TITLE = 'Incoming Call';
export const TRANSFER_CALL_TITLE = 'Transfer Call';
export const TRANSFER_CALL_TASK_TYPE = 'Transfer Call';
/** A manual outbound call task (spec 001 §3 task titles: "outbound call"). */
export const OUTBOUND_CALL_TITLE = 'outbound call';
export const OUTBOUND_CALL_TASK_TYPE = 'Agent Call Task';

/** The longest SDP a signal carries (a non-trickle offer with every host candidate is a few KB). */
export const VOICE_SIGNAL_SDP_MAX_LENGTH = 64_000;
