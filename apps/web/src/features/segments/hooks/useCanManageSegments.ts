import { isPrivileged } from '@parley/core/auth/roles';
import { useSession } from '../../auth/hooks/useSession.ts';

/** Admins and supervisors manage segments (spec 002 §6 privileged roles; the server holds the same rule). */
export function useCanManageSegments(): boolean {
  return isPrivileged(useSession().profile?.roles ?? []);
}
