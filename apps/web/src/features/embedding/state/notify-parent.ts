import {
  type ParentContact,
  type ParentNotification,
  type ParentNotificationAction,
  type ParentNotificationDetails,
  parentNotification,
} from '@parley/core/embedding/messages';
import { parentOriginOf, parentTargetOrigins } from '@parley/core/embedding/origins';
import { isInFrame } from '../../../shared/api/embedded-frame.ts';

// The embedded agent desktop's messages to its host page (spec 001 §6, docs/embedding.md). One
// module for every sender: the desk's announcements (features/embedding) and the voice runtime's
// call-disconnected and started-barging / -listening / -whispering (features/voice).
//
// Messages go to `window.parent` only, only with an exact targetOrigin taken from the brand's
// allowed parent origins, never '*'. Until the allowed origins are loaded, messages wait (the
// newest PENDING_MAX); outside a frame nothing is sent or kept.

/** Messages kept while the allowed origins load (a burst at start-up, not a history). */
const PENDING_MAX = 50;
/** sessionStorage: the parent's origin, for pages of the frame whose referrer is our own. */
const PARENT_ORIGIN_STORAGE_KEY = 'parley-embed-parent-origin';

let allowedOrigins: readonly string[] | null = null;
let pending: ParentNotification[] = [];

/**
 * Tells the host page (the parent frame) that `action` happened, about `contact` (null when there
 * is none, e.g. status-changed). Safe to call anywhere: it does nothing outside a frame, and posts
 * only to an allowed origin. Stable signature, used across features:
 *
 *   notifyParent('call-disconnected', parentContactOf(task.attributes), { taskSid: task.sid });
 *   notifyParent('started-listening', contact, { taskSid });
 *   notifyParent('status-changed', null, { status: 'Break' });
 */
export function notifyParent(
  action: ParentNotificationAction,
  contact: ParentContact | null,
  details: ParentNotificationDetails = {},
): void {
  if (!isInFrame()) return;
  const message = parentNotification(action, contact, details);
  if (allowedOrigins === null) {
    pending = [...pending, message].slice(-PENDING_MAX);
    return;
  }
  post(message, allowedOrigins);
}

/** The brand's allowed parent origins arrived (or changed): waiting messages go now. */
export function setAllowedParentOrigins(origins: readonly string[]): void {
  allowedOrigins = [...origins];
  const waiting = pending;
  pending = [];
  for (const message of waiting) post(message, allowedOrigins);
}

/** The allowed origins in force, or null until they are loaded. */
export function allowedParentOrigins(): readonly string[] | null {
  return allowedOrigins;
}

function readRememberedOrigin(): string | null {
  try {
    return sessionStorage.getItem(PARENT_ORIGIN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberOrigin(origin: string): void {
  try {
    sessionStorage.setItem(PARENT_ORIGIN_STORAGE_KEY, origin);
  } catch {
    // Storage may be off in a third-party frame: the referrer or ancestorOrigins still tell.
  }
}

/**
 * The parent frame's origin: `location.ancestorOrigins` (Chromium, Safari), else the referrer the
 * frame was loaded with, else the one remembered from an earlier page of this frame. Null if unknown.
 */
export function currentParentOrigin(): string | null {
  const origin = parentOriginOf({
    ancestorOrigin: window.location.ancestorOrigins?.[0] ?? null,
    referrer: document.referrer,
    remembered: readRememberedOrigin(),
    ownOrigin: window.location.origin,
  });
  if (origin) rememberOrigin(origin);
  return origin;
}

function post(message: ParentNotification, allowed: readonly string[]): void {
  for (const targetOrigin of parentTargetOrigins(allowed, currentParentOrigin())) {
    window.parent.postMessage(message, targetOrigin);
  }
}

/** Tests only. */
export function resetNotifyParentForTests(): void {
  allowedOrigins = null;
  pending = [];
}
