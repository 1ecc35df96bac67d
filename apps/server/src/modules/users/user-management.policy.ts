import { hasAnyRole } from '@parley/core/auth/roles';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who may manage users, teams, skills and statuses (spec 002 §6: ADMIN and SUPERVISOR are
// privileged; the spec shows no finer rules, these are ours, docs in the settings report):
// - admins and supervisors manage users, teams, skills, statuses and agent-desktop settings
//   (requireSettingsManager, platform/http/guards.ts);
// - only an admin may create an admin, give or take the admin role, or edit an admin at all (a
//   supervisor changing an admin's email could then reset that admin's password);
// - nobody removes their own admin role (the brand must not lose its last way in by accident).

const isAdmin = (roles: readonly string[]) => hasAnyRole(roles, ['admin']);

export function assertMayCreateUser(session: RequestSession, roles: readonly string[]): void {
  if (isAdmin(roles) && !isAdmin(session.roles))
    throw new AppError('forbidden', 'Only an admin may create an admin', { field: 'roles' });
}

export function assertMayEditUser(
  session: RequestSession,
  target: { id: string; roles: readonly string[] },
  nextRoles: readonly string[] | undefined,
): void {
  if (isAdmin(target.roles) && !isAdmin(session.roles))
    throw new AppError('forbidden', 'Only an admin may edit an admin');
  if (nextRoles && isAdmin(nextRoles) && !isAdmin(session.roles))
    throw new AppError('forbidden', 'Only an admin may give the admin role', { field: 'roles' });
  if (nextRoles && target.id === session.userId && isAdmin(target.roles) && !isAdmin(nextRoles))
    throw new AppError('validation_failed', 'You cannot remove your own admin role', { field: 'roles' });
}
