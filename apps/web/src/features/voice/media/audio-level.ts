// Audio levels for the meters and the debug hook: a WebAudio AnalyserNode on a stream, read on
// demand. The arithmetic is pure (rmsLevel, meterFill) and unit-tested; the WebAudio part is thin.

/** Root mean square of time-domain samples (-1…1): 0 for silence, 0.707 for a full-scale sine. */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] ?? 0;
    sum += value * value;
  }
  return Math.sqrt(sum / samples.length);
}

/** Quieter than this (about −50 dBFS) counts as silence. */
export const SILENCE_LEVEL = 0.003;

/**
 * How full a meter is for a level: decibels from −60 dBFS (empty) to 0 (full), so speech sits
 * mid-scale as on a mixing desk. 0–1.
 */
export function meterFill(level: number): number {
  if (!(level > 0)) return 0;
  const decibels = 20 * Math.log10(level);
  return Math.min(1, Math.max(0, (decibels + 60) / 60));
}

export interface LevelMeter {
  /** The level now (RMS over the analyser's window, about 43 ms). */
  level(): number;
  close(): void;
}

let sharedContext: AudioContext | null = null;

/** One AudioContext for the page (browsers limit how many a page may open). */
export function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  if (!sharedContext || sharedContext.state === 'closed') sharedContext = new AudioContext();
  // Autoplay rules start a context suspended until the user acts on the page; try again each time.
  if (sharedContext.state === 'suspended') void sharedContext.resume().catch(() => {});
  return sharedContext;
}

const FFT_SIZE = 2048;

/** A meter on a stream's audio; a stream without audio (or no WebAudio) reads 0. */
export function createLevelMeter(stream: MediaStream): LevelMeter {
  const context = audioContext();
  if (!context || stream.getAudioTracks().length === 0) return { level: () => 0, close: () => {} };
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = FFT_SIZE;
  source.connect(analyser);
  const buffer = new Float32Array(analyser.fftSize);
  return {
    level() {
      if (context.state === 'suspended') void context.resume().catch(() => {});
      analyser.getFloatTimeDomainData(buffer);
      return rmsLevel(buffer);
    },
    close() {
      source.disconnect();
      analyser.disconnect();
    },
  };
}
