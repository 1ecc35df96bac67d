import { Box, Flex } from '@mantine/core';
import { Outlet } from 'react-router';
import { useLayoutSettings } from '../../../app/layout/useLayoutSettings.ts';
import { AgentSideNav } from './AgentSideNav.tsx';

/** The /agent area: its side navigation (hidden by ?hideNavigation=true or the layout) and the page. */
export function AgentDesktopLayout() {
  const { agentNavigationHidden } = useLayoutSettings();
  return (
    <Flex h="100%" mih={0}>
      {!agentNavigationHidden && <AgentSideNav />}
      <Box flex={1} miw={0} h="100%" style={{ overflow: 'auto' }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
