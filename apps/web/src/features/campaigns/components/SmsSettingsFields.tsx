// The SMS settings of the campaign editor (issue 14 editor; spec 001 §3 smsCampaign).
import { Card, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { SMS_SEND_RATE_MAX } from '@parley/core/campaigns/campaign-model';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import type { SmsDraft } from '../utils/campaign-draft.ts';
import type { FieldErrors } from '../utils/campaign-field-errors.ts';
import { FromNumberSelect } from './FromNumberSelect.tsx';
import { SmsContentField } from './SmsContentField.tsx';

export type SmsSettingsFieldsProps = {
  sms: SmsDraft;
  errors: FieldErrors;
  onChange: (change: Partial<SmsDraft>) => void;
};

const FORM = CAMPAIGNS_TEXTS.form;

/** An SMS campaign's settings (spec 001 §3 smsCampaign). */
export function SmsSettingsFields({ sms, errors, onChange }: SmsSettingsFieldsProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={FORM.sms}>
      <Stack gap="md">
        <Title order={4}>{FORM.sms}</Title>
        <SmsContentField
          value={sms.content}
          error={errors['sms.content']}
          onChange={(content) => onChange({ content })}
        />
        <TextInput
          label={FORM.mediaUrl}
          placeholder="https://"
          value={sms.mediaUrl}
          error={errors['sms.mediaUrl']}
          onChange={(event) => onChange({ mediaUrl: event.currentTarget.value })}
        />
        <FromNumberSelect
          channel="sms"
          value={sms.fromNumber}
          error={errors['sms.fromNumber']}
          onChange={(fromNumber) => onChange({ fromNumber })}
        />
        <NumberInput
          label={FORM.sendRate}
          min={1}
          max={SMS_SEND_RATE_MAX}
          allowDecimal={false}
          value={sms.sendRatePerSecond}
          error={errors['sms.sendRatePerSecond']}
          onChange={(value) => onChange({ sendRatePerSecond: typeof value === 'number' ? value : '' })}
          w={200}
        />
      </Stack>
    </Card>
  );
}
