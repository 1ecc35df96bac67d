import type { SessionProfile } from '@parley/core/auth/session';
import { FEATURE_FLAG_DEFAULTS } from '@parley/core/users/feature-flags';

/** A signed-in agent of Acme with the default feature flags. */
export function testProfile(overrides: Partial<SessionProfile> = {}): SessionProfile {
  return {
    oktaUserId: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    roles: ['agent'],
    brandSlug: 'acme',
    brandName: 'Acme',
    featureFlags: { ...FEATURE_FLAG_DEFAULTS },
    ...overrides,
  };
}
