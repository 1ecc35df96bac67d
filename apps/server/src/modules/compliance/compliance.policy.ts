import { AppError } from '../../platform/http/app-error.ts';
import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who (docs/compliance.md "Who"): admins and supervisors read the rules, the do-not-call list and
// the decision log (a supervisor answers "why was this contact not called?" too); only admins change
// them, since the brand's legal exposure rests on them. Agents get a 403. Fails closed.

export const COMPLIANCE_ADMIN_ONLY = 'Only admins can change the call restrictions and compliance settings';

export function requireComplianceReader(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}

export function requireComplianceAdmin(session: RequestSession): RequestSession {
  if (!session.roles.includes('admin')) throw new AppError('forbidden', COMPLIANCE_ADMIN_ONLY);
  return session;
}
