// The campaign editor form (issue 14 editor).
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useCampaignCommands } from '../hooks/useCampaignCommands.ts';
import { type CampaignDraft, draftFromCampaign, draftToInput, emptyDraft } from '../utils/campaign-draft.ts';
import {
  type FieldErrors,
  isShownField,
  serverFieldError,
  validateCampaignInput,
} from '../utils/campaign-field-errors.ts';
import { CallSettingsFields } from './CallSettingsFields.tsx';
import { CampaignAudienceFields } from './CampaignAudienceFields.tsx';
import { CampaignGeneralFields } from './CampaignGeneralFields.tsx';
import { CampaignStateBadge } from './CampaignStateBadge.tsx';
import { SmsSettingsFields } from './SmsSettingsFields.tsx';

export type CampaignFormProps = {
  /** The campaign being edited; null for a new one. */
  campaign: Campaign | null;
};

const FORM = CAMPAIGNS_TEXTS.form;

/**
 * The campaign editor (issue 14): validated at Save with core's campaignInputSchema (the server's),
 * the problems shown under their fields and kept up to date while they are fixed; a refusal of the
 * server shows under the field it names, or above the form. A started campaign keeps its type and
 * audience. Saved, the campaign's page opens.
 */
export function CampaignForm({ campaign }: CampaignFormProps) {
  const { save } = useCampaignCommands();
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    campaign ? draftFromCampaign(campaign) : emptyDraft(),
  );
  const [showValidation, setShowValidation] = useState(false);
  const started = campaign !== null && campaign.state !== 'draft';

  const clientErrors: FieldErrors = showValidation ? validateCampaignInput(draftToInput(draft)) : {};
  const refusal = serverFieldError(save.error);
  const errors: FieldErrors =
    refusal && isShownField(refusal.field)
      ? { [refusal.field]: refusal.message, ...clientErrors }
      : clientErrors;
  const formError =
    save.error && !(refusal && isShownField(refusal.field))
      ? save.error.message || FORM.saveFailed
      : showValidation && Object.keys(clientErrors).some((field) => !isShownField(field))
        ? FORM.fixErrors
        : null;

  const change = (next: CampaignDraft) => {
    setDraft(next);
    save.reset();
  };
  const submit = () => {
    const input = draftToInput(draft);
    setShowValidation(true);
    save.reset();
    if (Object.keys(validateCampaignInput(input)).length > 0) return;
    save.mutate({ id: campaign?.id ?? null, input });
  };

  return (
    <Stack p="xl" gap="lg" maw={960}>
      <Anchor component={Link} to={campaign ? `/campaigns/${campaign.id}` : '/campaigns'} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {campaign ? campaign.name : CAMPAIGNS_TEXTS.back}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>
            {campaign ? CAMPAIGNS_TEXTS.editCampaignTitle : CAMPAIGNS_TEXTS.newCampaignTitle}
          </Title>
          {campaign && <CampaignStateBadge state={campaign.state} />}
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={campaign ? `/campaigns/${campaign.id}` : '/campaigns'}
          >
            {FORM.cancel}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {FORM.save}
          </Button>
        </Group>
      </Group>
      {formError && (
        <Alert color="red" variant="light">
          {formError}
        </Alert>
      )}
      <CampaignGeneralFields
        draft={draft}
        errors={errors}
        typeFixed={started}
        onChange={(patch) => change({ ...draft, ...patch })}
      />
      <CampaignAudienceFields
        segmentIds={draft.segmentIds}
        contactListIds={draft.contactListIds}
        campaign={campaign}
        fixed={started}
        error={errors.audience}
        onChange={(patch) => change({ ...draft, ...patch })}
      />
      {draft.messageType === 'sms' ? (
        <SmsSettingsFields
          sms={draft.sms}
          errors={errors}
          onChange={(patch) => change({ ...draft, sms: { ...draft.sms, ...patch } })}
        />
      ) : (
        <CallSettingsFields
          call={draft.phoneCall}
          errors={errors}
          onChange={(patch) => change({ ...draft, phoneCall: { ...draft.phoneCall, ...patch } })}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {FORM.save}
        </Button>
      </Group>
    </Stack>
  );
}
