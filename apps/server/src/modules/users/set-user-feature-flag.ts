import { type FeatureFlags, flagValueType, isFeatureFlagKey } from '@parley/core/users/feature-flags';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { getUserProfile } from './get-user-profile.ts';
import { userFeatureFlags, users } from './users.tables.ts';

/**
 * Sets (or, with value null, clears back to the default) one flag of a user of the brand.
 * Unknown keys and values of the wrong type are refused with the field named.
 */
export async function setUserFeatureFlag(
  db: DbExecutor,
  options: { brandId: string; userId: string; key: string; value: unknown },
): Promise<FeatureFlags> {
  const { brandId, userId, key, value } = options;
  if (!isFeatureFlagKey(key))
    throw new AppError('validation_failed', `key "${key}" is not a feature flag`, { field: 'key' });
  if (value !== null && typeof value !== flagValueType(key)) {
    throw new AppError('validation_failed', `value must be a ${flagValueType(key)} for ${key}`, {
      field: 'value',
    });
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
  if (!user) throw new AppError('not_found', 'User not found', { field: 'userId' });
  const where = and(
    eq(userFeatureFlags.brandId, brandId),
    eq(userFeatureFlags.userId, userId),
    eq(userFeatureFlags.key, key),
  );
  if (value === null) {
    await db.delete(userFeatureFlags).where(where);
  } else {
    await db
      .insert(userFeatureFlags)
      .values({ brandId, userId, key, value })
      .onConflictDoUpdate({
        target: [userFeatureFlags.brandId, userFeatureFlags.userId, userFeatureFlags.key],
        set: { value, updatedAt: new Date() },
      });
  }
  return (await getUserProfile(db, { brandId, userId })).featureFlags;
}
