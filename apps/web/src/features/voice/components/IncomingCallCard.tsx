import { Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconPhoneCall, IconPhoneIncoming, IconPhoneOff } from '@tabler/icons-react';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { acceptReservation, rejectReservation } from '../../agent-desktop/state/desk-actions.ts';
import { useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { useSecondCallBlocked } from '../hooks/useConferenceForTask.ts';
import { callerName } from '../utils/caller-name.ts';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../voice-texts.ts';

export type IncomingCallCardProps = { reservation: Reservation };

/**
 * An incoming call (spec 000 §4: a pending inbound task on a call channel without a trigger call):
 * who calls ('{name or Contact}') and from which number, Accept and Reject. Accepting joins the
 * call; while the agent is on another call (and `multipleCalls` is off) Accept says why it cannot.
 */
export function IncomingCallCard({ reservation }: IncomingCallCardProps) {
  const busy = useDeskStore((state) => state.busyReservations.includes(reservation.sid));
  const multipleCalls = useSession().profile?.featureFlags.multipleCalls ?? false;
  const userId = useDeskAgent().data?.id;
  const onAnotherCall = useSecondCallBlocked(reservation, userId, multipleCalls);
  const phone = textAttribute(reservation, 'contactPhone');
  const title = textAttribute(reservation, 'title');
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      maw={480}
      aria-label={CALL_TEXTS.incomingCallCard}
      component="section"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconPhoneIncoming size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {title ?? VOICE_SPEC_TEXTS.incomingCall}
            </Text>
            <Title order={4} lineClamp={1}>
              {callerName(reservation)}
            </Title>
            {phone && (
              <Text size="sm" c="dimmed">
                {formatPhoneForDisplay(phone)}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconPhoneOff size={16} aria-hidden />}
            disabled={busy}
            onClick={() => void rejectReservation(reservation)}
          >
            {CALL_TEXTS.rejectCall}
          </Button>
          <Tooltip label={VOICE_SPEC_TEXTS.activeConference} disabled={!onAnotherCall}>
            <Button
              color="teal"
              leftSection={<IconPhoneCall size={16} aria-hidden />}
              loading={busy}
              // Mantine's way to keep a tooltip on a disabled button: it stays hoverable.
              data-disabled={onAnotherCall || undefined}
              aria-disabled={onAnotherCall || undefined}
              onClick={(event) => {
                if (onAnotherCall) event.preventDefault();
                else void acceptReservation(reservation);
              }}
            >
              {CALL_TEXTS.acceptCall}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
