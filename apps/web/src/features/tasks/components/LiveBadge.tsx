import { Badge, Tooltip } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { useEventStreamPhase } from '../../../shared/sse/useServerEvent.ts';

/** Says whether the figures on the page follow the event stream right now. */
export function LiveBadge() {
  const phase = useEventStreamPhase();
  const live = phase === 'open';
  return (
    <Tooltip
      label={live ? SUPERVISOR_TASK_TEXTS.liveTooltip : SUPERVISOR_TASK_TEXTS.reconnectingTooltip}
      withArrow
    >
      <Badge variant="dot" color={live ? 'teal' : 'gray'}>
        {SUPERVISOR_TASK_TEXTS.live}
      </Badge>
    </Tooltip>
  );
}
