// Texts of the audience pages. spec 001 §8 gives 'Contact not found' and 'Could not load activity
// feed for {id}'; spec 001 §5 the search texts (from core); the rest is Parley's wording.
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { CONTACT_PROPERTY_SECTION_LABELS, KNOWN_FIELD_LABELS } from '@parley/core/contacts/field-label-texts';

/** "1,234", or "10,000+" when the server stopped counting there. */
function contactsCount(count: number, capped: boolean): string {
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

export const AUDIENCE_TEXTS = {
  title: 'Audience',
  searchLabel: 'Search contacts',
  searchPlaceholder: 'Name, phone number, email or external ID',
  noContacts: 'No contacts yet. Contacts arrive through ingestion, CSV uploads and conversations.',
  loadFailed: 'Could not load contacts.',
  columns: { name: 'Name', phone: 'Phone', email: 'Email', updated: 'Updated' },
  unnamed: 'Unnamed contact',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page + 1}`,
  totalLabel: 'Total contacts',
  total: (count: number, capped: boolean) =>
    `${contactsCount(count, capped)} ${count === 1 && !capped ? 'contact' : 'contacts'}`,
  matches: (count: number, capped: boolean) =>
    count === 1 && !capped ? '1 contact matches' : `${contactsCount(count, capped)} contacts match`,
  counting: 'Counting…',
  searching: 'Searching contacts',
  back: 'All contacts',
  contactNotFound: REST_ERROR_TEXTS.contactNotFound,
  feedFailed: REST_ERROR_TEXTS.activityFeed,
  sections: {
    details: 'Details',
    phones: 'Phone numbers',
    emails: 'Email addresses',
    custom: CONTACT_PROPERTY_SECTION_LABELS.customProperties,
    rv: CONTACT_PROPERTY_SECTION_LABELS.rvProperties,
    activity: 'Activity',
  },
  /** The contact's fields, labelled as everywhere else (core's field labels). */
  fields: {
    profileId: KNOWN_FIELD_LABELS.profileId,
    externalId: KNOWN_FIELD_LABELS.externalId,
    optIn: KNOWN_FIELD_LABELS.optIn,
    created: KNOWN_FIELD_LABELS.createdAt,
    updated: KNOWN_FIELD_LABELS.updatedAt,
  },
  channelColumns: {
    label: 'Label',
    value: 'Value',
    primary: 'Primary',
    sms: 'SMS opt-in',
    voice: 'Voice opt-in',
    email: 'Email opt-in',
  },
  primary: 'Primary',
  yes: 'Yes',
  no: 'No',
  none: 'None',
  noActivity: 'No activity yet.',
  propertyColumns: { name: 'Property', value: 'Value' },
  eventDetails: (event: string) => `${event} details`,
} as const;
