import type { VoiceMediaSnapshot } from './voice-media.ts';

// window.__parleyVoice: what this page's calls carry right now, for people debugging a call in the
// console and for the browser tests, which check that audio flows (and where it must not).
//   __parleyVoice.media()  → every participant this page carries: its microphone level, and per
//                            peer whether we send to it, whether we play it, the connection state
//                            and the level of what arrives from it.

type MediaSource = { label: string; snapshots: () => VoiceMediaSnapshot[] };

export type ParleyVoiceDebug = {
  media: () => (VoiceMediaSnapshot & { page: string })[];
};

declare global {
  interface Window {
    __parleyVoice?: ParleyVoiceDebug;
  }
}

const sources = new Set<MediaSource>();

function install(): void {
  if (typeof window === 'undefined' || window.__parleyVoice) return;
  window.__parleyVoice = {
    media: () =>
      [...sources].flatMap((source) => source.snapshots().map((media) => ({ ...media, page: source.label }))),
  };
}

/** Adds a runtime's media to the hook; returns the removal. */
export function registerVoiceDebugSource(label: string, snapshots: () => VoiceMediaSnapshot[]): () => void {
  install();
  const source: MediaSource = { label, snapshots };
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}
