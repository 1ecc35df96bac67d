import type { SessionProfile } from '@parley/core/auth/session';
import { resolveFeatureFlags } from '@parley/core/users/feature-flags';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { notSignedIn } from '../../platform/http/guards.ts';
import { findBrandById } from '../brands/find-brand.ts';
import { userFeatureFlags, users } from './users.tables.ts';

/**
 * The signed-in profile of spec 000 §6, with the user's resolved feature flags. A missing user is the
 * session's own (401, signed out) unless `asked` says another user was asked for (404).
 */
export async function getUserProfile(
  db: DbExecutor,
  options: { brandId: string; userId: string; asked?: 'userId' },
): Promise<SessionProfile> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
    })
    .from(users)
    .where(and(eq(users.brandId, options.brandId), eq(users.id, options.userId)));
  if (!row && options.asked) throw new AppError('not_found', 'No such user', { field: options.asked });
  if (!row) throw notSignedIn();
  const brand = await findBrandById(db, options.brandId);
  if (!brand) throw notSignedIn();
  const flags = await db
    .select({ key: userFeatureFlags.key, value: userFeatureFlags.value })
    .from(userFeatureFlags)
    .where(and(eq(userFeatureFlags.brandId, options.brandId), eq(userFeatureFlags.userId, options.userId)));
  return {
    oktaUserId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    roles: row.roles,
    brandSlug: brand.slug,
    brandName: brand.name,
    featureFlags: resolveFeatureFlags(Object.fromEntries(flags.map((flag) => [flag.key, flag.value]))),
  };
}
