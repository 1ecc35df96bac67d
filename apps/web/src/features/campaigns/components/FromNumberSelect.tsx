// The from-number picker of SMS and call campaigns (issue 14 editor).
import { Select } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useNumberOptions } from '../hooks/useCampaignOptions.ts';

export type FromNumberSelectProps = {
  channel: 'sms' | 'voice';
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** The brand's numbers that text or call (getCommunicationSources); a saved number no longer listed stays. */
export function FromNumberSelect({ channel, value, error, disabled, onChange }: FromNumberSelectProps) {
  const numbers = useNumberOptions(channel);
  const options = (numbers.data ?? []).map((number) => ({
    value: number.source,
    label: number.internalDisplayName
      ? `${number.internalDisplayName} · ${formatPhoneForDisplay(number.source)}`
      : formatPhoneForDisplay(number.source),
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: formatPhoneForDisplay(value) });
  return (
    <Select
      label={CAMPAIGNS_TEXTS.form.fromNumber}
      withAsterisk
      searchable
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      disabled={disabled}
      description={
        numbers.isSuccess && numbers.data.length === 0 ? CAMPAIGNS_TEXTS.form.noNumbers : undefined
      }
    />
  );
}
