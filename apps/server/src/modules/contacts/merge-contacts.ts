import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { mergeContactStates } from './contact-state.ts';
import { contactMerges, contacts } from './contacts.tables.ts';
import { contactsPorts } from './contacts-ports.ts';
import { loadContactsById } from './resolve-contacts.ts';
import { saveContactStates } from './save-contacts.ts';

export type MergeContactsResult = {
  /** The contact that remains. */
  contactId: string;
  profileId: string;
  /** The merged-away profile id: it now finds the surviving contact. */
  mergedProfileId: string;
  movedEvents: number;
  /** Static segments that held only the merged contact and now hold the survivor. */
  carriedSegmentMemberships: number;
};

/**
 * Merges `mergedId` into `survivorId` (spec 000 §3): phones by phoneNumber, emails by email, custom
 * properties together, the survivor's values winning (contact-state.ts). The merged contact's events
 * move to the survivor, so do its static segment memberships (each segment holds the survivor once),
 * its profile id keeps finding the survivor, and the merged contact is deleted. One transaction.
 */
export async function mergeContacts(
  db: DbExecutor,
  options: { brandId: string; survivorId: string; mergedId: string; now?: Date },
): Promise<MergeContactsResult> {
  const { brandId, survivorId, mergedId } = options;
  if (survivorId === mergedId)
    throw new AppError('validation_failed', 'A contact cannot be merged into itself', { field: 'mergedId' });
  return db.transaction(async (tx) => {
    const states = await loadContactsById(tx, { brandId, ids: [survivorId, mergedId] });
    const survivor = states.find((state) => state.id === survivorId);
    const merged = states.find((state) => state.id === mergedId);
    if (!survivor) throw new AppError('not_found', 'Contact not found', { field: 'survivorId' });
    if (!merged) throw new AppError('not_found', 'Contact not found', { field: 'mergedId' });
    const result = mergeContactStates(survivor, merged);
    const { moveContactEvents, carrySegmentMemberships } = contactsPorts();
    const movedEvents = await moveContactEvents(tx, {
      brandId,
      fromContactId: mergedId,
      toContactId: survivorId,
    });
    // Before the delete below, whose cascade takes the merged contact's member rows with it.
    const carriedSegmentMemberships = await carrySegmentMemberships(tx, {
      brandId,
      fromContactId: mergedId,
      toContactId: survivorId,
    });
    // Profiles merged into the merged contact earlier now point at the survivor too.
    await tx
      .update(contactMerges)
      .set({ contactId: survivorId })
      .where(and(eq(contactMerges.brandId, brandId), eq(contactMerges.contactId, mergedId)));
    await tx.delete(contacts).where(and(eq(contacts.brandId, brandId), eq(contacts.id, mergedId)));
    await tx
      .insert(contactMerges)
      .values({ brandId, mergedProfileId: merged.profileId, contactId: survivorId })
      .onConflictDoUpdate({
        target: [contactMerges.brandId, contactMerges.mergedProfileId],
        set: { contactId: survivorId },
      });
    await saveContactStates(tx, { brandId, states: [result], now: options.now ?? new Date() });
    return {
      contactId: survivorId,
      profileId: survivor.profileId,
      mergedProfileId: merged.profileId,
      movedEvents,
      carriedSegmentMemberships,
    };
  });
}
