import { isPrivileged } from '@parley/core/auth/roles';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who may use segments (docs/segments.md "Who"): spec 002 §6 makes ADMIN and SUPERVISOR the
// privileged roles that configure the product, and spec 000 §1 puts segments among the pages of
// managers and admins. So reading and changing segments, previews and uploads included, is theirs;
// agents get a 403. The brand is always the session's. Fails closed.

export const SEGMENTS_FORBIDDEN = 'Only admins and supervisors can use segments';

export function requireSegmentManager(session: RequestSession): RequestSession {
  if (!isPrivileged(session.roles)) throw new AppError('forbidden', SEGMENTS_FORBIDDEN);
  return session;
}
