import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { conversationSidOf } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { unreadCount } from '@parley/core/agent-desktop/unread';
import { useSession } from '../../auth/hooks/useSession.ts';
import { useDeskAgent } from '../hooks/useDeskAgent.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { contactLabel, reservationStatusLabel, taskSnippet, taskTitle } from '../utils/task-display.ts';
import { ChannelIcon } from './ChannelIcon.tsx';
import { OfferActions } from './OfferActions.tsx';
import { OfferCountdown } from './OfferCountdown.tsx';

export type TaskListItemProps = {
  reservation: Reservation;
  active: boolean;
  /** The open task's offer keeps its Reject / Accept here too (one column: its header is not on screen). */
  offerActionsWhenActive?: boolean;
  onSelect: () => void;
};

const STATUS_COLORS: Record<string, string> = { pending: 'orange', accepted: 'teal', wrapping: 'grape' };

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/**
 * One task in the list: channel, contact, title, status, unread texts (spec 000 §4). An offer also
 * shows the time left to answer it and, while it is not the open task (whose header or call card
 * has them), its own Reject / Accept: the desk announces offers here, not in a toast (issue 17).
 */
export function TaskListItem({
  reservation,
  active,
  offerActionsWhenActive = false,
  onSelect,
}: TaskListItemProps) {
  const unread = useDeskStore((state) => unreadCount(state.unread, conversationSidOf(reservation)));
  const pendingRemoval = useDeskStore((state) => state.pendingRemoval.includes(reservation.taskSid));
  const multipleCalls = useSession().profile?.featureFlags.multipleCalls ?? false;
  const userId = useDeskAgent().data?.id;
  const contact = contactLabel(reservation);
  const snippet = taskSnippet(reservation);
  const offered = reservation.status === 'pending';
  return (
    <li
      style={{
        listStyle: 'none',
        opacity: pendingRemoval ? 0.55 : 1,
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-color-blue-light)' : undefined,
        // An offer waits for an answer: marked on its edge so it is seen at a glance.
        boxShadow: offered ? 'inset 3px 0 0 var(--mantine-color-orange-filled)' : undefined,
      }}
    >
      <UnstyledButton
        onClick={onSelect}
        aria-current={active ? 'true' : undefined}
        aria-label={`${contact}, ${taskTitle(reservation)}${unread > 0 ? `, ${AGENT_DESKTOP_TEXTS.unreadMessages(unread)}` : ''}`}
        w="100%"
        p="sm"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ChannelIcon channel={reservation.taskChannelUniqueName} />
          <Stack gap={2} miw={0} flex={1}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {contact}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {timeOf(reservation.createdDate)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {taskTitle(reservation)}
              </Text>
              <Group gap={4} wrap="nowrap">
                {unread > 0 && (
                  <Badge size="sm" color="red" circle data-testid="unread-count">
                    {unread}
                  </Badge>
                )}
                <Badge size="xs" variant="light" color={STATUS_COLORS[reservation.status] ?? 'gray'}>
                  {reservationStatusLabel(reservation, pendingRemoval)}
                </Badge>
              </Group>
            </Group>
            {snippet && (
              // issue 16: an email shows its subject and the first 140 characters (spec 000 §9).
              <Text size="xs" c="dimmed" lineClamp={2} data-testid="task-snippet">
                {snippet}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
      {offered && (
        // Beside the row's button, not in it (no button inside a button); lined up with its text.
        <Group justify="space-between" gap="xs" pl={56} pr="sm" pb="sm" mt={-4}>
          <OfferCountdown reservation={reservation} />
          {(!active || offerActionsWhenActive) && (
            <OfferActions
              reservation={reservation}
              userId={userId}
              multipleCalls={multipleCalls}
              aria-label={AGENT_DESKTOP_TEXTS.offerActions(contact)}
            />
          )}
        </Group>
      )}
    </li>
  );
}
