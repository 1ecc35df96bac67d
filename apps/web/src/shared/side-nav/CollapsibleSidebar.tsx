import { ActionIcon, Box, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { SIDEBAR_COLLAPSED_WIDTH } from '@parley/core/shell/navigation';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHotkeyHintStore } from '../hotkeys/hotkey-hint-store.ts';
import classes from './CollapsibleSidebar.module.css';
import { SideNavHotkeyHint } from './SideNavHotkeyHint.tsx';

export type CollapsibleSidebarProps = {
  title: string;
  expandedWidth: number;
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
};

/** A side navigation panel that collapses to 64 px (spec 002 §9 "Sidebar collapsed width 64"). */
export function CollapsibleSidebar({
  title,
  expandedWidth,
  collapsed,
  onToggle,
  children,
}: CollapsibleSidebarProps) {
  const showHint = useHotkeyHintStore((state) => state.visible);
  const toggleLabel = collapsed ? `Expand ${title} navigation` : `Collapse ${title} navigation`;
  return (
    <Box
      component="nav"
      aria-label={title}
      className={classes.sidebar}
      data-collapsed={collapsed || undefined}
      // Pixels, as the spec gives them (spec 002 §9, spec 001 §2), not theme-scaled rem.
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : expandedWidth }}
    >
      <div className={classes.header}>
        {!collapsed && (
          <Text fw={600} truncate>
            {title}
          </Text>
        )}
        <Tooltip
          label={
            <Group gap={8} wrap="nowrap">
              {collapsed ? 'Expand' : 'Collapse'}
              <Kbd size="xs" c="dark">
                Alt+B
              </Kbd>
            </Group>
          }
          position="right"
          withArrow
          openDelay={300}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={18} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={18} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </div>
      {showHint && !collapsed && <SideNavHotkeyHint className={classes.hint} />}
      {/* Native scrolling: lighter than ScrollArea in the first-screen bundle. */}
      <div className={classes.body}>{children}</div>
    </Box>
  );
}
