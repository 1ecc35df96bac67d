import { sendRequest } from '../../../shared/api/send-request.ts';

export type CallRecordingUpload = {
  conferenceSid: string;
  audio: Blob;
  /** When recording began (ISO). */
  startedAt: string;
  /** Recorded time, pauses excluded. */
  durationSeconds: number;
};

/**
 * POST /conv/call-recordings (docs/voice-contract.md "Recordings"), multipart. Sent through the
 * transport, not apiRequest: a refusal here is the recording's news, and apiRequest would take a 403
 * for an expired session and sign the agent out. Throws when the recording was not stored.
 */
export async function uploadCallRecording(upload: CallRecordingUpload): Promise<void> {
  const body = new FormData();
  body.append('conferenceSid', upload.conferenceSid);
  body.append('startedAt', upload.startedAt);
  body.append('durationSeconds', upload.durationSeconds.toFixed(3));
  const extension = upload.audio.type.startsWith('audio/ogg') ? 'ogg' : 'webm';
  body.append('file', upload.audio, `call-${upload.conferenceSid}.${extension}`);
  // A network failure is retried: the recording exists only in this page.
  const outcome = await sendRequest({ url: '/conv/call-recordings', method: 'POST', body, retries: 2 });
  if (outcome.kind === 'network') throw new Error('the call recording could not be sent');
  if (!outcome.response.ok) {
    throw new Error(`the call recording was refused (${outcome.response.status})`);
  }
}
