import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconMailPlus } from '@tabler/icons-react';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

/** No mailbox of their own yet: what connecting one gives them, and what the desk says until then. */
export function MailboxesEmptyState() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconMailPlus size={24} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{MAILBOX_TEXTS.emptyTitle}</Text>
        <Text size="sm" c="dimmed" maw={520}>
          {MAILBOX_TEXTS.emptyBody}
        </Text>
        <Text size="sm" c="dimmed" maw={520}>
          {MAILBOX_TEXTS.emptyWhy} <q>{EMAIL_TEXTS.connectMailbox}</q>
        </Text>
      </Stack>
    </Paper>
  );
}
