import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { EmbeddingSettingsSection } from '../../embedding/components/EmbeddingSettingsSection.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { StatusesEditor } from '../components/StatusesEditor.tsx';

/**
 * /settings/general-settings: brand-wide settings. So far the agent statuses (Brand.availableStatuses,
 * spec 000 §3), which the settings navigation gives no page of their own, and the embedding
 * settings (the allowed parent origins of the embedded agent desktop, spec 001 §6).
 */
export function GeneralSettingsPage() {
  return (
    <SettingsPageLayout
      title={useRouteTitle('General Settings')}
      description="Settings that apply to the whole brand."
    >
      <StatusesEditor />
      <EmbeddingSettingsSection />
    </SettingsPageLayout>
  );
}
