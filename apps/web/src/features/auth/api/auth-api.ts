import type { SessionProfile } from '@parley/core/auth/session';
import { apiRequest } from '../../../shared/api/api-request.ts';

// spec 000 §7 "Auth (under /api/auth)". Every call throws its failure to the caller (skipDefault):
// the auth pages show their own texts, and these endpoints never trigger the expiry redirect.

export type SignInResult = { sessionToken: string; brandSlug: string };

export function signIn(input: { username: string; password: string }): Promise<SignInResult> {
  return apiRequest<SignInResult>('/auth/sign-in', { method: 'POST', body: input, skipDefault: true });
}

export function createSession(sessionToken: string): Promise<{ ok: true }> {
  return apiRequest('/auth/session/create', { method: 'POST', body: { sessionToken }, skipDefault: true });
}

/** A dropped packet must not sign the user out: the check gets two network retries. */
export function checkSession(signal?: AbortSignal): Promise<SessionProfile> {
  return apiRequest<SessionProfile>('/auth/session/check', { signal, retries: 2, skipDefault: true });
}

export function destroySession(): Promise<{ ok: true }> {
  return apiRequest('/auth/session/destroy', { method: 'POST', skipDefault: true });
}

export function sendResetEmail(email: string): Promise<{ ok: true }> {
  return apiRequest('/auth/send/reset-email', { method: 'POST', body: { email }, skipDefault: true });
}

export function verifyResetToken(recoveryToken: string, signal?: AbortSignal): Promise<{ email: string }> {
  return apiRequest('/auth/verify/reset-token', {
    method: 'POST',
    body: { recoveryToken },
    signal,
    skipDefault: true,
  });
}

export function resetPassword(input: { newPassword: string; recoveryToken: string }): Promise<{ ok: true }> {
  return apiRequest('/auth/reset/password', { method: 'POST', body: input, skipDefault: true });
}
