// The searchable Select every reference picker of the side panel shares (issue 13): loading and load
// failure states, options by label, and a stored value the brand no longer has kept as "Unknown …".
import { type OptionsFilter, Select } from '@mantine/core';
import type { ReferencePickerProps } from './node-form-types.ts';
import { type PickerOption, withStoredValue } from './picker-options.ts';
import { PICKER_TEXTS } from './picker-texts.ts';

export type ReferenceSelectProps = ReferencePickerProps & {
  /** The brand's options, by label; undefined while they load or when loading failed. */
  options: readonly PickerOption[] | undefined;
  loading: boolean;
  /** The line shown when loading failed; null when it did not. */
  loadError: string | null;
  /** What empty means (or asks for). */
  placeholder: string;
  unknownLabel: (value: string) => string;
  /** A note under the field when the brand has none to offer. */
  emptyNote?: string;
};

/** Matches every typed word in the label or the value (a queue sid, a number's digits, an email). */
const byLabelOrValue: OptionsFilter = ({ options, search }) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return options.filter((option) => {
    if (!('value' in option)) return true;
    const text = `${option.label} ${option.value}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
};

/** What the Select lists: without the brand's list a stored value cannot be judged unknown, so it shows as is. */
function shownOptions(
  options: readonly PickerOption[] | undefined,
  value: string | null,
  unknownLabel: (value: string) => string,
): PickerOption[] {
  if (options) return withStoredValue(options, value, unknownLabel);
  return value ? [{ value, label: value }] : [];
}

/** The picker of one of the brand's things: empty keeps the field's default meaning. */
export function ReferenceSelect({
  label,
  description,
  value,
  onChange,
  error,
  readOnly,
  options,
  loading,
  loadError,
  placeholder,
  unknownLabel,
  emptyNote,
}: ReferenceSelectProps) {
  const data = shownOptions(options, value, unknownLabel);
  const note = options && options.length === 0 ? emptyNote : undefined;
  const errors = [error, loadError].filter((line): line is string => Boolean(line));
  return (
    <Select
      label={label}
      aria-label={label}
      description={[description, note].filter(Boolean).join(' ') || undefined}
      data={data}
      value={loading ? null : value}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      disabled={loading}
      filter={byLabelOrValue}
      error={errors.length > 0 ? errors.join(' ') : undefined}
      onChange={(next) => onChange(next === '' ? null : next)}
      placeholder={loading ? PICKER_TEXTS.loading : placeholder}
      nothingFoundMessage={PICKER_TEXTS.nothingFound}
      maxDropdownHeight={280}
    />
  );
}
