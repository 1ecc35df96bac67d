// The human labels of contact fields, attribute keys and events (issue 17 item 8: no internal name is
// shown to a person). The spec names the fields (spec 000 §4 "Contact", spec 002 §3) but quotes no
// labels for them, so every label here is Parley's wording; the rules that use them are in
// field-labels.ts.
import { CONDITIONAL_TYPE_LABELS } from '../conditions/texts.ts';

/**
 * The two property bags of a contact (spec 000 §4): customProperties are the brand's own;
 * rvProperties are the ones Parley keeps for the contact (time zone, target agent), named after the
 * product as the spec's `{product}VoiceEvent` is ("Parley Voice Event").
 */
export const CONTACT_PROPERTY_SECTION_LABELS = {
  customProperties: 'Custom properties',
  rvProperties: 'Parley properties',
} as const;

/**
 * Fields and keys whose label is not their humanised name: the contact's typed fields (spec 000 §4,
 * docs/conditions-contract.md), the keys Parley itself writes, and words a reader expects spelled
 * their own way. Looked up by the whole name and by the key under rvProperties. / customProperties.
 */
export const KNOWN_FIELD_LABELS = {
  // The contact's typed fields.
  contactPhone: 'Phone',
  externalId: 'External ID',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  homepageUrl: 'Homepage URL',
  shortUrl: 'Short URL',
  leadScore: 'Lead score',
  optIn: 'Opted in',
  // The brand's own creation date of the customer, as ingestion's `createdAt` trait gives it.
  contactCreatedAt: 'Contact created',
  // When Parley first stored the contact and last changed it.
  createdAt: 'Added to Parley',
  updatedAt: 'Last updated',
  profileId: 'Profile ID',
  subBrand: 'Sub-brand',
  phones: 'Phone numbers',
  emails: 'Email addresses',
  subscribedSms: 'SMS opt-in',
  subscribedVoice: 'Voice opt-in',
  subscribedEmail: 'Email opt-in',
  lastContactedAt: 'Last contacted',
  customProperties: CONTACT_PROPERTY_SECTION_LABELS.customProperties,
  rvProperties: CONTACT_PROPERTY_SECTION_LABELS.rvProperties,
  // Keys Parley writes under rvProperties (docs/journeys.md).
  timezone: 'Time zone',
  targetAgentId: 'Target agent',
  // Every event's reserved datetime property (docs/conditions-contract.md).
  timestamp: 'Time',
  // Properties of Parley's own voice events (call.completed).
  durationSeconds: 'Duration (seconds)',
} as const satisfies Record<string, string>;

/** Words shown in capitals wherever they occur in a humanised name ("orderId" → "Order ID"). */
export const LABEL_ACRONYMS: ReadonlySet<string> = new Set([
  'ai',
  'api',
  'crm',
  'csv',
  'id',
  'ids',
  'ip',
  'ivr',
  'mms',
  'sid',
  'sku',
  'sms',
  'uri',
  'url',
  'utm',
]);

/** How the label of a nested key reads: "Address › City". */
export const NESTED_LABEL_SEPARATOR = ' › ';

/** Events whose label is not their humanised name. */
export const KNOWN_EVENT_LABELS: Readonly<Record<string, string>> = {
  // spec 002 §7: contact attributes arrive as identify user_properties.
  user_properties: 'Profile updated',
};

/** The kinds of stored events, as the condition builder names them (spec 002 §3 conditionalType). */
export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  track: CONDITIONAL_TYPE_LABELS.customEvent,
  parley_voice_event: CONDITIONAL_TYPE_LABELS.parleyVoiceEvent,
  identify: 'Profile Update',
};

/** How a property's value reads (issue 17 item 8, never JSON): booleans in words, an absent value a dash. */
export const PROPERTY_VALUE_TEXTS = {
  yes: 'Yes',
  no: 'No',
  empty: '—',
} as const;
