import { describe, expect, it } from 'vitest';
import {
  emptyPageQuery,
  keyTypeFor,
  pageQueryTree,
  parsePageQuery,
  serializePageQuery,
} from './page-query.ts';

describe('pageQuery (spec 002 §3)', () => {
  it('round-trips through its JSON text', () => {
    const query = { ...emptyPageQuery(), sortBy: 'email', keyType: 'string' as const };
    const parsed = parsePageQuery(serializePageQuery(query));
    expect(parsed.success && parsed.data).toEqual(query);
  });
  it('fills defaults and refuses what is not a pageQuery', () => {
    const parsed = parsePageQuery('{}');
    expect(parsed.success && parsed.data).toEqual(emptyPageQuery());
    expect(parsePageQuery('not json').success).toBe(false);
    expect(parsePageQuery('{"order":"sideways"}').success).toBe(false);
    expect(parsePageQuery('{"keyType":"boolean"}').success).toBe(false);
  });
  it('holds the condition tree as joinType and dynamicConditions', () => {
    const group = { name: 'g', joinType: 'all' as const, conditions: [] };
    expect(pageQueryTree({ ...emptyPageQuery(), joinType: 'any', dynamicConditions: [group] })).toEqual({
      joinType: 'any',
      groups: [group],
    });
  });
  it('copies the sort attribute type into keyType (spec 002 §4)', () => {
    const options = [
      { fieldName: 'createdAt', fieldType: 'datetime' as const, fieldId: 'a' },
      { fieldName: 'optIn', fieldType: 'boolean' as const, fieldId: 'b' },
    ];
    expect(keyTypeFor('createdAt', options)).toBe('datetime');
    expect(keyTypeFor('optIn', options)).toBeNull();
    expect(keyTypeFor('missing', options)).toBeNull();
    expect(keyTypeFor(null, options)).toBeNull();
  });
});
