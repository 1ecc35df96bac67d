import { describe, expect, it } from 'vitest';
import { acceptsNumberInput, addNumberTags, parseNumberInput, parseNumberTags } from './number-tags.ts';

describe('number values (spec 002 §5)', () => {
  it('accept integers and decimals', () => {
    expect(parseNumberInput('42')).toBe(42);
    expect(parseNumberInput('-3.5')).toBe(-3.5);
    expect(parseNumberInput('3.')).toBeNull();
    expect(parseNumberInput('1e5')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
  });
  it('let the user type a sign or a trailing point, and nothing else', () => {
    for (const text of ['', '-', '1.', '-0.5', '12']) expect(acceptsNumberInput(text)).toBe(true);
    for (const text of ['a', '1.2.3', '--1', '1-', '1e3']) expect(acceptsNumberInput(text)).toBe(false);
  });
  it('hold an optional maximum digit count', () => {
    expect(acceptsNumberInput('12345', { maxDigits: 5 })).toBe(true);
    expect(acceptsNumberInput('123.45', { maxDigits: 5 })).toBe(true);
    expect(acceptsNumberInput('123456', { maxDigits: 5 })).toBe(false);
  });
});

describe('isOneOf number tags (spec 002 §5)', () => {
  it('split on spaces and commas', () => {
    expect(parseNumberTags('1, 2 3,4')).toEqual([1, 2, 3, 4]);
  });
  it('drop non-numeric entries', () => {
    expect(parseNumberTags('1, two, 3.5, x4')).toEqual([1, 3.5]);
    expect(parseNumberTags(' , ')).toEqual([]);
  });
  it('add to the existing tags without repeats', () => {
    expect(addNumberTags([1, '2'], '2 3, 1 4')).toEqual([1, 2, 3, 4]);
  });
});
