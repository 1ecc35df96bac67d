import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True while the window is narrower than the theme's `breakpoint` (issue 17 item 10). What each
 * breakpoint changes (docs/agent-desktop-web.md "Small screens"):
 * - `sm` (phone): the icon rail and the side navigations move into the navigation drawer;
 * - `md`: the desk shows one column at a time (the task list, or the open task);
 * - `lg` (a tablet, 1024 px): the side navigations start collapsed, the desk's columns are narrower;
 * - `xl` (a 13" laptop, 1280 px): while wrapping up, the wrap-up form takes the customer panel's room.
 * Read when the component first renders (not after an effect), so a phone never draws the wide
 * layout first.
 */
export function useBelowBreakpoint(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`not all and (min-width: ${theme.breakpoints[breakpoint]})`, undefined, {
    getInitialValueInEffect: false,
  });
}
