// Texts of the condition builder and the contact-list editor (spec 002 §5, §8, §9), letter for
// letter. Labels the spec does not quote are marked "Parley's wording".
import type { ConditionalType } from './model.ts';

/** spec 002 §5: validation messages of conditions and filters. */
export const CONDITION_VALIDATION_TEXTS = {
  conditionTypeRequired: 'Condition type required.',
  eventNameRequired: 'Event Name is required.',
  operatorRequired: 'Operator required.',
  /** '{label} is required.' where label is Property Name or a type-specific label. */
  propertyRequired: (label: string) => `${label} is required.`,
  valueBlank: 'Input value cannot be blank.',
  /** Equals or notEquals on a string event property. */
  valueBlankEmptyStringHint: 'Input value cannot be blank. To match an empty string, enter "" as value.',
  invalidDate: 'Invalid date',
  invalidRelativeDate: 'Invalid relative date format',
} as const;

/** spec 002 §5: the default property label. */
export const PROPERTY_NAME_LABEL = 'Property Name';
/** The type-specific property label of contact-attribute rows (Parley's wording). */
export const CONTACT_ATTRIBUTE_PROPERTY_LABEL = 'Contact Attribute';

/** The label naming a filter's property in the '{label} is required.' message. */
export function propertyLabelFor(conditionalType: ConditionalType | null): string {
  return conditionalType === 'contactAttribute' ? CONTACT_ATTRIBUTE_PROPERTY_LABEL : PROPERTY_NAME_LABEL;
}

/** spec 002 §5: validation messages of the contact-list form. */
export const CONTACT_LIST_VALIDATION_TEXTS = {
  nameRequired: 'Name is required',
  nameInUse: 'Name is already in use',
  sharedWithRequired: 'Shared With is required.',
  teamSelectionRequired: 'Team Selection is required.',
} as const;

/** spec 002 §8: the error catalogue of the builder and contact lists. */
export const CONTACT_LIST_TEXTS = {
  autocompleteNotFound: 'Could not load events',
  autocompleteFailed: 'Error fetching the events value',
  savedViewsLoadFailed: "Couldn't retrieve contact views.",
  createFailed: 'Contact List failed to be created.',
  updateFailed: 'Contact List failed to update',
  deleteFailed: 'Contact List failed to delete.',
  created: 'Contact List Created.',
  updated: 'Contact List Updated.',
  deleted: 'Contact List Deleted.',
  /** Tooltip of the disabled create button. */
  maxListsExceeded: 'Maximum number of contact lists has been exceeded.',
  /** spec 002 §9. */
  maxContactsDisplayed: 'Max 500 contacts displayed per list.',
} as const;

/** spec 002 §8: empty dropdowns. */
export const DROPDOWN_TEXTS = {
  loading: 'Loading...',
  noResults: 'No results found',
} as const;

/** spec 002 §9: share options. */
export const SHARE_OPTION_LABELS = {
  all: 'All Users',
  teams: 'Specific Teams',
} as const;

/** Condition type labels (Parley's wording). */
export const CONDITIONAL_TYPE_LABELS: Record<ConditionalType, string> = {
  contactAttribute: 'Contact Attribute',
  customEvent: 'Custom Event',
  parleyVoiceEvent: 'Parley Voice Event',
  triggeringEvent: 'Triggering Event',
  addToStaticSegment: 'Added to Static Segment',
  pageview: 'Page View',
  scheduled: 'Scheduled',
};

/** Boolean values (spec 002 §5: True or False). */
export const BOOLEAN_VALUE_LABELS = { true: 'True', false: 'False' } as const;

/** Date comparison type labels (Parley's wording). */
export const DATE_COMPARISON_TYPE_LABELS = { specific: 'Specific date', relative: 'Relative date' } as const;

/** Sort order labels (spec 002 §9: asc or desc; Parley's wording). */
export const SORT_ORDER_LABELS = { asc: 'Ascending', desc: 'Descending' } as const;

/** spec 002 §9: "A relative-date format help exists" (Parley's wording). */
export const RELATIVE_DATE_HELP = [
  'Start with now, then add (+) or subtract (-) amounts, or round down (/) to a unit.',
  'Units: s seconds, m minutes, h hours, d days, w weeks, M months, y years.',
  'Examples: now-3h-14m-6d (3 h 14 min 6 days ago), now+1M+1w (in a month and a week),',
  'now/d (start of today, Eastern Time), now/d-1d (start of yesterday).',
].join(' ');
