import { EmptyState } from '@mantine/core';
import { homeRailEntry } from '@parley/core/shell/navigation';
import { IconLock } from '@tabler/icons-react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession.ts';

/** `/`: the agent desktop when allowed, else the first area of the rail (spec 000 §2 "fallback"). */
export function HomeRedirect() {
  const profile = useSession().profile;
  const { search } = useLocation();
  if (!profile) return null;
  const entry = homeRailEntry(profile);
  if (!entry) {
    return (
      <EmptyState
        mt={80}
        icon={<IconLock size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        title="No areas are turned on for your account"
        description="Ask an admin of your brand to turn on the features you need."
      />
    );
  }
  return <Navigate to={{ pathname: entry.path, search }} replace />;
}
