import type { PeerPlan, VoiceSignal } from '../api/voice-types.ts';
import type { RecordingSource } from './call-recorder.ts';
import type { PeerStatsSample } from './stats-sample.ts';

// The seam between the desk and whatever carries the audio (docs/voice-contract.md "The CPaaS
// seam"). The simulator's media is the WebRTC mesh (webrtc-mesh-media.ts); a CPaaS adapter would
// implement the same interface with its browser voice SDK, and nothing above it would change.

/** One peer as this browser holds it. */
export type PeerMediaState = {
  peerSid: string;
  /** The plan says we send to it (and we are not muted: then nothing is sent). */
  send: boolean;
  /** The plan says we play what it sends. */
  receive: boolean;
  /** RTCPeerConnection.connectionState, or 'new' before one exists. */
  connectionState: string;
  /** The level of what arrives from it right now (0–1), played or not. */
  inboundLevel: number;
};

export type VoiceMediaSnapshot = {
  conferenceSid: string;
  selfSid: string;
  muted: boolean;
  /** The local microphone's level right now (0–1). */
  inputLevel: number;
  /** False when the microphone could not be opened (a silent track is sent instead). */
  microphone: boolean;
  peers: PeerMediaState[];
};

/** One participant's media in one conference. */
export interface VoiceMedia {
  readonly conferenceSid: string;
  readonly selfSid: string;
  /** Applies this participant's part of the media plan: connections opened, closed, toggled. */
  connect(plan: readonly PeerPlan[]): void;
  /** Sends to one peer or not (the plan's `send`); a change never needs a new negotiation. */
  setSending(peerSid: string, on: boolean): void;
  /** Mute: nothing is sent to anyone, whatever the plan says. */
  setMuted(muted: boolean): void;
  /**
   * Sends DTMF tones (0-9, *, #) to the peers this participant sends to, after any still playing;
   * false when none could carry them (no audio sender, tones not negotiated, no media at all).
   */
  sendTones(tones: string): boolean;
  /** A `voice.signal` for this participant. */
  handleSignal(signal: VoiceSignal): void;
  /** One getStats() reading per peer connection (deltas since the previous call). */
  stats(): Promise<PeerStatsSample[]>;
  /** What the media is doing now (levels included), for the panels and the debug hook. */
  snapshot(): VoiceMediaSnapshot;
  /**
   * What a recording of the call mixes (call-recorder.ts): the microphone (silent while muted) and
   * each peer's received audio (silent unless the plan says we play it). Empty when nothing is carried.
   */
  recordingSources(): RecordingSource[];
  close(): void;
}

export type VoiceMediaOptions = {
  conferenceSid: string;
  selfSid: string;
  /**
   * The participant existed before this page loaded (a reload resumed the call): connections are
   * negotiated again, also the ones where this side answers.
   */
  resume: boolean;
  sendSignal: (signal: VoiceSignal) => Promise<void>;
};

export type VoiceMediaFactory = (options: VoiceMediaOptions) => VoiceMedia;
