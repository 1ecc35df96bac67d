import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { users } from './users.tables.ts';

export async function setUserPassword(
  db: DbExecutor,
  options: { brandId: string; userId: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.brandId, options.brandId), eq(users.id, options.userId)));
}
