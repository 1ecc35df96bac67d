import { useEffect, useState } from 'react';
import type { VoiceMediaSnapshot } from '../media/voice-media.ts';
import { mediaSnapshotFor } from '../media/voice-runtime-registry.ts';

/** Meters move smoothly at this rate without costing much. */
export const LEVEL_METER_REFRESH_MS = 150;

export type AudioLevels = {
  /** The microphone as sent (0 while muted). */
  input: number;
  /** The loudest peer being played. */
  output: number;
  media: VoiceMediaSnapshot | null;
};

export function levelsOf(media: VoiceMediaSnapshot | null): AudioLevels {
  if (!media) return { input: 0, output: 0, media };
  const played = media.peers.filter((peer) => peer.receive).map((peer) => peer.inboundLevel);
  return { input: media.inputLevel, output: played.length === 0 ? 0 : Math.max(...played), media };
}

/**
 * The audio levels of this page's media in a conference (WebAudio AnalyserNodes on the local
 * microphone and on each peer's remote audio, read by the media), for the level meters.
 */
export function useAudioLevels(conferenceSid: string | null | undefined, selfSid?: string): AudioLevels {
  const [levels, setLevels] = useState<AudioLevels>(() => levelsOf(null));
  useEffect(() => {
    if (!conferenceSid) {
      setLevels(levelsOf(null));
      return;
    }
    const read = () => setLevels(levelsOf(mediaSnapshotFor(conferenceSid, selfSid)));
    read();
    const timer = setInterval(read, LEVEL_METER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [conferenceSid, selfSid]);
  return levels;
}
