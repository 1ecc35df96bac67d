import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findManagedUser, type ManagedUser } from './managed-user.ts';

export async function getUser(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<ManagedUser> {
  const user = await findManagedUser(db, options);
  if (!user) throw new AppError('not_found', 'User not found', { field: 'userId' });
  return user;
}
