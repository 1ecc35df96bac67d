import { ActionIcon, Popover, Tooltip } from '@mantine/core';
import { AGENT_DESKTOP_SPEC_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconTrophy } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';

// Its own chunk: loaded when the popover first opens.
const DailyStatsPanel = lazyComponent(
  () => import('./DailyStatsPanel.tsx'),
  (m) => m.DailyStatsPanel,
);

export type DailyStatsButtonProps = {
  /** The minimum-display flag (showAgentDesktopStatsAdvanced): anything between 0 and 1 % shows as 1 %. */
  minimumDisplay: boolean;
};

/** spec 001 §2: the trophy button, tooltip "Today's Progress", opening the stats popover. */
export function DailyStatsButton({ minimumDisplay }: DailyStatsButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={AGENT_DESKTOP_SPEC_TEXTS.todaysProgress} withArrow disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="yellow"
            size="lg"
            aria-label={AGENT_DESKTOP_SPEC_TEXTS.todaysProgress}
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
            // Focus stays on the trophy: Escape there closes the popover, as it would inside a dialog.
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpened(false);
            }}
          >
            <IconTrophy size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && (
          <Suspense fallback={null}>
            <DailyStatsPanel minimumDisplay={minimumDisplay} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
