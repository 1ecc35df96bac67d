import type { ContactReach } from '@parley/core/journeys/opt-in';
import type { TemplateValues } from '@parley/core/journeys/templates';
import { contactTimeZone } from '@parley/core/journeys/zoned-time';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { ContactProfile } from '../../contacts/contact-profile.ts';
import { loadProfilesByContactIds } from '../../contacts/contact-profile.ts';

/** The contact as a step reads it: their profile, how they can be reached, their clock. */
export type StepContact = {
  profile: ContactProfile;
  reach: ContactReach;
  timeZone: string;
  /** `contact.*` template values (templates.ts): typed attributes, rvProperties.<key>, custom properties. */
  attributes: Record<string, unknown>;
};

/** The main entry's opt-in, else the primary's, else the contact's (as the Profile's subscribed* fields). */
function mainOptIn<T extends { isPrimary: boolean; optIn: boolean }>(
  rows: T[],
  isMain: (row: T) => boolean,
  fallback: boolean,
): boolean {
  return (rows.find(isMain) ?? rows.find((row) => row.isPrimary))?.optIn ?? fallback;
}

function templateAttributes(profile: ContactProfile): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...profile.customProperties };
  for (const [key, value] of Object.entries(profile.rvProperties)) attributes[`rvProperties.${key}`] = value;
  return {
    ...attributes,
    profileId: profile.profileId,
    name: profile.name,
    contactPhone: profile.contactPhone,
    externalId: profile.externalId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    optIn: profile.optIn,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

/** The contact as a step reads it, from their profile (the batch's, or one loaded for the step). */
export function stepContactOf(profile: ContactProfile, defaultTimeZone: string): StepContact {
  const phoneOptIn = mainOptIn(
    profile.phones,
    (phone) => phone.phoneNumber === profile.contactPhone,
    profile.optIn,
  );
  return {
    profile,
    reach: {
      contactPhone: profile.contactPhone,
      email: profile.email,
      subscribedSms: phoneOptIn,
      subscribedVoice: phoneOptIn,
      subscribedEmail: mainOptIn(profile.emails, (email) => email.email === profile.email, profile.optIn),
    },
    timeZone: contactTimeZone(profile.rvProperties.timezone, defaultTimeZone),
    attributes: templateAttributes(profile),
  };
}

/** The run's contact, read when the step runs (docs/journeys.md: values are read then); null if gone. */
export async function loadStepContact(
  db: DbExecutor,
  options: { brandId: string; contactId: string; defaultTimeZone: string },
): Promise<StepContact | null> {
  const [profile] = await loadProfilesByContactIds(db, {
    brandId: options.brandId,
    contactIds: [options.contactId],
  });
  return profile ? stepContactOf(profile, options.defaultTimeZone) : null;
}

/** The values `{{ }}` fields read: the contact's, and the triggering event's properties and time. */
export function templateValuesOf(
  contact: StepContact,
  triggerEvent: TriggerEventSnapshot | null,
): TemplateValues {
  return {
    contact: contact.attributes,
    event: triggerEvent ? { ...triggerEvent.properties, timestamp: triggerEvent.occurredAt } : null,
  };
}

/** The triggering event as a run keeps it (journey_runs.trigger_event). */
export type TriggerEventSnapshot = {
  id: string;
  eventType: 'track' | 'identify' | 'parley_voice_event' | 'page';
  eventName: string;
  occurredAt: string;
  properties: Record<string, unknown>;
};
