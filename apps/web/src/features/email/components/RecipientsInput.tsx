import { TagsInput } from '@mantine/core';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { tidyRecipients } from '../utils/recipient-checks.ts';

export type RecipientsInputProps = {
  label: string;
  value: string[];
  error?: string;
  readOnly: boolean;
  onChange: (value: string[]) => void;
};

/** To, Cc or Bcc: one tag per address; commas, semicolons and spaces separate, blanks are dropped. */
export function RecipientsInput({ label, value, error, readOnly, onChange }: RecipientsInputProps) {
  return (
    <TagsInput
      label={label}
      aria-label={label}
      placeholder={value.length === 0 ? EMAIL_TEXTS.recipientsPlaceholder : undefined}
      value={value}
      error={error}
      readOnly={readOnly}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
      clearable={!readOnly}
      onChange={(next) => onChange(tidyRecipients(next))}
    />
  );
}
