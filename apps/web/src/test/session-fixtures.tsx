import type { SessionProfile } from '@parley/core/auth/session';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@parley/core/users/feature-flags';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SessionContext, type SessionState } from '../features/auth/hooks/session-context.ts';

export type ProfileOverrides = Partial<Omit<SessionProfile, 'featureFlags'>> & {
  featureFlags?: Partial<FeatureFlags>;
};

/** A signed-in profile with the default flags (agent desktop, journeys, tasks on), as an agent of Acme. */
export function makeProfile(overrides: ProfileOverrides = {}): SessionProfile {
  const { featureFlags, ...rest } = overrides;
  return {
    oktaUserId: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    roles: ['agent'],
    brandSlug: 'acme',
    brandName: 'Acme',
    ...rest,
    featureFlags: { ...FEATURE_FLAG_DEFAULTS, ...featureFlags },
  };
}

export function signedInSession(profile: SessionProfile = makeProfile()): SessionState {
  return { status: 'signedIn', profile, signOut: vi.fn(async () => {}) };
}

export type TestSessionProps = { session: SessionState; children: ReactNode };

/** Provides a fixed session instead of SessionProvider's server check. */
export function TestSession({ session, children }: TestSessionProps) {
  return <SessionContext value={session}>{children}</SessionContext>;
}
