import { formatByteSize } from '../common/number-format.ts';

// Call recordings (docs/voice-contract.md "Recordings"): the media never reaches the server (the
// WebRTC mesh is browser to browser), so the agent's browser records the call's mix while the
// conference says `recording` and uploads the file when the recording stops, the agent leaves or
// the call ends. Settings › Recordings (spec 001 /settings/recordings) and the Recent Tasks rows
// play them.

/** What the browser records (MediaRecorder, Opus in WebM; Ogg where a browser prefers it). */
export const CALL_RECORDING_MIME_TYPES = ['audio/webm', 'audio/ogg'] as const;
export type CallRecordingMimeType = (typeof CALL_RECORDING_MIME_TYPES)[number];

/** The type a recording is stored with, or null when it is not one we take. Parameters are ignored. */
export function callRecordingMimeType(contentType: string | null | undefined): CallRecordingMimeType | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (CALL_RECORDING_MIME_TYPES as readonly string[]).includes(type)
    ? (type as CallRecordingMimeType)
    : null;
}

/**
 * The largest upload: 25 MB. Opus at the browser's default ~32 kbit/s is ~14 MB an hour, so this
 * holds calls of well over an hour; the file is kept in the database row (as voicemail drops are).
 */
export const CALL_RECORDING_MAX_BYTES = 25 * 1024 * 1024;
/** The longest duration taken (a day): a larger number is a broken clock, not a call. */
export const CALL_RECORDING_MAX_SECONDS = 24 * 60 * 60;
export const CALL_RECORDINGS_PAGE_MAX = 100;

export const CALL_RECORDING_TEXTS = {
  notMultipart: 'Send the recording as multipart/form-data',
  fileRequired: 'Choose an audio file',
  badType: 'The recording must be WebM or Ogg audio',
  tooLarge: 'The recording is larger than 25 MB',
  notParticipant: 'Only an agent of this call can upload its recording',
  notFound: 'Recording not found',
  emptyList: 'No calls have been recorded yet.',
  loadFailed: 'The recordings could not be loaded.',
  uploadFailed: 'The call recording could not be uploaded.',
  title: 'Recordings',
  description: "Calls recorded by the agent's browser while Record was on (pauses left out). Newest first.",
  loading: 'Loading recordings…',
  recordedAt: 'Recorded',
  agent: 'Agent',
  contact: 'Contact',
  duration: 'Duration',
  size: 'Size',
  task: 'Task',
  audio: 'Audio',
  playerLabel: (when: string) => `Recording of ${when}`,
  previous: 'Previous',
  next: 'Next',
  actions: 'Actions',
  deleted: 'Recording deleted.',
  deleteTitle: 'Delete this recording?',
  deleteBody: 'Its audio is removed for good and the recent task no longer plays it. This cannot be undone.',
  deleteLabel: (when: string) => `Delete recording of ${when}`,
  readOnly: 'Only admins can delete recordings.',
} as const;

/** 75.4 → '1:15'. */
export function formatRecordingDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A recording's size as Settings › Recordings lists it. */
export const formatRecordingSize = formatByteSize;

/** A recording as Settings › Recordings lists it (the audio is fetched from `audioUrl`). */
export type CallRecording = {
  id: string;
  conferenceSid: string;
  taskSid: string | null;
  agentUserId: string;
  agentName: string | null;
  contactPhone: string | null;
  mimeType: CallRecordingMimeType;
  sizeBytes: number;
  durationSeconds: number;
  startedAt: string;
  createdAt: string;
  audioUrl: string;
};

/** Where a recording's audio is served (GET: admins and supervisors of the brand, the agent who recorded it). */
export function callRecordingAudioPath(id: string): string {
  return `/api/call-recordings/${encodeURIComponent(id)}/audio`;
}
