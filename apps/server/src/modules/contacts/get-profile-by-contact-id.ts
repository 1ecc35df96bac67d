import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { type ContactProfile, loadProfiles } from './contact-profile.ts';
import { contacts } from './contacts.tables.ts';

/** The profile of one of the brand's contacts by its row id (modules above contacts keep row ids), or null. */
export async function getProfileByContactId(
  db: DbExecutor,
  options: { brandId: string; contactId: string },
): Promise<ContactProfile | null> {
  const [profile] = await loadProfiles(db, {
    brandId: options.brandId,
    where: eq(contacts.id, options.contactId),
  });
  return profile ?? null;
}
