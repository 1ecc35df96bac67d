import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTaskList } from '../hooks/useTaskList.ts';
import { DESK_LAYOUT_TEXTS as TEXTS } from './desk-layout-texts.ts';

export type BackToTasksButtonProps = { reservation: Reservation; onBack: () => void };

/**
 * The open task's way back to the task list on one column (issue 17 item 10). The list is out of
 * sight there, so a dot with a count says how many other offers are waiting in it.
 */
export function BackToTasksButton({ reservation, onBack }: BackToTasksButtonProps) {
  const list = useTaskList();
  const offersWaiting = list.filter(
    (other) => other.status === 'pending' && other.taskSid !== reservation.taskSid,
  ).length;
  const label =
    offersWaiting > 0 ? `${TEXTS.backToTasks}, ${TEXTS.offersWaiting(offersWaiting)}` : TEXTS.backToTasks;
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <Indicator label={offersWaiting} size={16} color="orange" disabled={offersWaiting === 0}>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label={label}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
