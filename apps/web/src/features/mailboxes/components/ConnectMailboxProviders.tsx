import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { EMAIL_INTEGRATION_NAMES } from '@parley/core/email/email-texts';
import { IconBrandGoogle, IconBrandWindows, IconServer, type TablerIcon } from '@tabler/icons-react';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

export type ConnectMailboxProvidersProps = { onConnectImap: () => void };

type Provider = { type: 'IMAP' | 'GMAIL' | 'OUTLOOK'; icon: TablerIcon; available: boolean };

// Gmail and Outlook sign in with OAuth (spec 000 §7 /gmail-integration, /outlook-integration), which
// this server does not offer yet: their cards say so instead of a button that cannot work.
const PROVIDERS: readonly Provider[] = [
  { type: 'IMAP', icon: IconServer, available: true },
  { type: 'GMAIL', icon: IconBrandGoogle, available: false },
  { type: 'OUTLOOK', icon: IconBrandWindows, available: false },
];

/** "Connect a mailbox": one card per provider. */
export function ConnectMailboxProviders({ onConnectImap }: ConnectMailboxProvidersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {PROVIDERS.map(({ type, icon: Icon, available }) => {
        const name = EMAIL_INTEGRATION_NAMES[type];
        return (
          <Paper key={type} withBorder radius="md" p="md" aria-label={name} component="article">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Icon size={22} stroke={1.5} aria-hidden />
                <Text fw={600}>{name}</Text>
                <Text size="xs" c="dimmed">
                  {available ? MAILBOX_TEXTS.providerHint[type] : MAILBOX_TEXTS.notAvailable}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant={available ? 'filled' : 'default'}
                disabled={!available}
                aria-label={`${MAILBOX_TEXTS.connect} ${name}`}
                onClick={available ? onConnectImap : undefined}
              >
                {MAILBOX_TEXTS.connect}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
