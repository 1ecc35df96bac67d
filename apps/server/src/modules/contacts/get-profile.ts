import { toE164 } from '@parley/core/common/phone-number';
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type ContactProfile, loadProfiles } from './contact-profile.ts';
import { contactEmails, contactMerges, contacts } from './contacts.tables.ts';
import { findContactByPhone } from './find-contact-by-phone.ts';
import { findContactIdByProfileId } from './find-contact-by-profile-id.ts';

/** getProfilesById takes at most this many ids at once (ours). */
export const MAX_PROFILE_IDS = 100;

async function profileOfContactId(db: DbExecutor, brandId: string, id: string | null) {
  if (!id) return null;
  const [profile] = await loadProfiles(db, { brandId, where: eq(contacts.id, id) });
  return profile ?? null;
}

async function contactIdByEmail(db: DbExecutor, brandId: string, email: string): Promise<string | null> {
  const address = email.trim().toLowerCase();
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.brandId, brandId),
        sql`${contacts.id} in (
          select ${contacts.id} from ${contacts}
            where ${contacts.brandId} = ${brandId} and lower(${contacts.email}) = ${address}
          union
          select ${contactEmails.contactId} from ${contactEmails}
            where ${contactEmails.brandId} = ${brandId} and lower(${contactEmails.email}) = ${address})`,
      ),
    )
    .orderBy(desc(sql`lower(${contacts.email}) = ${address}`), desc(contacts.updatedAt), desc(contacts.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * spec 001 §7 getProfile(profileId, contactPhone, contactEmail): the contact of the profile id
 * (a merged-away one finds the survivor), else the owner of the phone number, else of the email
 * address (the most recently updated when several share it). None found: 'Contact not found'.
 */
export async function getProfile(
  db: DbExecutor,
  options: {
    brandId: string;
    profileId?: string | null;
    contactPhone?: string | null;
    contactEmail?: string | null;
  },
): Promise<ContactProfile> {
  const { brandId } = options;
  const profileId = options.profileId?.trim();
  const phone = options.contactPhone?.trim();
  const email = options.contactEmail?.trim();
  if (!profileId && !phone && !email) {
    throw new AppError('validation_failed', 'profileId, contactPhone or contactEmail is required', {
      field: 'profileId',
    });
  }
  let contactId: string | null = null;
  if (profileId) {
    contactId = await findContactIdByProfileId(db, { brandId, profileId });
  } else if (phone) {
    const e164 = toE164(phone);
    if (!e164) throw new AppError('validation_failed', 'Invalid phone number.', { field: 'contactPhone' });
    contactId = (await findContactByPhone(db, { brandId, phone: e164 }))?.id ?? null;
  } else if (email) {
    contactId = await contactIdByEmail(db, brandId, email);
  }
  const profile = await profileOfContactId(db, brandId, contactId);
  if (!profile) throw new AppError('not_found', REST_ERROR_TEXTS.contactNotFound);
  return profile;
}

/**
 * spec 001 §7 getProfilesById(profileIds): the contacts of those profile ids (merged-away ids find
 * their survivor), each once, in the order asked; unknown ids are left out.
 */
export async function getProfilesById(
  db: DbExecutor,
  options: { brandId: string; profileIds: readonly string[] },
): Promise<ContactProfile[]> {
  const { brandId } = options;
  const profileIds = [...new Set(options.profileIds.map((id) => id.trim()).filter((id) => id !== ''))];
  if (profileIds.length > MAX_PROFILE_IDS) {
    throw new AppError('validation_failed', `profileIds must hold at most ${MAX_PROFILE_IDS} ids`, {
      field: 'profileIds',
    });
  }
  if (profileIds.length === 0) return [];
  const merged = await db
    .select({ profileId: contactMerges.mergedProfileId, contactId: contactMerges.contactId })
    .from(contactMerges)
    .where(and(eq(contactMerges.brandId, brandId), inArray(contactMerges.mergedProfileId, profileIds)));
  const mergedIds = merged.map((row) => row.contactId);
  const profiles = await loadProfiles(db, {
    brandId,
    where: sql`(${inArray(contacts.profileId, profileIds)}${
      mergedIds.length > 0 ? sql` or ${inArray(contacts.id, mergedIds)}` : sql``
    })`,
    limit: profileIds.length,
  });
  const byProfileId = new Map(profiles.map((profile) => [profile.profileId, profile]));
  const byContactId = new Map(profiles.map((profile) => [profile.contactId, profile]));
  const survivorOf = new Map(merged.map((row) => [row.profileId, byContactId.get(row.contactId)]));
  const ordered: ContactProfile[] = [];
  for (const id of profileIds) {
    const profile = byProfileId.get(id) ?? survivorOf.get(id);
    if (profile && !ordered.includes(profile)) ordered.push(profile);
  }
  return ordered;
}
