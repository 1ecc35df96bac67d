import { type RailEntry, visibleRailEntries } from '@parley/core/shell/navigation';
import { useMemo } from 'react';
import { useSession } from './useSession.ts';

/** The rail entries the signed-in user may see, in rail order (spec 002 §2). */
export function useVisibleRailEntries(): RailEntry[] {
  const profile = useSession().profile;
  return useMemo(
    () => (profile ? visibleRailEntries({ featureFlags: profile.featureFlags, roles: profile.roles }) : []),
    [profile],
  );
}
