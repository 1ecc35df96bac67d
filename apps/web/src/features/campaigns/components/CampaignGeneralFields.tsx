// The campaign editor's general fields (issue 14 editor; spec 001 §3 Campaign).
import {
  Alert,
  Card,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { TASKS_BACKLOG_LIMIT_MAX } from '@parley/core/campaigns/campaign-model';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useIsAdmin } from '../hooks/useCanManageCampaigns.ts';
import type { CampaignDraft } from '../utils/campaign-draft.ts';
import type { FieldErrors } from '../utils/campaign-field-errors.ts';

export type CampaignGeneralFieldsProps = {
  draft: CampaignDraft;
  errors: FieldErrors;
  /** A started campaign keeps its type. */
  typeFixed: boolean;
  onChange: (change: Partial<CampaignDraft>) => void;
};

const FORM = CAMPAIGNS_TEXTS.form;

/**
 * Name, description, type, conversion event, backlog limit, start time and, for admins only, sending
 * to contacts who have not opted in (the server refuses it from anyone else).
 */
export function CampaignGeneralFields({ draft, errors, typeFixed, onChange }: CampaignGeneralFieldsProps) {
  const isAdmin = useIsAdmin();
  return (
    <Card withBorder padding="lg" component="section" aria-label={FORM.general}>
      <Stack gap="md">
        <Title order={4}>{FORM.general}</Title>
        <TextInput
          label={FORM.name}
          withAsterisk
          value={draft.name}
          error={errors.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <Textarea
          label={FORM.description}
          autosize
          minRows={2}
          value={draft.description}
          error={errors.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {FORM.type}
          </Text>
          <SegmentedControl
            aria-label={FORM.type}
            w="fit-content"
            disabled={typeFixed}
            value={draft.messageType}
            onChange={(value) => onChange({ messageType: value === 'phoneCall' ? 'phoneCall' : 'sms' })}
            data={[
              { value: 'sms', label: CAMPAIGNS_TEXTS.typeLabels.sms },
              { value: 'phoneCall', label: CAMPAIGNS_TEXTS.typeLabels.phoneCall },
            ]}
          />
          {typeFixed && (
            <Text size="xs" c="dimmed">
              {FORM.typeFixed}
            </Text>
          )}
          {errors.messageType && (
            <Text size="xs" c="red">
              {errors.messageType}
            </Text>
          )}
        </Stack>
        <TextInput
          label={FORM.conversionEvent}
          description={FORM.conversionEventHelp}
          value={draft.conversionEvent}
          error={errors.conversionEvent}
          onChange={(event) => onChange({ conversionEvent: event.currentTarget.value })}
        />
        <NumberInput
          label={FORM.tasksBacklogLimit}
          description={FORM.tasksBacklogLimitHelp}
          min={1}
          max={TASKS_BACKLOG_LIMIT_MAX}
          allowDecimal={false}
          value={draft.tasksBacklogLimit}
          error={errors.tasksBacklogLimit}
          onChange={(value) => onChange({ tasksBacklogLimit: typeof value === 'number' ? value : '' })}
          w={260}
        />
        <TextInput
          type="datetime-local"
          label={FORM.startAt}
          description={FORM.startAtHelp}
          value={draft.startAt}
          error={errors.startAt}
          onChange={(event) => onChange({ startAt: event.currentTarget.value })}
          w={260}
        />
        {isAdmin && (
          <Stack gap="xs">
            <Switch
              label={FORM.bypassOptIn}
              checked={draft.bypassOptIn}
              error={errors.bypassOptIn}
              onChange={(event) => onChange({ bypassOptIn: event.currentTarget.checked })}
            />
            {draft.bypassOptIn && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
                {FORM.bypassOptInWarning}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
