import { Select } from '@mantine/core';
import type { FilterValue } from '@parley/core/conditions/model';
import { BOOLEAN_VALUE_LABELS } from '@parley/core/conditions/texts';
import { readFilterBoolean } from '@parley/core/conditions/values';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';

export type BooleanValueInputProps = {
  value: FilterValue;
  disabled: boolean;
  error?: string;
  onChange: (value: boolean) => void;
};

const OPTIONS = [
  { value: 'true', label: BOOLEAN_VALUE_LABELS.true },
  { value: 'false', label: BOOLEAN_VALUE_LABELS.false },
];

/** spec 002 §5: boolean values are True or False. */
export function BooleanValueInput({ value, disabled, error, onChange }: BooleanValueInputProps) {
  const current = readFilterBoolean(value);
  return (
    <Select
      label={BUILDER_TEXTS.value}
      size="xs"
      w={140}
      data={OPTIONS}
      value={current === null ? null : String(current)}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      onChange={(next) => {
        if (next !== null) onChange(next === 'true');
      }}
    />
  );
}
