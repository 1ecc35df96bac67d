import { ActionIcon, Box, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { ContactTimeline } from '../../../shared/contact-timeline/ContactTimeline.tsx';
import { usePanelExpanded } from '../../../shared/layout/panels-store.ts';
import { CUSTOMER_PANEL_TEXTS as TEXTS } from '../customer-panel-texts.ts';
import { CustomerDetails } from './CustomerDetails.tsx';

export type CustomerPanelProps = { profileId: string };

const PANEL_WIDTH = 340;
const COLLAPSED_WIDTH = 48;

/**
 * issue 17 item 1: the customer beside the active task's conversation: who they are and everything
 * that happened with them. Collapsible; whether it is open is kept with the other panels under
 * 'parley-toggleable-panels' (panel 'deskCustomer').
 */
export function CustomerPanel({ profileId }: CustomerPanelProps) {
  const [expanded, toggle] = usePanelExpanded('deskCustomer');
  return (
    <Box
      component="aside"
      aria-label={TEXTS.title}
      h="100%"
      p="sm"
      style={{
        width: expanded ? PANEL_WIDTH : COLLAPSED_WIDTH,
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
      {expanded && (
        <Stack gap="md">
          <CustomerDetails profileId={profileId} />
          <Divider />
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {TEXTS.timeline}
          </Text>
          <ContactTimeline profileId={profileId} />
        </Stack>
      )}
    </Box>
  );
}
