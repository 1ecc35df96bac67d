import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who (issue 15: "agents see none of these pages, supervisors and admins of one brand see only their
// brand"): admins and supervisors; agents get a 403. The brand is always the session's.

export function requireReportViewer(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}
