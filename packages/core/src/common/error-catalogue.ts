// spec 000 §8 "The error catalogue": typed errors, call failures, task-creation errors and
// disabled-action hints, and the mapping from an error to what the toast shows.

import { ERROR_TOAST_MS } from './limits.ts';
import { DEFAULT_ERROR_TEXT } from './texts.ts';

/** What an error toast shows and for how long (false: until dismissed). */
export type CatalogueMessage = { title?: string; message: string; autoCloseMs: number | false };

/** spec 000 §8 typed errors (shown as an error toast and logged). */
export const TYPED_ERROR_TEXTS = {
  TaskNotAvailable: 'This task is no longer available',
  MissingAgentUri: 'Reservation could not be accepted. Try logging out and logging back in.',
  CanceledTransfer: 'Transfer was cancelled.',
  CallEnded: 'Call was ended by contact.',
  CallConnectionFailure: 'Call could not be connected',
  CallCreationFailure: 'Could not create the outbound call',
} as const;

export type TypedErrorType = keyof typeof TYPED_ERROR_TEXTS;

/** True when `key` is one of the record's own keys (narrows the key's type). */
function isKeyOf<T extends object>(record: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(record, key);
}

export function isTypedErrorType(value: unknown): value is TypedErrorType {
  return isKeyOf(TYPED_ERROR_TEXTS, value);
}

/** spec 000 §8: every call-failure message starts with this. */
export const CALL_FAILURE_PREFIX = 'Call failed to connect.';

/** spec 000 §8 call failures: text and how long the toast stays. */
export const CALL_FAILURES = {
  blocked: { text: 'This call was blocked by a do-not-call list.', autoCloseMs: 10_000 },
  failed: { text: 'Contact phone number is unreachable.', autoCloseMs: 3_000 },
  notAllowed: { text: 'Contact phone number is blocked or malformed.', autoCloseMs: 3_000 },
  notAuthorized: {
    text: 'Contact phone number is in a geography not covered in your account.',
    autoCloseMs: 3_000,
  },
  busy: { text: 'Contact phone number is busy', autoCloseMs: 3_000 },
  invalid: { text: 'Contact phone number is invalid', autoCloseMs: 10_000 },
  // Ours (issue 14, docs/compliance.md): the brand's call restrictions (hours, holidays, limits,
  // emergencies) refused the call. The server's `detail` says which, and replaces this text.
  restricted: { text: 'The call restrictions do not allow calling this contact now.', autoCloseMs: 10_000 },
} as const;

export type CallFailureReason = keyof typeof CALL_FAILURES;

export function isCallFailureReason(value: unknown): value is CallFailureReason {
  return isKeyOf(CALL_FAILURES, value);
}

/**
 * The toast of a call that failed to connect: 'Call failed to connect. <reason text>'. A restricted
 * call names the restriction (the server's detail) instead of the general text.
 */
export function callFailureMessage(reason: CallFailureReason, detail?: string | null): CatalogueMessage {
  const failure = CALL_FAILURES[reason];
  const text = reason === 'restricted' && detail ? detail : failure.text;
  return { message: `${CALL_FAILURE_PREFIX} ${text}`, autoCloseMs: failure.autoCloseMs };
}

/** spec 000 §8 task creation errors, by the server's error code. */
export const TASK_CREATION_ERROR_TEXTS = {
  invalid_phone_number: 'Invalid phone number',
  chat_already_in_progress: 'Chat already in progress',
} as const;

export const TASK_CREATION_FAILED_TEXT = 'Task failed to be created';

export function taskCreationErrorMessage(code: string | undefined): string {
  return isKeyOf(TASK_CREATION_ERROR_TEXTS, code)
    ? TASK_CREATION_ERROR_TEXTS[code]
    : TASK_CREATION_FAILED_TEXT;
}

/** spec 000 §8 disabled-action hints (tooltips on disabled buttons). */
export const DISABLED_ACTION_HINTS = {
  callNeedsPhone: 'Add a phone number to the contact to make calls',
  textNeedsPhone: 'Add a phone number to the contact to send a text',
  callNeedsAvailableStatus: 'Set yourself to an available status to make a call',
  startCall: 'Start a Call',
  acceptToMessage: 'Please accept the task to start messaging.',
} as const;

function readString(record: object, key: string): string | undefined {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The toast for any error: a typed error (by `type`) shows its catalogue text; a call failure (by
 * `reason`) its prefixed text and duration; anything else its own content (`content`, `message`, or
 * the string itself), else 'There was an error' (spec 000 §8 "unknown").
 */
export function describeError(error: unknown): CatalogueMessage {
  if (typeof error === 'string') {
    return { message: error.trim() === '' ? DEFAULT_ERROR_TEXT : error, autoCloseMs: ERROR_TOAST_MS };
  }
  if (typeof error !== 'object' || error === null)
    return { message: DEFAULT_ERROR_TEXT, autoCloseMs: ERROR_TOAST_MS };
  const type = readString(error, 'type');
  if (isTypedErrorType(type)) return { message: TYPED_ERROR_TEXTS[type], autoCloseMs: ERROR_TOAST_MS };
  const reason = readString(error, 'reason');
  if (isCallFailureReason(reason)) return callFailureMessage(reason);
  const content = readString(error, 'content') ?? readString(error, 'message');
  return { message: content ?? DEFAULT_ERROR_TEXT, autoCloseMs: ERROR_TOAST_MS };
}
