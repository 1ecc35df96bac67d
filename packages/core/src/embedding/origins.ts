// spec 001 §6 "Messages go only to the allowed parent origins." Origins are matched exactly (scheme,
// host and port, as a browser serialises them in MessageEvent.origin); there are no wildcards and
// '*' is refused. No zod here: the desk's message path uses these at start-up.

/**
 * The WHATWG URL parser, which Node and every browser provide; packages/core compiles without the DOM
 * or Node libraries, so its shape is declared here (only what these functions read).
 */
type ParsedUrl = { protocol: string; hostname: string; origin: string };
declare const URL: new (input: string) => ParsedUrl;

/** An example the settings form and its errors show. */
export const ORIGIN_EXAMPLE = 'https://crm.example.com';

export type OriginProblem = 'wildcard' | 'notAnOrigin';

/**
 * `text` as an origin (`https://crm.example.com`, `http://localhost:8080`): an http(s) URL with
 * nothing after the host and port but an optional '/'. Lower-cased and without a default port, as
 * browsers serialise origins, so it compares equal to `MessageEvent.origin`.
 */
export function parseOrigin(text: string): { origin: string } | { problem: OriginProblem } {
  const trimmed = text.trim();
  if (trimmed.includes('*')) return { problem: 'wildcard' };
  // Nothing but scheme://host[:port][/]: no path, query, fragment or credentials.
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(trimmed)) return { problem: 'notAnOrigin' };
  let url: ParsedUrl;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: 'notAnOrigin' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'notAnOrigin' };
  if (url.hostname === '') return { problem: 'notAnOrigin' };
  return { origin: url.origin };
}

/** `origin` is one of `allowed` (exactly: '*' never matches, nor does 'null', an opaque origin). */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (origin === '' || origin === '*' || origin === 'null') return false;
  return allowed.some((candidate) => candidate !== '*' && candidate === origin);
}

/** The origin of a URL (a document.referrer), or null. */
export function originOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export type ParentOriginClues = {
  /** `location.ancestorOrigins[0]` where the browser has it (Chromium, Safari): the parent's origin. */
  ancestorOrigin?: string | null;
  /** `document.referrer`: the host page's address when the frame was first loaded. */
  referrer?: string | null;
  /** The parent's origin as remembered from an earlier page of this frame (see the web bridge). */
  remembered?: string | null;
  /** This document's own origin: a referrer of our own is an earlier page of the frame, not the host. */
  ownOrigin: string;
};

/**
 * Where the parent frame most likely is: the browser's ancestor origin, else the referrer's origin
 * (unless that is our own: the frame navigated), else what was remembered. Null when unknown.
 */
export function parentOriginOf(clues: ParentOriginClues): string | null {
  if (clues.ancestorOrigin && clues.ancestorOrigin !== 'null') return clues.ancestorOrigin;
  const fromReferrer = originOfUrl(clues.referrer);
  if (fromReferrer && fromReferrer !== clues.ownOrigin) return fromReferrer;
  return clues.remembered ?? null;
}

/**
 * The `targetOrigin`s to post a message to the parent with. Never '*': when the parent's origin is
 * known, that origin if it is allowed (else none); when it is not known, every allowed origin — the
 * browser delivers a message only if the parent's origin is exactly its targetOrigin, so at most one
 * of them arrives, and none at a parent that is not allowed.
 */
export function parentTargetOrigins(allowed: readonly string[], parentOrigin: string | null): string[] {
  const exact = allowed.filter((origin) => origin !== '*' && origin !== 'null' && origin !== '');
  if (parentOrigin === null) return [...new Set(exact)];
  return isAllowedOrigin(parentOrigin, exact) ? [parentOrigin] : [];
}
