import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who (issue 15, docs/recent-activity.md "Who"): spec 000 §1 puts recent activity among the pages of
// managers and admins, so admins and supervisors read their own brand's feed (the brand is the
// session's, never an argument); agents get a 403. Fails closed.

export function requireActivityViewer(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}
