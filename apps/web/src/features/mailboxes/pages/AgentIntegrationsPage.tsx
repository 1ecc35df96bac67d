import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { AgentIntegrations } from '../components/AgentIntegrations.tsx';
import { useOAuthReturn } from '../hooks/useOAuthReturn.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

/**
 * /settings/my-settings/agent-integrations (spec 001 §2, spec 002 §2 "My Settings: Integrations"):
 * the signed-in user's mailboxes. Agents reach the same section from /agent/my-settings.
 */
export function AgentIntegrationsPage() {
  const title = useRouteTitle(MAILBOX_TEXTS.title);
  // Gmail's and Outlook's sign-in come back here (the server's OAuth callback).
  useOAuthReturn();
  return (
    <Stack p="xl" gap="lg" maw={1100}>
      <div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm" mt={4} maw={720}>
          {MAILBOX_TEXTS.description}
        </Text>
      </div>
      <AgentIntegrations headingOrder={3} />
    </Stack>
  );
}
