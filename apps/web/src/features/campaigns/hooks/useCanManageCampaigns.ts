// Who may manage campaigns and who may bypass opt-in (issue 14; campaigns.policy.ts).
import { hasAnyRole, isPrivileged } from '@parley/core/auth/roles';
import { useSession } from '../../auth/hooks/useSession.ts';

/** Admins and supervisors manage campaigns (campaigns.policy.ts on the server holds the same rule). */
export function useCanManageCampaigns(): boolean {
  return isPrivileged(useSession().profile?.roles ?? []);
}

/** Only an admin may send to contacts who have not opted in (issue 14; requireBypassAllowed). */
export function useIsAdmin(): boolean {
  return hasAnyRole(useSession().profile?.roles ?? [], ['admin']);
}
