import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './login-paths.ts';

describe('login paths', () => {
  it('keeps the wanted page in ?next=', () => {
    expect(loginPathFor('/agent?tab=1')).toBe('/login?next=%2Fagent%3Ftab%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('only follows next to a page of this app', () => {
    expect(safeNextPath('/agent?tab=1')).toBe('/agent?tab=1');
    for (const unsafe of [
      null,
      '',
      'agent',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
    ]) {
      expect(safeNextPath(unsafe)).toBe('/');
    }
  });
});
