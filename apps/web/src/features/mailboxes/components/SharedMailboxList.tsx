import { Group, Paper, Stack, Text } from '@mantine/core';
import { EMAIL_INTEGRATION_NAMES } from '@parley/core/email/email-texts';
import type { MailboxView } from '../api/mailbox-types.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { MailboxStatusBadge } from './MailboxStatusBadge.tsx';

export type SharedMailboxListProps = { mailboxes: MailboxView[] };

/** The brand's mailboxes the agent answers from: read-only here (an admin connects them). */
export function SharedMailboxList({ mailboxes }: SharedMailboxListProps) {
  return (
    <Paper withBorder radius="md">
      <Stack gap={0} component="ul" m={0} p={0} aria-label={MAILBOX_TEXTS.sharedMailboxes}>
        {mailboxes.map((mailbox, index) => (
          <Group
            key={mailbox.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            px="md"
            py="sm"
            style={{
              listStyle: 'none',
              borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
            }}
          >
            <div>
              <Text size="sm" fw={500}>
                {mailbox.emailAddress}
              </Text>
              <Text size="xs" c="dimmed">
                {[mailbox.displayName, EMAIL_INTEGRATION_NAMES[mailbox.emailIntegrationType]]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <MailboxStatusBadge status={mailbox.authorizationStatus} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
