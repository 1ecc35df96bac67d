import type { DbExecutor } from '../../platform/db/database.ts';
import { applyContactPatch, type ContactPatch } from './contact-state.ts';
import { loadContactsForKeys } from './resolve-contacts.ts';
import { saveContactStates } from './save-contacts.ts';

/**
 * Changes one contact by a patch with the merge rules of an identify call (contact-state.ts), in the
 * caller's transaction (a journey's updateContact step). Returns false when the brand has no contact
 * with that profile id.
 */
export async function patchContact(
  tx: DbExecutor,
  options: { brandId: string; contactId: string; profileId: string; patch: ContactPatch; now: Date },
): Promise<boolean> {
  const { brandId } = options;
  const { states } = await loadContactsForKeys(tx, {
    brandId,
    keys: [{ profileId: options.profileId, externalId: null, phones: [], emails: [] }],
  });
  const state = states.find((candidate) => candidate.id === options.contactId);
  if (!state) return false;
  applyContactPatch(state, options.patch);
  await saveContactStates(tx, { brandId, states: [state], now: options.now });
  return true;
}
