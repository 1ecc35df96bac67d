import { Badge, Group } from '@mantine/core';
import type { JourneyState } from '@parley/core/journeys/journey';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';

export type JourneyStateBadgeProps = { state: JourneyState; hidden?: boolean };

/** spec 000 §4 journey state (live / draft), and Archived for a hidden journey. */
export function JourneyStateBadge({ state, hidden = false }: JourneyStateBadgeProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={state === 'live' ? 'green' : 'gray'} data-badge-kind={state}>
        {JOURNEYS_TEXTS.stateLabels[state]}
      </Badge>
      {hidden && (
        <Badge variant="outline" color="gray" data-badge-kind="archived">
          {JOURNEYS_TEXTS.archivedBadge}
        </Badge>
      )}
    </Group>
  );
}
