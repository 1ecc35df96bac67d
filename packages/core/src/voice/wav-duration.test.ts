import { describe, expect, it } from 'vitest';
import { wavDurationMs } from './wav-duration.ts';

/** A PCM WAV of `seconds` of silence, with optional extra chunks before `data`. */
function wav(options: { seconds: number; sampleRate?: number; channels?: number; extra?: Uint8Array }) {
  const sampleRate = options.sampleRate ?? 8000;
  const channels = options.channels ?? 1;
  const byteRate = sampleRate * channels * 2;
  const dataBytes = Math.round(options.seconds * byteRate);
  const extra = options.extra ?? new Uint8Array();
  const buffer = new Uint8Array(44 + extra.length + dataBytes);
  const view = new DataView(buffer.buffer);
  const write = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) buffer[offset + i] = text.charCodeAt(i);
  };
  write(0, 'RIFF');
  view.setUint32(4, buffer.length - 8, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, byteRate, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  buffer.set(extra, 36);
  write(36 + extra.length, 'data');
  view.setUint32(40 + extra.length, dataBytes, true);
  return buffer;
}

describe('wavDurationMs', () => {
  it('reads the playing time from the header', () => {
    expect(wavDurationMs(wav({ seconds: 2.5 }))).toBe(2500);
    expect(wavDurationMs(wav({ seconds: 1, sampleRate: 44_100, channels: 2 }))).toBe(1000);
  });

  it('skips other chunks (odd sizes padded) before the data', () => {
    const list = new Uint8Array(8 + 5 + 1);
    list.set([...'LIST'].map((c) => c.charCodeAt(0)));
    new DataView(list.buffer).setUint32(4, 5, true);
    expect(wavDurationMs(wav({ seconds: 3, extra: list }))).toBe(3000);
  });

  it('counts only the bytes present when the data size says more', () => {
    const file = wav({ seconds: 2 });
    new DataView(file.buffer).setUint32(40, 0xffffffff, true);
    expect(wavDurationMs(file)).toBe(2000);
  });

  it('is null for what is not a readable WAV', () => {
    expect(wavDurationMs(new Uint8Array())).toBeNull();
    expect(wavDurationMs(Uint8Array.from([...'ID3 this is an mp3'].map((c) => c.charCodeAt(0))))).toBeNull();
    const noRate = wav({ seconds: 1 });
    new DataView(noRate.buffer).setUint32(28, 0, true);
    expect(wavDurationMs(noRate)).toBeNull();
    expect(wavDurationMs(wav({ seconds: 1 }).subarray(0, 36))).toBeNull();
  });
});
