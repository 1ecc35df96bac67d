import { hasAnyRole, type Role } from '@parley/core/auth/roles';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { RequestSession } from './request-session.ts';

/** 401: no session behind the request (or it ended). */
export function notSignedIn(): AppError {
  return new AppError('unauthenticated', 'Not signed in');
}

/** 403: the request names another brand than its session's (spec 000 §7). */
export function brandMismatch(): AppError {
  return new AppError('brand_mismatch', 'This session belongs to another brand');
}

/** The request's session, or a 401: routes that need a signed-in user start with this. */
export function requireSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw notSignedIn();
  return request.session;
}

/** Fails closed: a session without any of the roles gets a 403. */
export function requireRole(session: RequestSession, roles: readonly Role[]): RequestSession {
  if (!hasAnyRole(session.roles, roles))
    throw new AppError('forbidden', 'You do not have permission to do this');
  return session;
}

/**
 * Who manages a brand's settings (users, teams, skills, statuses, agent-desktop settings, phone
 * numbers…): spec 002 §6 makes ADMIN and SUPERVISOR the privileged roles (modules/users/
 * user-management.policy.ts has the finer rules about admins).
 */
export const SETTINGS_ROLES: readonly Role[] = ['admin', 'supervisor'];

export function requireSettingsManager(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}
