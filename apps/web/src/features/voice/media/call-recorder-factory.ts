import { CALL_RECORDING_TEXTS } from '@parley/core/voice/call-recordings';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import {
  browserCanRecord,
  CallRecorder,
  createAudioContextMix,
  type FinishedRecording,
  preferredRecordingMimeType,
} from './call-recorder.ts';

// The browser's recorder, or none where the browser cannot record (jsdom in component tests).

export function createCallRecorder(
  conferenceSid: string,
  upload: (recording: FinishedRecording) => Promise<void>,
): CallRecorder | null {
  if (!browserCanRecord()) return null;
  return new CallRecorder(conferenceSid, {
    createMix: createAudioContextMix,
    createMediaRecorder: (stream, mimeType) => new MediaRecorder(stream, mimeType ? { mimeType } : undefined),
    mimeType: preferredRecordingMimeType(),
    upload: async (recording) => {
      try {
        await upload(recording);
      } catch (error) {
        showErrorToast(CALL_RECORDING_TEXTS.uploadFailed);
        throw error;
      }
    },
    now: Date.now,
  });
}
