import { hasAnyRole, isPrivileged } from '@parley/core/auth/roles';
import { useSession } from '../../auth/hooks/useSession.ts';

/**
 * Admins and supervisors see journeys; only admins change them (the server's journeys.policy.ts holds
 * the same rule). The builder is there whenever the `journeys` flag shows the page (docs/journeys.md).
 */
export function useJourneyRoles(): { canRead: boolean; canEdit: boolean } {
  const roles = useSession().profile?.roles ?? [];
  return { canRead: isPrivileged(roles), canEdit: hasAnyRole(roles, ['admin']) };
}
