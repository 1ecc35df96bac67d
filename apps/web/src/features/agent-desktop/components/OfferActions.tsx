import { Button, Group, Tooltip } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import type { ReactNode } from 'react';
import { useSecondCallBlocked } from '../../voice/hooks/useConferenceForTask.ts';
import { VOICE_SPEC_TEXTS } from '../../voice/voice-texts.ts';
import { acceptReservation, rejectReservation } from '../state/desk-actions.ts';
import { useDeskStore } from '../state/desk-store.ts';

export type OfferActionsProps = {
  reservation: Reservation;
  /** The agent (user id) and their `multipleCalls` flag: a second call may not be accepted. */
  userId: string | undefined;
  multipleCalls: boolean;
  /** After the desk's accept answered: true when the task is the agent's. */
  onAccepted?: (accepted: boolean) => void;
  onRejected?: () => void;
  /** Shown before Reject (e.g. the notification's "Open"). */
  children?: ReactNode;
  'aria-label'?: string;
};

/**
 * An offer's own Reject and Accept, compact, where the task is not open (its notification off the
 * desk, its row in the task list). While the agent is on another call (and `multipleCalls` is off)
 * Accept of an incoming call says why it cannot, as on the incoming call card.
 */
export function OfferActions({
  reservation,
  userId,
  multipleCalls,
  onAccepted,
  onRejected,
  children,
  'aria-label': label,
}: OfferActionsProps) {
  const busy = useDeskStore((state) => state.busyReservations.includes(reservation.sid));
  const secondCall = useSecondCallBlocked(reservation, userId, multipleCalls);
  // The latest copy of the reservation: the one this was rendered with may be older.
  const latest = () => useDeskStore.getState().reservations.bySid[reservation.sid] ?? reservation;
  const accept = async () => {
    const accepted = await acceptReservation(latest());
    onAccepted?.(accepted);
  };
  const reject = async () => {
    await rejectReservation(latest());
    onRejected?.();
  };
  return (
    <Group gap="xs" role={label ? 'group' : undefined} aria-label={label}>
      {children}
      <Button size="compact-sm" variant="default" disabled={busy} onClick={() => void reject()}>
        {AGENT_DESKTOP_TEXTS.reject}
      </Button>
      <Tooltip label={VOICE_SPEC_TEXTS.activeConference} disabled={!secondCall}>
        <Button
          size="compact-sm"
          color="teal"
          loading={busy}
          // Mantine's way to keep a tooltip on a disabled button: it stays hoverable.
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
    </Group>
  );
}
