import { describe, expect, it } from 'vitest';
import { duplicateKeyRows, toAttributes } from './to-attributes.ts';

describe('toAttributes', () => {
  it('drops blank keys, trims keys and turns true/false into booleans', () => {
    expect(
      toAttributes([
        { key: ' openUrl ', value: 'https://example.com' },
        { key: '', value: 'ignored' },
        { key: 'autoAnswer', value: 'true' },
        { key: 'vip', value: ' false ' },
        { key: 'note', value: ' keep spaces ' },
      ]),
    ).toEqual({ openUrl: 'https://example.com', autoAnswer: true, vip: false, note: ' keep spaces ' });
  });

  it('finds rows repeating an earlier key', () => {
    expect([
      ...duplicateKeyRows([
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
        { key: ' a', value: '3' },
        { key: '', value: '' },
        { key: '', value: '' },
      ]),
    ]).toEqual([2]);
  });
});
