import { hasAnyRole, type Role } from '@parley/core/auth/roles';
import { canSeeRailEntry, type RailEntryId, railEntryById } from '@parley/core/shell/navigation';
import type { BooleanFlagKey } from '@parley/core/users/feature-flags';
import { Outlet } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';

export type AccessGateProps = {
  /** The area is reachable when its rail entry is visible to the user. */
  railEntry?: RailEntryId;
  flag?: BooleanFlagKey;
  requiredRole?: Role;
};

/**
 * What the navigation hides is not reachable by URL either: the page answers 404. The server
 * enforces access; this keeps the browser from showing areas the user cannot use.
 */
export function AccessGate({ railEntry, flag, requiredRole }: AccessGateProps) {
  const profile = useSession().profile;
  if (!profile) return null;
  const allowed =
    (!railEntry || canSeeRailEntry(railEntryById(railEntry), profile)) &&
    (!flag || profile.featureFlags[flag]) &&
    (!requiredRole || hasAnyRole(profile.roles, [requiredRole]));
  return allowed ? <Outlet /> : <NotFoundPage />;
}
