// Business constants and limits of the platform core (spec 000 §9) and the generic durations of
// spec 000 §8 / spec 001 §9. Every number here is part of the product: change them only with the spec.

// --- Event stream (spec 000 §9) ---
/** No message at all (a `ping` included) for this long means the stream is dead: reconnect. */
export const SSE_HEARTBEAT_TIMEOUT_MS = 72_000;
/** Failing for this long (without a healthy minute in between) is a hard failure. */
export const SSE_HARD_FAILURE_AFTER_MS = 300_000;
/** The first retries start this long after an error. */
export const SSE_RETRY_DELAY_MS = 5_000;
/** The fixed 5 s retry applies only while fewer than this many errors were counted. */
export const SSE_FIXED_RETRY_MAX_ERRORS = 3;
/** Share of the backoff delay that is randomised (0.5: the delay falls in [50 %, 100 %] of its base). */
export const SSE_BACKOFF_JITTER = 0.5;
/** Upper bound of any backoff delay. */
export const SSE_BACKOFF_MAX_MS = 30_000;
/** Connected and healthy for this long resets the error counter. */
export const SSE_HEALTHY_RESET_MS = 60_000;

// --- Fetch retry (spec 000 §9): 100 ms × 2^n plus 0–150 ms jitter, capped at 10 s ---
export const FETCH_RETRY_BASE_MS = 100;
export const FETCH_RETRY_JITTER_MS = 150;
export const FETCH_RETRY_MAX_MS = 10_000;

// --- Page-chunk loading (spec 000 §2, §9): 5 retries, delay 2^(7+i) ms ---
export const CHUNK_LOAD_RETRIES = 5;
export const CHUNK_RETRY_EXPONENT_BASE = 7;

// --- Toasts and notifications ---
/** spec 000 §8: success toasts last 3 s by default. */
export const SUCCESS_TOAST_MS = 3_000;
/** spec 001 §9: notification duration 7 s. */
export const NOTIFICATION_MS = 7_000;
/**
 * Error toasts: the spec gives no general duration (only the call-failure ones, see
 * error-catalogue.ts). They use the spec's notification duration so an error is read in full.
 */
export const ERROR_TOAST_MS = NOTIFICATION_MS;

// --- Other platform constants (spec 000 §9) ---
/** Network-quality warnings resolve and clear after 10 s. */
export const NETWORK_WARNING_MS = 10_000;
/** Stored task creation dates are capped at 100. */
export const STORED_TASK_CREATION_DATES_MAX = 100;
/** Conversation history loads 30 messages. */
export const CONVERSATION_HISTORY_PAGE_SIZE = 30;
/** Email snippet length in characters. */
export const EMAIL_SNIPPET_LENGTH = 140;
/** Persisted local state schema version. */
export const PERSISTED_STATE_VERSION = 1;
