import { Box, Button, Loader, Menu, Text } from '@mantine/core';
import { AGENT_DESKTOP_SPEC_TEXTS, AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconCheck, IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLayoutSettings } from '../../../shared/layout/useLayoutSettings.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { useChangeStatus } from '../hooks/useChangeStatus.ts';
import { useDeskAgent } from '../hooks/useDeskAgent.ts';
import { useStatusTimer } from '../hooks/useStatusTimer.ts';

function StatusDot({ available }: { available: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      w={10}
      h={10}
      style={{
        borderRadius: '50%',
        display: 'inline-block',
        background: available ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)',
      }}
    />
  );
}

/**
 * spec 001 §2: the status dropdown listing the brand's statuses, with the time in the current status
 * (ticking every 500 ms, spec 001 §9), My Settings (with email or pre-recorded voicemail drops,
 * unless the host hides agent settings) and Log out. A status change is the updateAgent mutation.
 */
export function StatusMenu() {
  const { profile, signOut } = useSession();
  const { hidden } = useLayoutSettings();
  const agent = useDeskAgent();
  const changeStatus = useChangeStatus();
  const timer = useStatusTimer(agent.data?.statusChangedAt);
  const status = agent.data?.status;
  const statuses = agent.data?.availableStatuses ?? [];
  const available = statuses.find((candidate) => candidate.name === status)?.available ?? false;
  const flags = profile?.featureFlags;
  const showMySettings = Boolean(flags?.email || flags?.hasPreRecordedVmDrops) && !hidden.agentSettings;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={
            status ? `${AGENT_DESKTOP_TEXTS.statusLabel}: ${status}` : AGENT_DESKTOP_TEXTS.statusLabel
          }
          leftSection={
            agent.isPending || changeStatus.isPending ? (
              <Loader size={12} aria-hidden />
            ) : (
              <StatusDot available={available} />
            )
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text span size="sm" fw={500}>
            {status ?? AGENT_DESKTOP_TEXTS.statusLabel}
          </Text>
          {status && (
            <Text span size="sm" c="dimmed" ml={8} ff="monospace" data-testid="status-timer">
              {timer}
            </Text>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{AGENT_DESKTOP_TEXTS.statusLabel}</Menu.Label>
        {statuses.map((candidate) => (
          <Menu.Item
            key={candidate.name}
            leftSection={<StatusDot available={candidate.available} />}
            rightSection={candidate.name === status ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={candidate.name === status ? 'true' : undefined}
            onClick={() => {
              if (agent.data && candidate.name !== status) {
                changeStatus.mutate({ status: candidate.name, workerSid: agent.data.workerSid });
              }
            }}
          >
            {candidate.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {showMySettings && (
          <Menu.Item
            component={Link}
            to="/agent/my-settings"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {AGENT_DESKTOP_TEXTS.mySettings}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {AGENT_DESKTOP_SPEC_TEXTS.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
