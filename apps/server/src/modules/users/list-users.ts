import { listUsersInput } from '@parley/core/users/user-inputs';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { type ManagedUser, managedUserColumns, toManagedUsers } from './managed-user.ts';
import { users } from './users.tables.ts';

export type UserPage = { items: ManagedUser[]; total: number; page: number; size: number };

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of the brand's users by name, filtered by a search text (name or email), a role and a status. */
export async function listUsers(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof listUsersInput> },
): Promise<UserPage> {
  const { search, role, status, page, size } = listUsersInput.parse(options.input);
  const conditions: SQL[] = [eq(users.brandId, options.brandId)];
  if (search) {
    const pattern = likePattern(search);
    const byText = or(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
    );
    if (byText) conditions.push(byText);
  }
  if (role) conditions.push(sql`${role} = any(${users.roles})`);
  if (status) conditions.push(eq(users.status, status));
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select(managedUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(size)
    .offset(page * size);
  return {
    items: await toManagedUsers(db, options.brandId, rows),
    total: Number(counted?.total ?? 0),
    page,
    size,
  };
}
