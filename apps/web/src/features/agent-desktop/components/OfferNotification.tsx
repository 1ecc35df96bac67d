import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { useSecondCallBlocked } from '../../voice/hooks/useConferenceForTask.ts';
import { isIncomingCall } from '../../voice/utils/call-task.ts';
import { VOICE_SPEC_TEXTS } from '../../voice/voice-texts.ts';
import { acceptReservation, rejectReservation } from '../state/desk-actions.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { dismissOfferNotification } from '../utils/desk-notifications.ts';
import { contactLabel, taskTitle } from '../utils/task-display.ts';

export type OfferNotificationProps = {
  reservation: Reservation;
  /** Shows the task on the desk (/agent) as the active task. */
  onOpen: () => void;
  /** The agent (user id) and their `multipleCalls` flag: a second call may not be accepted. */
  userId?: string;
  multipleCalls?: boolean;
};

/**
 * The body of a new offer's notification, on whatever page the agent is: what the task is, "Open"
 * to go to it on the desk, and the desk's own Reject / Accept while it is still offered. Accepting
 * opens the task (the agent works it on the desk); rejecting only answers the offer.
 */
export function OfferNotification({
  reservation,
  onOpen,
  userId,
  multipleCalls = false,
}: OfferNotificationProps) {
  const offered = useDeskStore((state) => state.reservations.bySid[reservation.sid]?.status === 'pending');
  const busy = useDeskStore((state) => state.busyReservations.includes(reservation.sid));
  const secondCall = useSecondCallBlocked(reservation, userId, multipleCalls);

  const latest = () => useDeskStore.getState().reservations.bySid[reservation.sid];
  // After a failed call the offer may still stand (the notification stays) or be gone (it goes).
  const dismissUnlessOffered = () => {
    if (latest()?.status !== 'pending') dismissOfferNotification(reservation.sid);
  };
  const open = () => {
    dismissOfferNotification(reservation.sid);
    onOpen();
  };
  const accept = async () => {
    if (await acceptReservation(latest() ?? reservation)) open();
    else dismissUnlessOffered();
  };
  const reject = async () => {
    await rejectReservation(latest() ?? reservation);
    dismissUnlessOffered();
  };

  return (
    <Stack gap={6}>
      <Text size="sm">
        {isIncomingCall(reservation) ? contactLabel(reservation) : taskTitle(reservation)}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={open}>
          {AGENT_DESKTOP_TEXTS.openTask}
        </Button>
        {offered && (
          <>
            <Button size="compact-sm" variant="default" disabled={busy} onClick={() => void reject()}>
              {AGENT_DESKTOP_TEXTS.reject}
            </Button>
            <Tooltip label={VOICE_SPEC_TEXTS.activeConference} disabled={!secondCall}>
              <Button
                size="compact-sm"
                color="teal"
                loading={busy}
                data-disabled={secondCall || undefined}
                aria-disabled={secondCall || undefined}
                onClick={(event) => {
                  if (secondCall) event.preventDefault();
                  else void accept();
                }}
              >
                {AGENT_DESKTOP_TEXTS.accept}
              </Button>
            </Tooltip>
          </>
        )}
      </Group>
    </Stack>
  );
}
