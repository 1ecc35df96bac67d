import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { ContactState } from './contact-state.ts';
import { contactEmails, contactPhones, contacts } from './contacts.tables.ts';

// Rows per multi-row statement: well under PostgreSQL's 65,535 bound parameters for every table here.
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Writes the created and changed contacts with their phones and emails (upserts: the states were
 * loaded under lock in this transaction, so they are the whole truth). Phones and emails are never
 * removed here: the merge rules only add.
 */
export async function saveContactStates(
  tx: DbExecutor,
  options: { brandId: string; states: ContactState[]; now: Date },
): Promise<void> {
  const { brandId, now } = options;
  const states = options.states.filter((state) => state.changed);
  for (const batch of chunks(states)) {
    await tx
      .insert(contacts)
      .values(
        batch.map((state) => ({
          brandId,
          id: state.id,
          profileId: state.profileId,
          externalId: state.externalId,
          firstName: state.firstName,
          lastName: state.lastName,
          email: state.email,
          contactPhone: state.contactPhone,
          homepageUrl: state.homepageUrl,
          leadScore: state.leadScore,
          optIn: state.optIn,
          shortUrl: state.shortUrl,
          customProperties: state.customProperties,
          rvProperties: state.rvProperties,
          contactCreatedAt: state.contactCreatedAt,
          createdAt: state.createdAt,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [contacts.brandId, contacts.id],
        set: {
          profileId: excluded('profile_id'),
          externalId: excluded('external_id'),
          firstName: excluded('first_name'),
          lastName: excluded('last_name'),
          email: excluded('email'),
          contactPhone: excluded('contact_phone'),
          homepageUrl: excluded('homepage_url'),
          leadScore: excluded('lead_score'),
          optIn: excluded('opt_in'),
          shortUrl: excluded('short_url'),
          customProperties: excluded('custom_properties'),
          rvProperties: excluded('rv_properties'),
          contactCreatedAt: excluded('contact_created_at'),
          updatedAt: excluded('updated_at'),
        },
      });
  }
  const phones = states.flatMap((state) =>
    state.phones.map((phone) => ({ brandId, contactId: state.id, ...phone })),
  );
  for (const batch of chunks(phones)) {
    await tx
      .insert(contactPhones)
      .values(batch)
      .onConflictDoUpdate({
        target: [contactPhones.brandId, contactPhones.contactId, contactPhones.phoneNumber],
        set: { label: excluded('label'), isPrimary: excluded('is_primary'), optIn: excluded('opt_in') },
      });
  }
  const emails = states.flatMap((state) =>
    state.emails.map((email) => ({ brandId, contactId: state.id, ...email })),
  );
  for (const batch of chunks(emails)) {
    await tx
      .insert(contactEmails)
      .values(batch)
      .onConflictDoUpdate({
        target: [contactEmails.brandId, contactEmails.contactId, contactEmails.email],
        set: { label: excluded('label'), isPrimary: excluded('is_primary'), optIn: excluded('opt_in') },
      });
  }
}
