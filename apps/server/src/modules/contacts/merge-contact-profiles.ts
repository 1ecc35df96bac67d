import { hasAnyRole } from '@parley/core/auth/roles';
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { type ContactProfile, loadProfiles } from './contact-profile.ts';
import { contacts } from './contacts.tables.ts';
import { findContactIdByProfileId } from './find-contact-by-profile-id.ts';
import { mergeContacts } from './merge-contacts.ts';

export const MERGE_CONTACTS_FORBIDDEN = 'Only admins can merge contacts';
export const MERGE_INTO_ITSELF = 'A contact cannot be merged into itself';

type ProfileField = 'survivorProfileId' | 'mergedProfileId';

function requiredProfileId(value: string, field: ProfileField): string {
  const profileId = value.trim();
  if (!profileId) throw new AppError('validation_failed', `${field} is required`, { field });
  return profileId;
}

async function contactIdOf(tx: DbExecutor, brandId: string, profileId: string, field: ProfileField) {
  const id = await findContactIdByProfileId(tx, { brandId, profileId });
  // spec 001 §8 'Contact not found', with the argument it is about.
  if (!id) throw new AppError('not_found', `${REST_ERROR_TEXTS.contactNotFound} for ${field}`, { field });
  return id;
}

/**
 * mergeContacts(survivorProfileId, mergedProfileId): an admin merges the contact of the second profile
 * id into the contact of the first (spec 000 §3 rules, contacts/merge-contacts.ts) and gets the
 * surviving profile back. Profile ids are found as getProfile finds them (without dashes, or merged
 * away earlier). One transaction; the brand is the session's.
 */
export async function mergeContactProfiles(
  db: DbExecutor,
  options: { session: RequestSession; survivorProfileId: string; mergedProfileId: string; now?: Date },
): Promise<ContactProfile> {
  const { session } = options;
  if (!hasAnyRole(session.roles, ['admin'])) throw new AppError('forbidden', MERGE_CONTACTS_FORBIDDEN);
  const { brandId } = session;
  const survivorProfileId = requiredProfileId(options.survivorProfileId, 'survivorProfileId');
  const mergedProfileId = requiredProfileId(options.mergedProfileId, 'mergedProfileId');
  if (survivorProfileId === mergedProfileId)
    throw new AppError('validation_failed', MERGE_INTO_ITSELF, { field: 'mergedProfileId' });
  return db.transaction(async (tx) => {
    const survivorId = await contactIdOf(tx, brandId, survivorProfileId, 'survivorProfileId');
    const mergedId = await contactIdOf(tx, brandId, mergedProfileId, 'mergedProfileId');
    // Two spellings of one profile id, or an id merged into the other contact earlier.
    if (survivorId === mergedId)
      throw new AppError(
        'validation_failed',
        `${MERGE_INTO_ITSELF}: both profile ids find the same contact`,
        {
          field: 'mergedProfileId',
        },
      );
    try {
      await mergeContacts(tx, { brandId, survivorId, mergedId, now: options.now });
    } catch (error) {
      // Merged away or deleted meanwhile (mergeContacts locks both contacts): name our argument.
      if (error instanceof AppError && error.code === 'not_found') {
        const field = error.field === 'survivorId' ? 'survivorProfileId' : 'mergedProfileId';
        throw new AppError('not_found', `${REST_ERROR_TEXTS.contactNotFound} for ${field}`, { field });
      }
      throw error;
    }
    const [profile] = await loadProfiles(tx, { brandId, where: eq(contacts.id, survivorId) });
    if (!profile) throw new Error('the surviving contact vanished');
    return profile;
  });
}
