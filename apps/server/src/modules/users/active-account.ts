import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from './users.tables.ts';

/**
 * `exists` an active (not deactivated) user for a token row's brand and user: a one-time token of a
 * deactivated account is refused even if it was claimed while the deactivation was committing.
 */
export function isActiveAccount(brandId: AnyColumn, userId: AnyColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.brandId} = ${brandId} and ${users.id} = ${userId}
    and ${users.deactivatedAt} is null)`;
}
