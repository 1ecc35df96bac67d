import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

/** Which of these users of the brand are deactivated (for lists other modules build, e.g. agents). */
export async function findDeactivatedUserIds(
  db: DbExecutor,
  options: { brandId: string; userIds: readonly string[] },
): Promise<Set<string>> {
  if (options.userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.brandId, options.brandId),
        inArray(users.id, [...options.userIds]),
        isNotNull(users.deactivatedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
