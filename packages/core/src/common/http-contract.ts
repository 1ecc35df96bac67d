// The request headers and error body every API call shares (spec 000 §7). No zod here: the web
// app imports this at start-up, and the schemas would pull zod into the first download.

/** Request headers every browser call carries (spec 000 §7). */
export const HEADER_TAB_ID = 'x-tab-id';
export const HEADER_CSRF = 'x-csrf-token';
export const HEADER_BRAND = 'x-brand-slug';

/** Shape of every error body the API sends. */
export type ApiErrorBody = { code: string; message: string; field?: string; details?: unknown };
