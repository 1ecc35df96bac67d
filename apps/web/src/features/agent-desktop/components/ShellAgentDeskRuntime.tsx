import { lazy, Suspense } from 'react';
import { importWithRetry } from '../../../shared/chunk-retry/import-with-retry.ts';
import { useVisibleRailEntries } from '../../auth/hooks/useVisibleRailEntries.ts';

// The runtime (zod schemas, the desk's rules) is its own chunk, fetched only for users who may use
// the agent desktop; the shell that mounts this is part of the app's first download.
const AgentDeskRuntime = lazy(() =>
  importWithRetry(() => import('./AgentDeskRuntime.tsx')).then((module) => ({
    default: module.AgentDeskRuntime,
  })),
);

/**
 * Runs the agent desk's runtime (offers and their notifications, auto-accept, openUrl, the
 * autocomplete countdown …) on every page of the shell, once, whenever the user may see the Agent
 * Desktop entry of the rail (its flag and roles: the rail itself may be hidden by the layout).
 */
export function ShellAgentDeskRuntime() {
  const mayUseDesk = useVisibleRailEntries().some((entry) => entry.id === 'agentDesktop');
  if (!mayUseDesk) return null;
  return (
    <Suspense fallback={null}>
      <AgentDeskRuntime />
    </Suspense>
  );
}
