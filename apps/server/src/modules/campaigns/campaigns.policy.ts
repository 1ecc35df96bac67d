import { AppError } from '../../platform/http/app-error.ts';
import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who (docs/campaigns.md "Who"): spec 000 §1 puts campaigns among the pages of managers and admins, so
// admins and supervisors read, create, change, start and stop campaigns; agents get a 403. Only an
// admin may turn on bypassOptIn (texting or calling contacts who have not opted in), and who did is
// recorded (issue 14). Fails closed.

export const CAMPAIGN_BYPASS_ADMIN_ONLY = 'Only admins can send to contacts who have not opted in';

export function requireCampaignManager(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}

export function requireBypassAllowed(session: RequestSession): void {
  if (!session.roles.includes('admin'))
    throw new AppError('forbidden', CAMPAIGN_BYPASS_ADMIN_ONLY, { field: 'bypassOptIn' });
}
