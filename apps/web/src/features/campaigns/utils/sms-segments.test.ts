// SMS segment counting (issue 14 editor).
import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-segments.ts';

describe('smsLength', () => {
  it('counts GSM texts in 160, then 153 per segment', () => {
    expect(smsLength('')).toEqual({ characters: 0, segments: 0, unicode: false });
    expect(smsLength('a'.repeat(160))).toEqual({ characters: 160, segments: 1, unicode: false });
    expect(smsLength('a'.repeat(161))).toEqual({ characters: 161, segments: 2, unicode: false });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters twice', () => {
    expect(smsLength('€'.repeat(80)).segments).toBe(1);
    expect(smsLength('€'.repeat(81)).segments).toBe(2);
  });

  it('counts unicode texts in 70, then 67 per segment', () => {
    expect(smsLength('ą'.repeat(70))).toEqual({ characters: 70, segments: 1, unicode: true });
    expect(smsLength('ą'.repeat(71)).segments).toBe(2);
    expect(smsLength('ą'.repeat(134)).segments).toBe(2);
    expect(smsLength('ą'.repeat(135)).segments).toBe(3);
  });
});
