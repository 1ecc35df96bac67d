import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatByteSize } from './number-format.ts';

describe('abbreviateNumber (spec 000 §9)', () => {
  it('writes millions and up with M, B, T, P, E and smaller numbers in full', () => {
    expect(abbreviateNumber(999_999)).toBe('999,999');
    expect(abbreviateNumber(1_250_000)).toBe('1.3M');
    expect(abbreviateNumber(2_000_000_000)).toBe('2B');
    expect(abbreviateNumber(3.4e12)).toBe('3.4T');
    expect(abbreviateNumber(5e15)).toBe('5P');
    expect(abbreviateNumber(7.1e18)).toBe('7.1E');
  });
});

describe('formatByteSize', () => {
  it('says bytes, KB or MB with one decimal', () => {
    expect(formatByteSize(512)).toBe('512 B');
    expect(formatByteSize(1536)).toBe('1.5 KB');
    expect(formatByteSize(4.2 * 1024 * 1024)).toBe('4.2 MB');
  });
});
