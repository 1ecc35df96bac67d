// What the WebRTC mesh (webrtc-mesh-media.ts) needs from the browser, as injectable dependencies so
// its tests drive fake peer connections and timers, and the small rules it negotiates by.
import { createLevelMeter, type LevelMeter } from './audio-level.ts';
import { acquireMicrophone, type MicrophoneHandle } from './microphone.ts';

/** How long the offerer or answerer waits for ICE gathering before sending what it has. */
export const ICE_GATHERING_TIMEOUT_MS = 3_000;
/** A connection not connected after this long is negotiated again. */
export const RECONNECT_AFTER_MS = 10_000;
/** How often the mesh checks for connections to negotiate again. */
export const MAINTAIN_EVERY_MS = 2_000;

/** Plays (or silences) one peer's audio. */
export interface AudioOutput {
  setPlaying(on: boolean): void;
  close(): void;
}

export type MeshDeps = {
  createPeerConnection: (config: RTCConfiguration) => RTCPeerConnection;
  acquireMicrophone: () => Promise<MicrophoneHandle>;
  createOutput: (stream: MediaStream) => AudioOutput;
  createMeter: (stream: MediaStream) => LevelMeter;
  createStream: (tracks: MediaStreamTrack[]) => MediaStream;
  now: () => number;
  /** Starts the maintenance timer (tests drive `maintain` themselves). */
  startTimer: (run: () => void, everyMs: number) => () => void;
  iceGatheringTimeoutMs: number;
};

/** The participant whose sid sorts lower offers (docs/voice-contract.md). */
export function offersTo(selfSid: string, peerSid: string): boolean {
  return selfSid < peerSid;
}

/** Resolves when ICE gathering is complete (non-trickle), or after the timeout with what there is. */
export function waitForIceGathering(pc: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}

/** An <audio> element per peer: muted while the plan says not to play it. */
export function createAudioElementOutput(stream: MediaStream): AudioOutput {
  const audio = document.createElement('audio');
  audio.autoplay = true;
  audio.muted = true;
  audio.srcObject = stream;
  void audio.play().catch(() => {});
  return {
    setPlaying(on) {
      audio.muted = !on;
      if (on) void audio.play().catch(() => {});
    },
    close() {
      audio.pause();
      audio.srcObject = null;
    },
  };
}

export const BROWSER_MESH_DEPS: MeshDeps = {
  createPeerConnection: (config) => new RTCPeerConnection(config),
  acquireMicrophone,
  createOutput: createAudioElementOutput,
  createMeter: createLevelMeter,
  createStream: (tracks) => new MediaStream(tracks),
  now: () => Date.now(),
  startTimer: (run, everyMs) => {
    const timer = setInterval(run, everyMs);
    return () => clearInterval(timer);
  },
  iceGatheringTimeoutMs: ICE_GATHERING_TIMEOUT_MS,
};
