import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { StatusesEditor } from '../components/StatusesEditor.tsx';

/**
 * /settings/general-settings: brand-wide settings. So far the agent statuses (Brand.availableStatuses,
 * spec 000 §3), which the settings navigation gives no page of their own.
 */
export function GeneralSettingsPage() {
  return (
    <SettingsPageLayout
      title={useRouteTitle('General Settings')}
      description="Settings that apply to the whole brand."
    >
      <StatusesEditor />
    </SettingsPageLayout>
  );
}
