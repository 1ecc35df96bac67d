import { Group, Loader, Text } from '@mantine/core';
import type { LiveCount } from '../hooks/useSegmentLiveCount.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

export type LiveCountTextProps = { count: LiveCount };

/** "N contacts match" under the conditions, announced politely as it changes. */
export function LiveCountText({ count }: LiveCountTextProps) {
  let content: React.ReactNode;
  switch (count.state) {
    case 'incomplete':
      content = (
        <Text size="sm" c="dimmed">
          {SEGMENTS_TEXTS.countIncomplete}
        </Text>
      );
      break;
    case 'failed':
      content = (
        <Text size="sm" c="red">
          {SEGMENTS_TEXTS.countFailed}
        </Text>
      );
      break;
    case 'counting':
      content = (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {count.previous === null ? SEGMENTS_TEXTS.counting : SEGMENTS_TEXTS.liveCount(count.previous)}
          </Text>
        </Group>
      );
      break;
    case 'counted':
      content = (
        <Text size="sm" fw={600}>
          {SEGMENTS_TEXTS.liveCount(count.count)}
        </Text>
      );
      break;
  }
  return (
    <div role="status" aria-live="polite" aria-busy={count.state === 'counting'}>
      {content}
    </div>
  );
}
