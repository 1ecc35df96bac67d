import {
  EMBEDDED_REQUEST_HEADER,
  EMBEDDED_REQUEST_HEADER_VALUE,
} from '@parley/core/embedding/embedded-request';

/**
 * Whether the app runs inside another page's frame (the embedded agent desktop, docs/embedding.md).
 * A cross-origin parent may not be read, but it may be compared.
 */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // Some browsers throw on touching a cross-origin top at all: that is a frame too.
    return true;
  }
}

/**
 * The header that asks the server for cookies a cross-site frame can use (SameSite=None, Secure,
 * Partitioned): sent with every request from a frame, none otherwise.
 */
export function embeddedFrameHeaders(): Record<string, string> {
  return isInFrame() ? { [EMBEDDED_REQUEST_HEADER]: EMBEDDED_REQUEST_HEADER_VALUE } : {};
}
