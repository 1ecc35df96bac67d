import { Paper, Stack, Title } from '@mantine/core';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { saveAbandonSettings } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS, COMPLIANCE_PAGE_TEXTS } from '../api/compliance-texts.ts';
import { ComplianceAbandonForm } from '../components/ComplianceAbandonForm.tsx';
import { ComplianceDecisionLog } from '../components/ComplianceDecisionLog.tsx';
import { ComplianceDoNotCallSection } from '../components/ComplianceDoNotCallSection.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useCanEditCompliance } from '../hooks/useComplianceForm.ts';
import { useComplianceSettings, useSaveComplianceSettings } from '../hooks/useComplianceSettings.ts';

const TEXTS = COMPLIANCE_PAGE_TEXTS;

/**
 * /settings/compliance-settings (spec 001 §2, issue 14): the abandon-rate target and safe-harbour
 * message, the do-not-call list, and the decision log that says why a contact was not called.
 */
export function ComplianceSettingsPage() {
  const settings = useComplianceSettings();
  const save = useSaveComplianceSettings(saveAbandonSettings, TEXTS.abandon.saved);
  const canEdit = useCanEditCompliance();
  return (
    <SettingsPageLayout
      title={useRouteTitle(TEXTS.title)}
      description={canEdit ? TEXTS.description : `${TEXTS.description} ${CALL_RESTRICTIONS_TEXTS.readOnly}`}
    >
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={3} size="h4">
            {TEXTS.abandon.title}
          </Title>
          <QueryBoundary query={settings} loadingLabel={TEXTS.loading}>
            {(data) => (
              <ComplianceAbandonForm
                key={`${data.targetAbandonRate}/${data.safeHarbourMessage}`}
                settings={data}
                canEdit={canEdit}
                onSubmit={save.mutateAsync}
              />
            )}
          </QueryBoundary>
        </Stack>
      </Paper>
      <ComplianceDoNotCallSection canEdit={canEdit} />
      <ComplianceDecisionLog />
    </SettingsPageLayout>
  );
}
