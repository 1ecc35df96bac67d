import { Box, Flex } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { importWithRetry } from '../../../shared/chunk-retry/import-with-retry.ts';
import { useLayoutSettings } from '../../../shared/layout/useLayoutSettings.ts';
import { AgentSideNav } from './AgentSideNav.tsx';
import { AGENT_NAVIGATION_BAR_HEIGHT } from './agent-navigation-bar-height.ts';

// The navigation bar is its own chunk: this layout is part of the app's first download, the desk
// (zod schemas, rules) is not. The page loads beside it, not after it. The desk's runtime is the
// shell's (ShellAgentDeskRuntime), not this layout's.
const AgentDeskChrome = lazy(() =>
  importWithRetry(() => import('./AgentDeskChrome.tsx')).then((module) => ({
    default: module.AgentDeskChrome,
  })),
);

/**
 * The /agent area: its side navigation (hidden by ?hideNavigation=true or the layout), the agent
 * navigation bar, and the page.
 */
export function AgentDesktopLayout() {
  const { agentNavigationHidden } = useLayoutSettings();
  return (
    <Flex h="100%" mih={0}>
      {!agentNavigationHidden && <AgentSideNav />}
      <Flex direction="column" flex={1} miw={0} h="100%">
        <Suspense fallback={<Box h={AGENT_NAVIGATION_BAR_HEIGHT} style={{ flexShrink: 0 }} />}>
          <AgentDeskChrome />
        </Suspense>
        <Box flex={1} mih={0} style={{ overflow: 'auto' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
