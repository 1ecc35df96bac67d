import type { DbExecutor } from '../../platform/db/database.ts';
import { findManagedUser } from '../users/managed-user.ts';

export type SavedViewCreator = { id: string; name: string };

/**
 * The creators of some lists that are still users of the brand, by id (through the users module).
 * A list's creators are few (the user and the colleagues who share with them), one lookup each.
 */
export async function findSavedViewCreators(
  db: DbExecutor,
  brandId: string,
  creatorIds: Iterable<string | null>,
): Promise<Map<string, SavedViewCreator>> {
  const creators = new Map<string, SavedViewCreator>();
  for (const userId of new Set(creatorIds)) {
    if (userId === null) continue;
    const user = await findManagedUser(db, { brandId, userId });
    if (user) creators.set(user.id, { id: user.id, name: user.name });
  }
  return creators;
}
