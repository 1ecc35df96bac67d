import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

/** The display names ("First Last") of these users of the brand; other brands' and unknown ids are left out. */
export async function listUserNames(
  db: DbExecutor,
  brandId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.brandId, brandId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
