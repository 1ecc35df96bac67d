import { Alert, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { TestRun } from '../api/journey-test-run-api.ts';
import { TEST_RUN_TEXTS as TEXTS } from '../builder-texts.ts';
import { testRunContactLabel } from '../hooks/useTestRun.ts';

export type TestRunBannerProps = {
  run: TestRun;
  onStop: () => void;
  stopping: boolean;
  onClose: () => void;
};

const STATE_COLORS: Readonly<Record<string, string>> = {
  active: 'blue',
  completed: 'teal',
  exited: 'teal',
  failed: 'red',
};

/** Above the canvas while a test run is shown: whose it is, where it stands, Stop (while it runs) and Close. */
export function TestRunBanner({ run, onStop, stopping, onClose }: TestRunBannerProps) {
  const active = run.state === 'active';
  const title = TEXTS.banner(testRunContactLabel(run, TEXTS.unknownContact));
  return (
    <Alert
      color="blue"
      variant="light"
      radius={0}
      py={6}
      icon={<IconFlask size={18} aria-hidden />}
      role="status"
      aria-label={title}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {title}
          </Text>
          <Badge color={STATE_COLORS[run.state] ?? 'gray'} variant="light" data-testid="test-run-state">
            {TEXTS.states[run.state] ?? run.state}
          </Badge>
          {active && <Loader size="xs" type="dots" aria-hidden />}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {active && (
            <Button size="compact-sm" variant="default" color="red" loading={stopping} onClick={onStop}>
              {TEXTS.stop}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" onClick={onClose}>
            {TEXTS.close}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
