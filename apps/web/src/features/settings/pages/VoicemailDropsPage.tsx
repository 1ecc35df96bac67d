import { VOICEMAIL_DROP_TEXTS } from '@parley/core/voice/voicemail-drops';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { VoicemailDropsManager } from '../components/VoicemailDropsManager.tsx';

/**
 * /settings/my-settings/agent-recordings (spec 001 §2, spec 002 §2 "My Pre-recorded Voicemail
 * Drops"): the signed-in user's own recordings to drop on voicemails: upload, play, delete. Agents
 * reach the same list from /agent/my-settings.
 */
export function VoicemailDropsPage() {
  return (
    <SettingsPageLayout
      title={useRouteTitle(VOICEMAIL_DROP_TEXTS.title)}
      description={VOICEMAIL_DROP_TEXTS.description}
    >
      <VoicemailDropsManager />
    </SettingsPageLayout>
  );
}
