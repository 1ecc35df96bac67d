import { hasAnyRole, isPrivileged } from '@parley/core/auth/roles';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who may use journeys (docs/journeys.md "Server API"): spec 000 §1 puts journeys among the pages of
// managers and admins, and spec 002 §6 makes ADMIN and SUPERVISOR the privileged roles. Both read
// journeys, their analytics and their contacts; only admins change them (build, publish, archive,
// delete, remove a contact), since a journey sends messages and creates work on its own. Agents get a
// 403. Feature flags only shape the web (as for segments): the server checks roles. The brand is
// always the session's. Fails closed.

export const JOURNEYS_READ_FORBIDDEN = 'Only admins and supervisors can see journeys';
export const JOURNEYS_WRITE_FORBIDDEN = 'Only admins can change journeys';

export function requireJourneyReader(session: RequestSession): RequestSession {
  if (!isPrivileged(session.roles)) throw new AppError('forbidden', JOURNEYS_READ_FORBIDDEN);
  return session;
}

export function requireJourneyEditor(session: RequestSession): RequestSession {
  if (!hasAnyRole(session.roles, ['admin'])) throw new AppError('forbidden', JOURNEYS_WRITE_FORBIDDEN);
  return session;
}
