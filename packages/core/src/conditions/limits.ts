// Constants of the condition builder. The spec 002 §9 ones are part of the product; the structural
// caps ("Parley's bound") keep an untrusted tree small enough to compile and evaluate quickly.

/** spec 002 §5 "Names", §9: editable names (group names, list names) are at most 50 characters. */
export const EDITABLE_NAME_MAX_LENGTH = 50;
/** spec 002 §9: values over 60 characters show a popover in the collapsed summary. */
export const VALUE_POPOVER_THRESHOLD = 60;
/** spec 002 §9: the autocomplete call pages 30 values at a time. */
export const AUTOCOMPLETE_PAGE_SIZE = 30;
/** spec 002 §9: autocomplete debounce 350 ms. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 350;
/** spec 002 §9: suggestions and selects debounce 300 ms. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** spec 002 §9: a dropdown closes 150 ms after blur. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
/** spec 002 §9: tag-style dropdowns show at most 4 tags. */
export const MAX_VISIBLE_TAGS = 4;

// Parley's bounds on a stored / submitted tree (spec silent).
export const MAX_CONDITION_GROUPS = 20;
export const MAX_CONDITIONS_PER_GROUP = 20;
export const MAX_FILTERS_PER_CONDITION = 20;
/** Values of one isOneOf filter. */
export const MAX_ONE_OF_VALUES = 500;
/** Length of one string value (a filter value, an isOneOf entry, a relative date). */
export const MAX_VALUE_LENGTH = 1_000;
/** Length of a property or event name. */
export const MAX_NAME_LENGTH = 200;
/** Upper bound of an event count (`eventCount.value`). */
export const MAX_EVENT_COUNT = 1_000_000;
