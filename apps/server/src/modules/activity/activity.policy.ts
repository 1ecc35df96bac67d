import { ROLES } from '@parley/core/auth/roles';
import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who (issue 15, docs/recent-activity.md "Who"): spec 000 §1 puts recent activity among the pages of
// managers and admins, so admins and supervisors read their own brand's feed (the brand is the
// session's, never an argument); agents get a 403. Fails closed.

export function requireActivityViewer(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}

// One contact's timeline (issue 17, docs/recent-activity.md "Contact timeline") is for every role of
// the brand, as getProfile is (spec 001 §7): the agent sees it beside the conversation on the desk.
// A user with none of the roles gets a 403.
export function requireTimelineViewer(session: RequestSession): RequestSession {
  return requireRole(session, ROLES);
}
