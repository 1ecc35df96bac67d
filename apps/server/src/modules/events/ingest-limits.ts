// Parley's bounds on POST /api/proxy/ingest (the spec is silent; docs/decisions/004-ingest.md).

/** Calls in one `{ batch: [...] }`. */
export const MAX_INGEST_BATCH_CALLS = 500;
/** Bytes of one request body. */
export const MAX_INGEST_BODY_BYTES = 512 * 1024;
/** Length of an event name. */
export const MAX_EVENT_NAME_LENGTH = 200;
/** Length of a property or trait name. */
export const MAX_FIELD_NAME_LENGTH = 200;
/** Top-level properties (track) or traits (identify) of one call. */
export const MAX_FIELDS_PER_CALL = 200;
/** Phones or emails listed in one identify call. */
export const MAX_CHANNELS_PER_CALL = 20;
/** Distinct values the autocomplete keeps per field; learning new ones stops there. */
export const MAX_VALUES_PER_FIELD = 10_000;
/** Longer values are not offered by the autocomplete (they are still stored on the event). */
export const MAX_LEARNED_VALUE_LENGTH = 200;
/** Activity feed page size by default and at most. */
export const PROFILE_FEED_DEFAULT_LIMIT = 20;
export const PROFILE_FEED_MAX_LIMIT = 100;
