import type { ContactReach } from '@parley/core/journeys/opt-in';
import type { TemplateValues } from '@parley/core/journeys/templates';
import { contactTimeZone } from '@parley/core/journeys/zoned-time';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { ContactProfile } from '../../contacts/contact-profile.ts';
import { loadProfilesByContactIds } from '../../contacts/contact-profile.ts';
import { contactSubscriptions } from '../../contacts/contact-subscriptions.ts';
import { contactTemplateValues } from '../../contacts/contact-template-values.ts';

/** The contact as a step reads it: their profile, how they can be reached, their clock. */
export type StepContact = {
  profile: ContactProfile;
  reach: ContactReach;
  timeZone: string;
  /** `contact.*` template values (templates.ts): typed attributes, rvProperties.<key>, custom properties. */
  attributes: Record<string, unknown>;
};

/** The contact as a step reads it, from their profile (the batch's, or one loaded for the step). */
export function stepContactOf(profile: ContactProfile, defaultTimeZone: string): StepContact {
  const subscribed = contactSubscriptions(profile);
  return {
    profile,
    reach: {
      contactPhone: profile.contactPhone,
      email: profile.email,
      subscribedSms: subscribed.sms,
      subscribedVoice: subscribed.voice,
      subscribedEmail: subscribed.email,
    },
    timeZone: contactTimeZone(profile.rvProperties.timezone, defaultTimeZone),
    attributes: contactTemplateValues(profile),
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
