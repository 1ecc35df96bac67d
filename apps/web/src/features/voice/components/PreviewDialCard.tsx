import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { PREVIEW_DIAL_TEXTS } from '@parley/core/campaigns/campaign-deferral';
import { campaignInfoOf } from '@parley/core/campaigns/campaign-task';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconPhoneOutgoing, IconPlayerSkipForward, IconUserSearch } from '@tabler/icons-react';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { skipPreviewContact } from '../../agent-desktop/state/desk-actions.ts';
import { useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { startOrJoinConference } from '../state/call-actions.ts';
import { callerName } from '../utils/caller-name.ts';

export type PreviewDialCardProps = { reservation: Reservation };

/**
 * A preview campaign's accepted task before its call (docs/campaigns.md "Preview"): the contact and
 * the campaign's script, voicemail instructions and offer, for as long as the agent needs; "Call
 * {name}" places the call (create-call), "Skip contact" ends the task and skips them for good.
 */
export function PreviewDialCard({ reservation }: PreviewDialCardProps) {
  const busy = useDeskStore((state) => state.busyReservations.includes(reservation.sid));
  const info = campaignInfoOf(reservation.attributes);
  const phone = textAttribute(reservation, 'contactPhone');
  const name = callerName(reservation);
  const skip = async () => {
    if (await skipPreviewContact(reservation)) showSuccessToast(PREVIEW_DIAL_TEXTS.skipped);
  };
  return (
    <Card withBorder radius="md" p="lg" maw={560} aria-label={PREVIEW_DIAL_TEXTS.title} component="section">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="blue" variant="light">
            <IconUserSearch size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {PREVIEW_DIAL_TEXTS.title}
              {info?.name ? ` · ${info.name}` : ''}
            </Text>
            <Title order={4} lineClamp={1}>
              {name}
            </Title>
            {phone && (
              <Text size="sm" c="dimmed">
                {formatPhoneForDisplay(phone)}
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm">{PREVIEW_DIAL_TEXTS.intro}</Text>
        {info?.scriptUrl && (
          <Anchor href={info.scriptUrl} target="_blank" rel="noreferrer" size="sm">
            {PREVIEW_DIAL_TEXTS.script}
          </Anchor>
        )}
        {info?.eligibleOffer && <Detail label={PREVIEW_DIAL_TEXTS.offer} value={info.eligibleOffer} />}
        {info?.voicemailInstructions && (
          <Detail label={PREVIEW_DIAL_TEXTS.voicemailInstructions} value={info.voicemailInstructions} />
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlayerSkipForward size={16} aria-hidden />}
            disabled={busy}
            onClick={() => void skip()}
          >
            {PREVIEW_DIAL_TEXTS.skip}
          </Button>
          <Button
            color="teal"
            leftSection={<IconPhoneOutgoing size={16} aria-hidden />}
            loading={busy}
            onClick={() => void startOrJoinConference(reservation)}
          >
            {PREVIEW_DIAL_TEXTS.call(name)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Stack>
  );
}
