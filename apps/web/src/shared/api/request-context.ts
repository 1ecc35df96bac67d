// What every request needs to know beyond its own arguments: the CSRF token once loaded, the brand
// of the signed-in session, and whether the user is signing out on purpose (spec 000 §8: no expiry
// redirect during a manual logout). Module state, because the API client is not a React concern.

type RequestContext = { csrfToken: string | null; brandSlug: string | null; manualLogout: boolean };

const context: RequestContext = { csrfToken: null, brandSlug: null, manualLogout: false };

export function getCsrfToken(): string | null {
  return context.csrfToken;
}

export function setCsrfToken(token: string | null): void {
  context.csrfToken = token;
}

export function getBrandSlug(): string | null {
  return context.brandSlug;
}

export function setBrandSlug(slug: string | null): void {
  context.brandSlug = slug;
}

export function isManualLogout(): boolean {
  return context.manualLogout;
}

/** Set by signOut before it destroys the session, cleared by a successful sign-in. */
export function setManualLogout(value: boolean): void {
  context.manualLogout = value;
}

/** Tests only: back to a fresh tab's state. */
export function resetRequestContextForTests(): void {
  context.csrfToken = null;
  context.brandSlug = null;
  context.manualLogout = false;
}
