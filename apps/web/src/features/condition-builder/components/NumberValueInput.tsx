import { TextInput } from '@mantine/core';
import { acceptsNumberInput, parseNumberInput } from '@parley/core/conditions/number-tags';
import { useState } from 'react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';

export type NumberValueInputProps = {
  value: number | null;
  disabled: boolean;
  error?: string;
  /** The number typed, or null while the text is not one yet ("-", "1."). */
  onChange: (value: number | null) => void;
  /** spec 002 §5: an optional maximum digit count. */
  maxDigits?: number;
};

/**
 * spec 002 §5: integers or decimals. Keystrokes core's acceptsNumberInput refuses are ignored; the
 * text is kept while typing ("1." is on its way to "1.5") and the filter holds parseNumberInput's number.
 */
export function NumberValueInput({ value, disabled, error, onChange, maxDigits }: NumberValueInputProps) {
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The value changed from outside (e.g. a new property cleared it): show it unless the draft means it.
    setSeen(value);
    if (parseNumberInput(draft) !== value) setDraft(value === null ? '' : String(value));
  }
  return (
    <TextInput
      label={BUILDER_TEXTS.value}
      size="xs"
      w={160}
      inputMode="decimal"
      value={draft}
      disabled={disabled}
      error={error}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (!acceptsNumberInput(text, { maxDigits })) return;
        setDraft(text);
        const number = parseNumberInput(text);
        setSeen(number);
        onChange(number);
      }}
    />
  );
}
