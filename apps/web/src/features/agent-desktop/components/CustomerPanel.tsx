import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { useState } from 'react';
import { usePanelExpanded } from '../../../shared/layout/panels-store.ts';
import { useBelowBreakpoint } from '../../../shared/layout/useBelowBreakpoint.ts';
import { CUSTOMER_PANEL_TEXTS as TEXTS } from '../customer-panel-texts.ts';
import { CustomerPanelBody } from './CustomerPanelBody.tsx';

export type CustomerPanelProps = {
  profileId: string;
  /**
   * The wrap-up form is beside it on a screen too narrow for both (issue 17 item 10): it shows
   * collapsed, whatever the stored choice, and opening it lasts while the task is wrapping.
   */
  yieldToWrapUp?: boolean;
};

const PANEL_WIDTH = 340;
/** Below the `lg` breakpoint (a tablet at 1024 px). */
const COMPACT_PANEL_WIDTH = 300;
const COLLAPSED_WIDTH = 48;

/**
 * issue 17 item 1: the customer beside the active task's conversation: who they are and everything
 * that happened with them. Collapsible; whether it is open is kept with the other panels under
 * 'parley-toggleable-panels' (panel 'deskCustomer'). On one column it is CustomerDrawer instead.
 */
export function CustomerPanel({ profileId, yieldToWrapUp = false }: CustomerPanelProps) {
  const [stored, toggleStored] = usePanelExpanded('deskCustomer');
  const [openedBesideWrapUp, setOpenedBesideWrapUp] = useState(false);
  const compact = useBelowBreakpoint('lg');
  const expanded = yieldToWrapUp ? openedBesideWrapUp : stored;
  const toggle = yieldToWrapUp ? () => setOpenedBesideWrapUp((opened) => !opened) : toggleStored;
  const width = compact ? COMPACT_PANEL_WIDTH : PANEL_WIDTH;
  return (
    <Box
      component="aside"
      aria-label={TEXTS.title}
      h="100%"
      p="sm"
      style={{
        width: expanded ? width : COLLAPSED_WIDTH,
        flexShrink: 0,
        borderLeft: '1px solid var(--mantine-color-default-border)',
        overflowY: 'auto',
      }}
    >
      <Group justify={expanded ? 'space-between' : 'center'} mb="sm" wrap="nowrap">
        {expanded && <Title order={4}>{TEXTS.title}</Title>}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={toggle}
          aria-label={expanded ? TEXTS.collapse : TEXTS.expand}
          aria-expanded={expanded}
        >
          {expanded ? (
            <IconLayoutSidebarRightCollapse size={18} aria-hidden />
          ) : (
            <IconLayoutSidebarRightExpand size={18} aria-hidden />
          )}
        </ActionIcon>
      </Group>
      {expanded && <CustomerPanelBody profileId={profileId} />}
    </Box>
  );
}
