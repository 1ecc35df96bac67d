import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, toE164 } from './phone-number.ts';

describe('toE164', () => {
  it.each([
    ['(415) 555-0100', '+14155550100'],
    ['415-555-0100', '+14155550100'],
    ['+1 415 555 0100', '+14155550100'],
    [' 4155550100 ', '+14155550100'],
    ['+44 20 7183 8750', '+442071838750'],
  ])('parses %s as %s (US by default)', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['', 'abc', '555-0100', '12', '415.555.0100', '+1 555 555 0100'])('refuses %j', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('formatPhoneForDisplay (spec 000 §5)', () => {
  it("shows country code 1 as '+1 (national)'", () => {
    expect(formatPhoneForDisplay('+14155550100')).toBe('+1 (415) 555-0100');
    expect(formatPhoneForDisplay('4155550100')).toBe('+1 (415) 555-0100');
  });

  it('shows other countries in E.164', () => {
    expect(formatPhoneForDisplay('+44 20 7183 8750')).toBe('+442071838750');
  });

  it('shows a string with other characters as entered', () => {
    expect(formatPhoneForDisplay('call me maybe')).toBe('call me maybe');
    expect(formatPhoneForDisplay('415.555.0100')).toBe('415.555.0100');
  });
});
