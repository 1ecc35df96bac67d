import { describe, expect, it } from 'vitest';
import { cacheBustedUrl, failedModuleUrl } from './import-with-retry.ts';

describe('failedModuleUrl', () => {
  it('reads the chunk URL from the Chrome and Firefox messages', () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: https://parley.example/assets/AgentsPage-B2x9.js',
        ),
      ),
    ).toBe('https://parley.example/assets/AgentsPage-B2x9.js');
    expect(
      failedModuleUrl(
        new TypeError('error loading dynamically imported module: http://localhost:3000/assets/a-1.js'),
      ),
    ).toBe('http://localhost:3000/assets/a-1.js');
  });

  it('keeps the query of an earlier retry and of the dev server', () => {
    expect(
      failedModuleUrl(
        new TypeError('Failed to fetch dynamically imported module: http://h/assets/a.js?t=1700000000000'),
      ),
    ).toBe('http://h/assets/a.js?t=1700000000000');
    expect(
      failedModuleUrl(
        new TypeError('Failed to fetch dynamically imported module: http://localhost:5173/src/x/Page.tsx'),
      ),
    ).toBe('http://localhost:5173/src/x/Page.tsx');
  });

  it('gives null when the message names no module (Safari)', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('nope')).toBeNull();
    expect(failedModuleUrl(undefined)).toBeNull();
  });
});

describe('cacheBustedUrl', () => {
  it('sets t to now, replacing an earlier one', () => {
    expect(cacheBustedUrl('https://h/assets/a.js', 42)).toBe('https://h/assets/a.js?t=42');
    expect(cacheBustedUrl('https://h/assets/a.js?t=1', 43)).toBe('https://h/assets/a.js?t=43');
  });
});
