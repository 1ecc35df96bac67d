import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { channelLabel } from '@parley/core/common/channels';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconCheck, IconClipboardCheck, IconUser, IconX } from '@tabler/icons-react';
import { useConferenceForTask } from '../../voice/hooks/useConferenceForTask.ts';
import { isCallTask, isIncomingCall } from '../../voice/utils/call-task.ts';
import { acceptReservation, rejectReservation, wrapReservation } from '../state/desk-actions.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { contactLabel, reservationStatusLabel, taskTitle } from '../utils/task-display.ts';
import { BackToTasksButton } from './BackToTasksButton.tsx';
import { ChannelIcon } from './ChannelIcon.tsx';
import { DESK_LAYOUT_TEXTS } from './desk-layout-texts.ts';
import { OfferCountdown } from './OfferCountdown.tsx';

export type TaskHeaderProps = {
  reservation: Reservation;
  /**
   * On one column (issue 17 item 10): the way back to the task list, and the customer and the
   * wrap-up form, which open over the task there instead of beside it.
   */
  oneColumn?: {
    onBack: () => void;
    onShowCustomer: (() => void) | null;
    onShowWrapUp: (() => void) | null;
  };
};

/**
 * Who and what the task is, and what the agent can do now: accept or reject an offer, wrap up. On
 * one column the actions go under who and what when the width asks for it.
 */
export function TaskHeader({ reservation, oneColumn }: TaskHeaderProps) {
  const busy = useDeskStore((state) => state.busyReservations.includes(reservation.sid));
  const pendingRemoval = useDeskStore((state) => state.pendingRemoval.includes(reservation.taskSid));
  // A call is answered on its card and wrapped by hanging up; "Wrap up" only once no call is live.
  const { snapshot, self } = useConferenceForTask(reservation);
  const onLiveCall =
    isCallTask(reservation) && snapshot !== null && snapshot.endedAt === null && self !== null;
  const phone = textAttribute(reservation, 'contactPhone');
  const contact = contactLabel(reservation);
  const details = [
    taskTitle(reservation),
    channelLabel(reservation.taskChannelUniqueName),
    phone && formatPhoneForDisplay(phone) !== contact ? formatPhoneForDisplay(phone) : null,
    reservation.queueName,
  ].filter(Boolean);

  return (
    <Group
      justify="space-between"
      px={oneColumn ? 'xs' : 'md'}
      py="sm"
      gap="xs"
      wrap={oneColumn ? 'wrap' : 'nowrap'}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {oneColumn && <BackToTasksButton reservation={reservation} onBack={oneColumn.onBack} />}
        <ChannelIcon channel={reservation.taskChannelUniqueName} size={40} />
        <Stack gap={0} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Title order={3} size="h4" lineClamp={1}>
              {contact}
            </Title>
            <Badge variant="light" size="sm">
              {reservationStatusLabel(reservation, pendingRemoval)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {details.join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" ml="auto">
        <OfferCountdown reservation={reservation} size="sm" />
        {reservation.status === 'pending' && !isIncomingCall(reservation) && (
          <>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={busy}
              onClick={() => void rejectReservation(reservation)}
            >
              {AGENT_DESKTOP_TEXTS.reject}
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={busy}
              onClick={() => void acceptReservation(reservation)}
            >
              {AGENT_DESKTOP_TEXTS.accept}
            </Button>
          </>
        )}
        {reservation.status === 'accepted' && !onLiveCall && (
          <Button variant="light" loading={busy} onClick={() => void wrapReservation(reservation)}>
            {AGENT_DESKTOP_TEXTS.wrapUp}
          </Button>
        )}
        {oneColumn?.onShowWrapUp && (
          <Button
            variant="light"
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
            onClick={oneColumn.onShowWrapUp}
          >
            {DESK_LAYOUT_TEXTS.showWrapUp}
          </Button>
        )}
        {oneColumn?.onShowCustomer && (
          <ActionIcon
            variant="light"
            size="lg"
            onClick={oneColumn.onShowCustomer}
            aria-label={DESK_LAYOUT_TEXTS.showCustomer}
          >
            <IconUser size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
