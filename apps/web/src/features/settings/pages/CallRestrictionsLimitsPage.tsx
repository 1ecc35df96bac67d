import { Paper } from '@mantine/core';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { saveCallLimits } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { CallRestrictionsLimitsForm } from '../components/CallRestrictionsLimitsForm.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useCanEditCompliance } from '../hooks/useComplianceForm.ts';
import { useComplianceSettings, useSaveComplianceSettings } from '../hooks/useComplianceSettings.ts';

const TEXTS = CALL_RESTRICTIONS_TEXTS.limits;

/** /settings/call-restrictions/call-limits (spec 002 §2 "Daily Call Limits", issue 14). */
export function CallRestrictionsLimitsPage() {
  const settings = useComplianceSettings();
  const save = useSaveComplianceSettings(saveCallLimits, TEXTS.saved);
  const canEdit = useCanEditCompliance();
  return (
    <SettingsPageLayout
      title={useRouteTitle(TEXTS.title)}
      description={canEdit ? TEXTS.description : `${TEXTS.description} ${CALL_RESTRICTIONS_TEXTS.readOnly}`}
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={settings} loadingLabel={TEXTS.loading}>
          {(data) => (
            <CallRestrictionsLimitsForm
              key={`${data.perContactPerDay}/${data.perNumberPerDay}`}
              settings={data}
              canEdit={canEdit}
              onSubmit={save.mutateAsync}
            />
          )}
        </QueryBoundary>
      </Paper>
    </SettingsPageLayout>
  );
}
