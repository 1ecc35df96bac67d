import { describe, expect, it } from 'vitest';
import { meterFill, rmsLevel, SILENCE_LEVEL } from './audio-level.ts';

describe('audio levels', () => {
  it('measures RMS: silence 0, a full-scale sine about 0.707', () => {
    expect(rmsLevel(new Float32Array(512))).toBe(0);
    expect(rmsLevel([])).toBe(0);
    const sine = Float32Array.from({ length: 4800 }, (_, i) => Math.sin((2 * Math.PI * 440 * i) / 48000));
    expect(rmsLevel(sine)).toBeCloseTo(Math.SQRT1_2, 2);
    expect(rmsLevel(sine.map((v) => v * 0.1))).toBeGreaterThan(SILENCE_LEVEL);
  });

  it('fills a meter in decibels from -60 dBFS to 0', () => {
    expect(meterFill(0)).toBe(0);
    expect(meterFill(0.001)).toBe(0);
    expect(meterFill(1)).toBe(1);
    expect(meterFill(2)).toBe(1);
    expect(meterFill(0.0316)).toBeCloseTo(0.5, 2);
  });
});
