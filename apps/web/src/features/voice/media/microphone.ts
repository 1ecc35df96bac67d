import { audioContext, createLevelMeter, type LevelMeter } from './audio-level.ts';

// The local microphone, opened once for the page and shared by every peer connection (each gets
// its own clone of the track, so sending can differ per peer: docs/voice-contract.md "Media").

export type MicrophoneHandle = {
  /** The microphone's track, or a silent one when it could not be opened; null without WebAudio either. */
  track: MediaStreamTrack | null;
  /** False when the microphone could not be opened. */
  real: boolean;
  meter: LevelMeter;
  release: () => void;
};

/** Echo cancellation and the rest are the browser's defaults for calls. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  video: false,
};

type Shared = {
  stream: MediaStream | null;
  track: MediaStreamTrack | null;
  real: boolean;
  meter: LevelMeter;
};

let shared: Promise<Shared> | null = null;
let holders = 0;

function silentTrack(): MediaStreamTrack | null {
  const context = audioContext();
  if (!context) return null;
  return context.createMediaStreamDestination().stream.getAudioTracks()[0] ?? null;
}

async function open(): Promise<Shared> {
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('no getUserMedia');
    const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
    const track = stream.getAudioTracks()[0] ?? null;
    if (!track) throw new Error('no audio track');
    return { stream, track, real: true, meter: createLevelMeter(stream) };
  } catch (error) {
    console.error('The microphone could not be opened', error);
    return { stream: null, track: silentTrack(), real: false, meter: { level: () => 0, close: () => {} } };
  }
}

/** Opens the microphone (once for all holders); release() when done, the last release closes it. */
export async function acquireMicrophone(): Promise<MicrophoneHandle> {
  holders += 1;
  shared ??= open();
  const current = await shared;
  let released = false;
  return {
    track: current.track,
    real: current.real,
    meter: current.meter,
    release: () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders > 0) return;
      const closing = shared;
      shared = null;
      void closing?.then((mic) => {
        mic.meter.close();
        for (const track of mic.stream?.getTracks() ?? []) track.stop();
        mic.track?.stop();
      });
    },
  };
}
