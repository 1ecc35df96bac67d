import { Button, Group, Stack, Text } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { isIncomingCall } from '../../voice/utils/call-task.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { dismissOfferNotification } from '../utils/desk-notifications.ts';
import { contactLabel, taskTitle } from '../utils/task-display.ts';
import { OfferActions } from './OfferActions.tsx';
import { OfferCountdown } from './OfferCountdown.tsx';

export type OfferNotificationProps = {
  reservation: Reservation;
  /** Shows the task on the desk (/agent) as the active task. */
  onOpen: () => void;
  /** The agent (user id) and their `multipleCalls` flag: a second call may not be accepted. */
  userId?: string;
  multipleCalls?: boolean;
};

/**
 * The body of a new offer's notification while the agent is away from the task list (on the desk
 * the offer shows in its row instead: docs/agent-desktop-web.md "Offers"): what the task is, the
 * time left to answer, "Open" to go to it on the desk, and Reject / Accept while it is still
 * offered. Accepting opens the task (the agent works it on the desk); rejecting only answers.
 */
export function OfferNotification({
  reservation,
  onOpen,
  userId,
  multipleCalls = false,
}: OfferNotificationProps) {
  const current = useDeskStore((state) => state.reservations.bySid[reservation.sid]);
  const offered = current?.status === 'pending';

  // After a failed call the offer may still stand (the notification stays) or be gone (it goes).
  const dismissUnlessOffered = () => {
    if (useDeskStore.getState().reservations.bySid[reservation.sid]?.status !== 'pending') {
      dismissOfferNotification(reservation.sid);
    }
  };
  const open = () => {
    dismissOfferNotification(reservation.sid);
    onOpen();
  };
  const openButton = (
    <Button size="compact-sm" variant="light" onClick={open}>
      {AGENT_DESKTOP_TEXTS.openTask}
    </Button>
  );

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {isIncomingCall(reservation) ? contactLabel(reservation) : taskTitle(reservation)}
        </Text>
        {current && <OfferCountdown reservation={current} />}
      </Group>
      {offered ? (
        <OfferActions
          reservation={reservation}
          userId={userId}
          multipleCalls={multipleCalls}
          onAccepted={(accepted) => (accepted ? open() : dismissUnlessOffered())}
          onRejected={dismissUnlessOffered}
        >
          {openButton}
        </OfferActions>
      ) : (
        <Group gap="xs">{openButton}</Group>
      )}
    </Stack>
  );
}
