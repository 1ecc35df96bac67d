import { describe, expect, it } from 'vitest';
import { testSecretBox } from '../../../test/test-app.ts';
import { checkOAuthState, createOAuthState, OAUTH_STATE_TTL_MS } from './oauth-state.ts';
import { rawWithBcc } from './raw-with-bcc.ts';

const secrets = testSecretBox();
const now = new Date('2026-11-27T10:00:00Z');
const who = { provider: 'gmail' as const, brandId: 'brand-a', userId: 'user-1' };

describe('the OAuth state', () => {
  const state = createOAuthState(secrets, { ...who, now });

  it('is accepted from its own user, for its provider, within 10 minutes', () => {
    expect(
      checkOAuthState(secrets, state, { ...who, now: new Date(now.getTime() + OAUTH_STATE_TTL_MS) }),
    ).toBeNull();
  });

  it('names why it is refused', () => {
    const later = new Date(now.getTime() + OAUTH_STATE_TTL_MS + 1);
    expect(checkOAuthState(secrets, state, { ...who, now: later })).toBe('expired');
    expect(checkOAuthState(secrets, state, { ...who, userId: 'user-2', now })).toBe('another_user');
    expect(checkOAuthState(secrets, state, { ...who, brandId: 'brand-b', now })).toBe('another_user');
    expect(checkOAuthState(secrets, state, { ...who, provider: 'outlook', now })).toBe('another_provider');
    const flipped = `${state.slice(0, 10)}${state[10] === 'A' ? 'B' : 'A'}${state.slice(11)}`;
    expect(checkOAuthState(secrets, flipped, { ...who, now })).toBe('unreadable');
    expect(checkOAuthState(secrets, 'probe', { ...who, now })).toBe('unreadable');
  });
});

describe('rawWithBcc', () => {
  const raw = new TextEncoder().encode(
    'From: a@parley.test\r\nTo: "Mia" <mia@example.com>,\r\n ben@example.com\r\nCc: Cy@Example.com\r\nSubject: x\r\n\r\nTo: body@example.com\r\n',
  );

  it('adds the envelope recipients the headers do not name as Bcc', () => {
    const out = rawWithBcc(raw, [
      'mia@example.com',
      'ben@example.com',
      'cy@example.com',
      'audit@example.com',
    ]);
    expect(out.toString('utf8')).toMatch(/^Bcc: audit@example\.com\r\nFrom: a@parley\.test/);
  });

  it('leaves a message whose headers name every recipient as it is', () => {
    expect(rawWithBcc(raw, ['mia@example.com', 'cy@example.com']).equals(Buffer.from(raw))).toBe(true);
  });
});
