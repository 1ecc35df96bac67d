import { Group } from '@mantine/core';
import { useSession } from '../../auth/hooks/useSession.ts';
import { DialPadButton } from '../../contact-search/components/DialPadButton.tsx';
import { AGENT_NAVIGATION_BAR_HEIGHT } from './agent-navigation-bar-height.ts';
import { DailyStatsButton } from './DailyStatsButton.tsx';
import { StatusMenu } from './StatusMenu.tsx';

/**
 * spec 001 §2 "Agent navigation bar": Today's Progress (the trophy, with the showAgentDesktopStats
 * flag) and the status dropdown with My Settings and Log out, after the dial pad button.
 */
export function AgentNavigationBar() {
  const flags = useSession().profile?.featureFlags;
  return (
    <Group
      component="header"
      aria-label="Agent navigation"
      justify="flex-end"
      gap="xs"
      px="md"
      h={AGENT_NAVIGATION_BAR_HEIGHT}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      <DialPadButton />
      {flags?.showAgentDesktopStats && (
        <DailyStatsButton minimumDisplay={flags.showAgentDesktopStatsAdvanced} />
      )}
      <StatusMenu />
    </Group>
  );
}
