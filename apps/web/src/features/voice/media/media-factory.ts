import type { VoiceMedia, VoiceMediaFactory, VoiceMediaOptions } from './voice-media.ts';
import { WebRtcMeshMedia } from './webrtc-mesh-media.ts';

// Which VoiceMedia the page uses: the WebRTC mesh where the browser has WebRTC, else a media that
// carries nothing (jsdom in component tests, or a browser without WebRTC: the call still shows).

/** Media that carries no audio: the call's controls work, nothing is heard. */
export class SilentVoiceMedia implements VoiceMedia {
  readonly conferenceSid: string;
  readonly selfSid: string;
  private muted = false;

  constructor(options: VoiceMediaOptions) {
    this.conferenceSid = options.conferenceSid;
    this.selfSid = options.selfSid;
  }

  connect(): void {}
  setSending(): void {}
  setMuted(muted: boolean): void {
    this.muted = muted;
  }
  handleSignal(): void {}
  sendTones(): boolean {
    return false;
  }
  async stats() {
    return [];
  }
  snapshot() {
    return {
      conferenceSid: this.conferenceSid,
      selfSid: this.selfSid,
      muted: this.muted,
      inputLevel: 0,
      microphone: true,
      peers: [],
    };
  }
  recordingSources() {
    return [];
  }
  close(): void {}
}

const browserFactory: VoiceMediaFactory = (options) =>
  typeof RTCPeerConnection === 'undefined' ? new SilentVoiceMedia(options) : new WebRtcMeshMedia(options);

let factory: VoiceMediaFactory = browserFactory;

export function createVoiceMedia(options: VoiceMediaOptions): VoiceMedia {
  return factory(options);
}

/** Tests put a fake in place (and `null` restores the browser's). */
export function setVoiceMediaFactory(next: VoiceMediaFactory | null): void {
  factory = next ?? browserFactory;
}
