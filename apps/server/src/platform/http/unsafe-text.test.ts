import { describe, expect, it } from 'vitest';
import { findUnsafeText, unsafeTextReason } from './unsafe-text.ts';

const NUL = 'must not contain a NUL character';
const SURROGATE = 'must not contain a lone surrogate';

describe('unsafeTextReason', () => {
  it('accepts ordinary text, emoji (a surrogate pair) and other control characters', () => {
    for (const text of [
      '',
      'Ada Lovelace',
      'naïve – 東京',
      '😀 ok',
      'tab\tand\nnewline',
      '\u0001\u007f',
      '\uFFFD',
    ])
      expect(unsafeTextReason(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses NUL anywhere', () => {
    for (const text of ['\u0000', 'a\u0000b', 'end\u0000', '😀\u0000'])
      expect(unsafeTextReason(text)).toBe(NUL);
  });

  it('refuses a high surrogate without its low half and a low one without its high half', () => {
    for (const text of ['\ud800', 'a\ud800b', 'a\udc00', '\udfff😀', '😀\ud83d', '\ud83d\ud83d\ude00'])
      expect(unsafeTextReason(text), JSON.stringify(text)).toBe(SURROGATE);
  });
});

describe('findUnsafeText', () => {
  it('names the first unsafe string by its dotted path, array indexes included', () => {
    expect(findUnsafeText({ variables: { input: { name: 'a\u0000b' } } })).toEqual({
      field: 'variables.input.name',
      reason: NUL,
    });
    expect(findUnsafeText({ attributes: { tags: ['ok', 'a\ud800'] } })).toEqual({
      field: 'attributes.tags.1',
      reason: SURROGATE,
    });
    expect(findUnsafeText(['fine', { deep: [[{ x: '\u0000' }]] }], 'batch')).toEqual({
      field: 'batch.1.deep.0.0.x',
      reason: NUL,
    });
  });

  it('checks object keys too, naming an unsafe key with its characters escaped', () => {
    expect(findUnsafeText({ attributes: { 'a\u0000': 1 } })).toEqual({
      field: 'attributes.a\\u0000',
      reason: `name ${NUL}`,
    });
    expect(findUnsafeText({ '\ud800': true })).toEqual({ field: '\\ud800', reason: `name ${SURROGATE}` });
  });

  it('names a bare string by the prefix, or "body"', () => {
    expect(findUnsafeText('a\u0000')).toEqual({ field: 'body', reason: NUL });
    expect(findUnsafeText('a\u0000', 'q')).toEqual({ field: 'q', reason: NUL });
  });

  it('finds nothing in safe values, numbers, booleans, null and buffers', () => {
    expect(
      findUnsafeText({ a: 1, b: true, c: null, d: ['x', { e: 'y' }], f: Buffer.from([0, 0xd8]) }),
    ).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });
});
