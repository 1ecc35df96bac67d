import { z } from 'zod';
import { CALL_FAILURES, type CallFailureReason } from '../common/error-catalogue.ts';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';
import { MANAGER_ACTIONS, PARTICIPANT_KINDS } from './media-plan.ts';
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
} from './voice-contract.ts';
import { VOICEMAIL_DROP_EVENT, type VoicemailDropEvent } from './voicemail-drops.ts';

// The voice module's events on the stream (docs/voice-contract.md "Events on the stream"). What
// identifies an event (sids, kinds, statuses) must be there or the event is refused (logged and
// skipped by the browser); a field that only describes falls back ('' / null / false) so that one odd
// value never costs the desk a call.

const sid = z.string().min(1);
const text = z.string().catch('');
const textOrNull = z.string().min(1).nullable().catch(null);
const flag = z.boolean().catch(false);
const FAILURE_REASONS = Object.keys(CALL_FAILURES) as [CallFailureReason, ...CallFailureReason[]];

const participantSchema = z.object({
  participantSid: sid,
  kind: z.enum(PARTICIPANT_KINDS),
  type: z.enum(['internal', 'external']).catch('internal'),
  callerUri: text,
  callSid: text,
  name: text,
  userId: textOrNull,
  mediaUserId: textOrNull,
  workerSid: textOrNull,
  muted: flag,
  hold: flag,
  managerAction: z.enum(MANAGER_ACTIONS).nullable().catch(null),
  joinedAt: text,
}) satisfies z.ZodType<SnapshotParticipant>;

const mediaLinkSchema = z.object({ peerSid: sid, send: flag, receive: flag });

/** `conference.snapshot`: a browser ignores one whose version is lower than it holds. */
export const conferenceSnapshotSchema = z.object({
  conferenceSid: sid,
  conferenceFriendlyId: text,
  taskSid: text,
  startedAt: text,
  endedAt: textOrNull,
  recording: z.enum(RECORDING_STATES).catch('none'),
  lastUpdatedAt: text,
  version: z.number(),
  participants: z.array(participantSchema),
  mediaPlan: z.record(z.string(), z.array(mediaLinkSchema)).default({}),
}) satisfies z.ZodType<ConferenceSnapshot>;

/** `call.updated` to the brand: the simulator page and the desk follow their calls by sid. */
export const callViewSchema = z.object({
  callSid: sid,
  direction: z.enum(['inbound', 'outbound']).catch('inbound'),
  from: text,
  to: text,
  status: z.enum(CALL_STATUSES),
  failureReason: z.enum(FAILURE_REASONS).nullable().catch(null),
  taskSid: textOrNull,
  conferenceSid: textOrNull,
  contactName: textOrNull,
  mediaUserId: textOrNull,
  createdAt: text,
  answeredAt: textOrNull,
  endedAt: textOrNull,
}) satisfies z.ZodType<CallView>;

/** `voice.signal`, relayed to the target participant's media user. */
export const voiceSignalSchema = z.object({
  conferenceSid: sid,
  fromParticipantSid: sid,
  toParticipantSid: sid,
  kind: z.enum(VOICE_SIGNAL_KINDS),
  sdp: text,
}) satisfies z.ZodType<VoiceSignal>;

/** `voice.notification`: one user's toast (the texts are the desk's). */
export const voiceNotificationSchema = z.object({
  kind: z.enum(VOICE_NOTIFICATION_KINDS),
  taskSid: text,
  name: textOrNull,
}) satisfies z.ZodType<VoiceNotification>;

/** `voice.voicemailDrop` (to the contact leg's media user: the Contact Simulator page). */
export const voicemailDropEventSchema = z.object({
  // null: a campaign dialer's default drop (no agent, no conference).
  conferenceSid: sid.nullable(),
  callSid: sid,
  recordingId: sid,
  audioUrl: z.string().startsWith('/api/'),
  durationSeconds: z.number().positive().optional().catch(undefined),
}) satisfies z.ZodType<VoicemailDropEvent>;

/**
 * `voice.safeHarbour` (to the contact leg's media user: the Contact Simulator page): a campaign's
 * call the contact answered found no agent within 2 s and was abandoned; the brand's safe-harbour
 * message plays to the contact at once (issue 14 "Abandonment"), then the call ends.
 */
export const SAFE_HARBOUR_EVENT = 'voice.safeHarbour';
export const safeHarbourEventSchema = z.object({ callSid: sid, message: z.string().min(1) });
export type SafeHarbourEvent = z.infer<typeof safeHarbourEventSchema>;

export const VOICE_STREAM_EVENTS = {
  'conference.snapshot': conferenceSnapshotSchema,
  'voice.signal': voiceSignalSchema,
  'call.updated': callViewSchema,
  'voice.notification': voiceNotificationSchema,
  [VOICEMAIL_DROP_EVENT]: voicemailDropEventSchema,
  [SAFE_HARBOUR_EVENT]: safeHarbourEventSchema,
} as const satisfies StreamEventCatalogue;

export const VOICE_STREAM = streamEventEntries(VOICE_STREAM_EVENTS);
