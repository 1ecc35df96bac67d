import { z } from 'zod';

// Pre-recorded voicemail drops (spec 001 §2 My Settings › /agent-recordings, spec 002 §2 "My
// Pre-recorded Voicemail Drops", spec 000 §7 POST /call-controls/voicemail-drop, spec 001 §6 flag
// hasPreRecordedVmDrops). An agent uploads audio files of their own; on a call that reached an
// answering machine they drop one: the contact's leg plays it and the agent is free at once.
// docs/voice-contract.md "Voicemail drops".

/** The audio types a drop may be (what browsers play in an <audio> element). */
export const VOICEMAIL_DROP_MIME_TYPES = ['audio/wav', 'audio/mpeg', 'audio/webm', 'audio/ogg'] as const;
export type VoicemailDropMimeType = (typeof VOICEMAIL_DROP_MIME_TYPES)[number];

/** Other names browsers and tools give the same types. */
const MIME_ALIASES: Record<string, VoicemailDropMimeType> = {
  'audio/wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
};

/** The type a drop is stored with, or null when it is not one we take. Parameters are ignored. */
export function voicemailDropMimeType(contentType: string | null | undefined): VoicemailDropMimeType | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if ((VOICEMAIL_DROP_MIME_TYPES as readonly string[]).includes(type)) return type as VoicemailDropMimeType;
  return MIME_ALIASES[type] ?? null;
}

export const VOICEMAIL_DROP_MAX_BYTES = 5 * 1024 * 1024;
export const VOICEMAIL_DROP_NAME_MAX_LENGTH = 100;
/** The most drops one agent keeps. */
export const VOICEMAIL_DROPS_PER_USER_MAX = 50;

/**
 * How long a drop plays when its file does not say (only WAV headers are read): 30 s, then capped by
 * the agent's allowed voicemail duration (spec 000 §9 feature flag `allowedVoicemailDuration`, 20).
 */
export const VOICEMAIL_DROP_DEFAULT_SECONDS = 30;

/** Seconds the drop plays before the call ends `completed`: the file's length, capped; at least 1. */
export function voicemailDropPlaySeconds(fileSeconds: number | null, allowedSeconds: number): number {
  const length = fileSeconds ?? VOICEMAIL_DROP_DEFAULT_SECONDS;
  const cap = allowedSeconds > 0 ? allowedSeconds : VOICEMAIL_DROP_DEFAULT_SECONDS;
  return Math.max(1, Math.ceil(Math.min(length, cap)));
}

/** A drop as the API lists it (the audio is fetched from `audioUrl`). */
export type VoicemailDrop = {
  id: string;
  name: string;
  mimeType: VoicemailDropMimeType;
  sizeBytes: number;
  /** Read from a WAV header; null for other types. */
  durationSeconds: number | null;
  audioUrl: string;
  createdAt: string;
};

/** Where a drop's audio is served (GET, any signed-in user of the brand). */
export function voicemailDropAudioPath(id: string): string {
  return `/api/voicemail-drops/${encodeURIComponent(id)}/audio`;
}

export const voicemailDropNameInput = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(VOICEMAIL_DROP_NAME_MAX_LENGTH, `must be at most ${VOICEMAIL_DROP_NAME_MAX_LENGTH} characters`);

/** spec 000 §7 POST /conv/call-controls/voicemail-drop {customerCallSid, campaignId, recordingId}. */
export const voicemailDropInput = z.object({
  customerCallSid: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
  campaignId: z.string().trim().max(64).nullish(),
  recordingId: z.string({ message: 'is required' }).trim().uuid('must be a voicemail drop id'),
});

/** Answer of the voicemail-drop call control. */
export type VoicemailDropResult = {
  success: true;
  conferenceSid: string;
  /** When the call ends `completed` (the drop has played). */
  durationSeconds: number;
};

/**
 * `voice.voicemailDrop`, to the contact leg's media user (the Contact Simulator page, which plays
 * the customer): play this audio as the carrier would; the call ends when it has played.
 */
export const VOICEMAIL_DROP_EVENT = 'voice.voicemailDrop';
export type VoicemailDropEvent = {
  /** null: a campaign dialer's default drop, left with no agent and no conference. */
  conferenceSid: string | null;
  callSid: string;
  recordingId: string;
  audioUrl: string;
  durationSeconds?: number;
};

// Parley's wording (the spec names the page and the call, and shows none of their texts).
export const VOICEMAIL_DROP_TEXTS = {
  title: 'My Pre-recorded Voicemail Drops',
  description:
    'Recordings you can leave on a contact’s voicemail: drop one on a call that reached an answering machine and you are free at once while it plays.',
  upload: 'Upload a recording',
  name: 'Name',
  file: 'Audio file',
  fileHint: 'WAV, MP3, WebM or Ogg audio, up to 5 MB.',
  empty: 'No voicemail drops yet.',
  emptyHint: 'Upload a short greeting to leave on voicemails.',
  uploaded: 'Voicemail drop uploaded.',
  deleted: 'Voicemail drop deleted.',
  deleteTitle: 'Delete this voicemail drop?',
  deleteBody: 'You will no longer be able to drop it on calls.',
  deleteLabel: (name: string) => `Delete ${name}`,
  playLabel: (name: string) => `Play ${name}`,
  fileRequired: 'Choose an audio file',
  badType: 'The file must be WAV, MP3, WebM or Ogg audio',
  tooLarge: 'The file must be at most 5 MB',
  notMultipart: 'Send the recording as multipart/form-data with a file and a name',
  notFound: 'Voicemail drop not found',
  tooMany: `You can keep at most ${VOICEMAIL_DROPS_PER_USER_MAX} voicemail drops`,
  nameTaken: 'You already have a voicemail drop with this name',
  /** The call control's refusals. */
  notYourCall: 'Only the agent on this call can drop a voicemail',
  notAlone: 'A voicemail drop needs the contact alone on the call with you',
  notTalking: 'The call is not connected',
} as const;
