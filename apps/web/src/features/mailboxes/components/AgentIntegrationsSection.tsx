import { Stack, Text, Title } from '@mantine/core';
import { useOAuthReturn } from '../hooks/useOAuthReturn.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { AgentIntegrations } from './AgentIntegrations.tsx';

/** "Integrations" as a section of the desk's /agent/my-settings, under the page's own title. */
export function AgentIntegrationsSection() {
  // Gmail's and Outlook's sign-in started from the desk come back here.
  useOAuthReturn();
  return (
    <Stack gap="md" component="section" aria-label={MAILBOX_TEXTS.title}>
      <div>
        <Title order={3}>{MAILBOX_TEXTS.title}</Title>
        <Text c="dimmed" size="sm" mt={4} maw={720}>
          {MAILBOX_TEXTS.description}
        </Text>
      </div>
      <AgentIntegrations headingOrder={4} />
    </Stack>
  );
}
