import type { ContactProfile } from './contact-profile.ts';

/**
 * The `{{ contact.… }}` values of a contact (core journeys/templates.ts): custom properties by name,
 * `rvProperties.<key>`, the typed attributes, the profile id and the full name. Journeys and campaigns
 * fill their texts from it, so a field reads the same wherever it is written.
 */
export function contactTemplateValues(profile: ContactProfile): Record<string, unknown> {
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
