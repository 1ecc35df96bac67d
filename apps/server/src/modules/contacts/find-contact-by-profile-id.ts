import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactMerges, contacts } from './contacts.tables.ts';

/**
 * The contact id behind a profile id, or null. spec 001 §7 sends the profile id "without dashes":
 * 32 hex digits are also tried as the UUID they spell. A merged-away profile id finds the survivor.
 */
export async function findContactIdByProfileId(
  db: DbExecutor,
  options: { brandId: string; profileId: string },
): Promise<string | null> {
  const { brandId, profileId } = options;
  const candidates = [profileId];
  if (/^[0-9a-f]{32}$/i.test(profileId)) {
    const hex = profileId.toLowerCase();
    candidates.push(
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    );
  }
  const [found] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.brandId, brandId), inArray(contacts.profileId, candidates)))
    .limit(1);
  if (found) return found.id;
  const [merged] = await db
    .select({ id: contactMerges.contactId })
    .from(contactMerges)
    .where(and(eq(contactMerges.brandId, brandId), inArray(contactMerges.mergedProfileId, candidates)))
    .limit(1);
  return merged?.id ?? null;
}
