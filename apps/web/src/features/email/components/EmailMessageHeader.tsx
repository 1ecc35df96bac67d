import { Group, Stack, Text } from '@mantine/core';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import type { EmailMessage } from '../api/email-types.ts';
import { messageDate, senderOf } from '../utils/message-display.ts';

export type EmailMessageHeaderProps = { message: EmailMessage };

function AddressLine({ label, addresses }: { label: string; addresses: readonly string[] }) {
  if (addresses.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {label}: {addresses.join(', ')}
    </Text>
  );
}

/** From, date, To, Cc, Bcc (ours only: an inbound mail's Bcc is not known) and subject. */
export function EmailMessageHeader({ message }: EmailMessageHeaderProps) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {senderOf(message)}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {messageDate(message)}
        </Text>
      </Group>
      <AddressLine label={EMAIL_TEXTS.to} addresses={message.to} />
      <AddressLine label={EMAIL_TEXTS.cc} addresses={message.cc} />
      {message.direction === 'outbound' && <AddressLine label={EMAIL_TEXTS.bcc} addresses={message.bcc} />}
      <Text size="sm" fw={500}>
        {message.subject.trim() || EMAIL_TEXTS.noSubject}
      </Text>
    </Stack>
  );
}
