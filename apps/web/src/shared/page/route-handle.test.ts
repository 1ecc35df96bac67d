import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDocumentTitle, routeTitle } from './route-handle.ts';

function match(handle: unknown): UIMatch {
  return { id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle };
}

describe('page titles (spec 002 §2)', () => {
  it("formats '{page} | {brand}'", () => {
    expect(formatDocumentTitle('Queues', 'Acme')).toBe('Queues | Acme');
    expect(formatDocumentTitle('Sign in', undefined)).toBe('Sign in | Parley');
    expect(formatDocumentTitle(undefined, 'Acme')).toBe('Acme');
  });

  it('takes the deepest route that names a title', () => {
    expect(routeTitle([match({ title: 'Settings' }), match(undefined), match({ title: 'Users' })])).toBe(
      'Users',
    );
    expect(routeTitle([match({ title: 'Settings' }), match({ other: 1 })])).toBe('Settings');
    expect(routeTitle([])).toBeUndefined();
  });
});
