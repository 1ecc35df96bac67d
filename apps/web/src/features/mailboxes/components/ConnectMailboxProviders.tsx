import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { EMAIL_INTEGRATION_NAMES } from '@parley/core/email/email-texts';
import { IconBrandGoogle, IconBrandWindows, IconServer, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showErrorToastFor } from '../../../shared/notifications/toasts.ts';
import { fetchOAuthRedirectUrl, type OAuthProvider } from '../api/mailboxes-api.ts';
import { useEmailProviders } from '../hooks/useEmailProviders.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

export type ConnectMailboxProvidersProps = {
  onConnectImap: () => void;
  /** Where the browser goes to sign in with Google or Microsoft (tests replace it). */
  navigate?: (url: string) => void;
};

type Provider = { type: 'IMAP' | 'GMAIL' | 'OUTLOOK'; icon: TablerIcon; oauth: OAuthProvider | null };

const PROVIDERS: readonly Provider[] = [
  { type: 'IMAP', icon: IconServer, oauth: null },
  { type: 'GMAIL', icon: IconBrandGoogle, oauth: 'gmail' },
  { type: 'OUTLOOK', icon: IconBrandWindows, oauth: 'outlook' },
];

const redirectFailed = (name: string) => `Could not start the ${name} sign-in. Please try again.`;

/**
 * "Connect a mailbox": one card per provider. Gmail and Outlook sign in with OAuth (spec 000 §7
 * /gmail-integration, /outlook-integration): offered when the server has their client, else the card
 * says so instead of a button that cannot work. Connecting leaves for the provider's sign-in page.
 */
export function ConnectMailboxProviders({
  onConnectImap,
  navigate = (url) => window.location.assign(url),
}: ConnectMailboxProvidersProps) {
  const providers = useEmailProviders();
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);

  const signIn = async (provider: OAuthProvider, name: string) => {
    setLeaving(provider);
    try {
      // The sign-in comes back to this My Settings: the desk's for agents, Settings' otherwise.
      const returnTo = window.location.pathname.startsWith('/agent')
        ? '/agent/my-settings'
        : '/settings/my-settings/agent-integrations';
      navigate(await fetchOAuthRedirectUrl(provider, returnTo));
    } catch (error) {
      setLeaving(null);
      // The server's words (e.g. "Gmail is not configured on this server"), else ours.
      if (isApiError(error)) showErrorToast(error.message || redirectFailed(name));
      else showErrorToastFor(error);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {PROVIDERS.map(({ type, icon: Icon, oauth }) => {
        const name = EMAIL_INTEGRATION_NAMES[type];
        const available = oauth === null || providers.data?.[oauth] === true;
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
                loading={oauth !== null && leaving === oauth}
                aria-label={`${MAILBOX_TEXTS.connect} ${name}`}
                onClick={
                  !available ? undefined : oauth === null ? onConnectImap : () => void signIn(oauth, name)
                }
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
