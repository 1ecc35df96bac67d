import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { VOICEMAIL_DROP_TEXTS } from '@parley/core/voice/voicemail-drops';
import { IconSettings } from '@tabler/icons-react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { AgentIntegrationsSection } from '../../mailboxes/components/AgentIntegrationsSection.tsx';
import { VoicemailDropsManager } from '../../settings/components/VoicemailDropsManager.tsx';

/** Parley's wording: what the page says when none of its sections applies to the agent. */
const NOTHING_TO_SET = 'There is nothing to set here for you yet.';

/**
 * /agent/my-settings (spec 001 §2, reached from the status menu's My Settings): the agent's own
 * settings, the same sections as Settings › My Settings so agents need not leave the desk. With
 * email (flag email), "Integrations": their mailboxes, connecting one, their signatures. With
 * pre-recorded voicemail drops (flag hasPreRecordedVmDrops), "My Pre-recorded Voicemail Drops":
 * the list and upload.
 */
export function AgentMySettingsPage() {
  const title = useRouteTitle(AGENT_DESKTOP_TEXTS.mySettings);
  const flags = useSession().profile?.featureFlags;
  const email = flags?.email ?? false;
  const drops = flags?.hasPreRecordedVmDrops ?? false;
  return (
    <Stack p="xl" gap="lg" maw={1100}>
      <Title order={2}>{title}</Title>
      {email && <AgentIntegrationsSection />}
      {drops && (
        <Stack gap="md" component="section" aria-label={VOICEMAIL_DROP_TEXTS.title}>
          <div>
            <Title order={3}>{VOICEMAIL_DROP_TEXTS.title}</Title>
            <Text c="dimmed" size="sm" mt={4} maw={720}>
              {VOICEMAIL_DROP_TEXTS.description}
            </Text>
          </div>
          <VoicemailDropsManager />
        </Stack>
      )}
      {!email && !drops && (
        <EmptyState
          mt="xl"
          icon={<IconSettings size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          description={NOTHING_TO_SET}
        />
      )}
    </Stack>
  );
}
