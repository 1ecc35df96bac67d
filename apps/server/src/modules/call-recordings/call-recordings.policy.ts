import { isPrivileged } from '@parley/core/auth/roles';
import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who may see call recordings (ours; the spec shows no rules), failing closed:
// - admins and supervisors list the brand's recordings (Settings › Recordings) and play any;
// - an agent plays the recordings they made (their Recent Tasks rows), nobody else's;
// - uploading is checked in the use-case: an agent participant of that conference;
// - only admins delete a recording (compliance and data-deletion requests): deleting is for good,
//   so supervisors, who review calls, keep a read-only list, as they do for phone numbers.

export type CallRecordingViewer = { userId: string; roles: readonly string[] };

export function authorizeRecordingsList(session: RequestSession): RequestSession {
  return requireRole(session, SETTINGS_ROLES);
}

export function authorizeRecordingDelete(session: RequestSession): RequestSession {
  return requireRole(session, ['admin']);
}

/** Null: the viewer may hear every recording of the brand; else only the ones of this user. */
export function recordingsOwnerScope(viewer: CallRecordingViewer): string | null {
  return isPrivileged(viewer.roles) ? null : viewer.userId;
}
