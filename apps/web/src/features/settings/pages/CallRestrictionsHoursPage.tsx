import { Paper } from '@mantine/core';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { saveDailyHours } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { CallRestrictionsHoursForm } from '../components/CallRestrictionsHoursForm.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useCanEditCompliance } from '../hooks/useComplianceForm.ts';
import { useComplianceSettings, useSaveComplianceSettings } from '../hooks/useComplianceSettings.ts';

const TEXTS = CALL_RESTRICTIONS_TEXTS.hours;

/**
 * /settings/call-restrictions/contact-restrictions (spec 002 §2 "Daily Available Hours", issue 14):
 * the weekday windows in which contacts may be called or texted, in their local time.
 */
export function CallRestrictionsHoursPage() {
  const settings = useComplianceSettings();
  const save = useSaveComplianceSettings(saveDailyHours, TEXTS.saved);
  const canEdit = useCanEditCompliance();
  return (
    <SettingsPageLayout
      title={useRouteTitle(TEXTS.title)}
      description={canEdit ? TEXTS.description : `${TEXTS.description} ${CALL_RESTRICTIONS_TEXTS.readOnly}`}
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={settings} loadingLabel={TEXTS.loading}>
          {(data) => (
            // A fresh form when the stored hours change (a save, or another admin's change).
            <CallRestrictionsHoursForm
              key={JSON.stringify(data.dailyHours)}
              dailyHours={data.dailyHours}
              canEdit={canEdit}
              onSubmit={save.mutateAsync}
            />
          )}
        </QueryBoundary>
      </Paper>
    </SettingsPageLayout>
  );
}
