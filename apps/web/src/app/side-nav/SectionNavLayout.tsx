import { Box, Flex } from '@mantine/core';
import { Outlet } from 'react-router';
import { useLayoutSettings } from '../../shared/layout/useLayoutSettings.ts';
import type { SectionNavDefinition } from '../../shared/side-nav/section-nav-types.ts';
import { SectionNav } from './SectionNav.tsx';

export type SectionNavLayoutProps = { nav: SectionNavDefinition };

/** An area with a side navigation: the navigation, then its page. */
export function SectionNavLayout({ nav }: SectionNavLayoutProps) {
  const { hidden } = useLayoutSettings();
  return (
    <Flex h="100%" mih={0}>
      {!hidden.navigation && <SectionNav nav={nav} />}
      <Box flex={1} miw={0} h="100%" style={{ overflow: 'auto' }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
