import { Group, NumberInput, Select } from '@mantine/core';
import { DURATION_UNITS, type Duration, type DurationUnit } from '@parley/core/journeys/common-schemas';

export type DurationInputProps = {
  label: string;
  value: Duration;
  onChange: (duration: Duration) => void;
  error?: string;
  readOnly: boolean;
};

const UNIT_LABELS: Record<DurationUnit, string> = {
  minutes: 'Minutes',
  hours: 'Hours',
  days: 'Days',
  weeks: 'Weeks',
};

function isUnit(value: string | null): value is DurationUnit {
  return (DURATION_UNITS as readonly (string | null)[]).includes(value);
}

/** A whole number of minutes, hours, days or weeks. */
export function DurationInput({ label, value, onChange, error, readOnly }: DurationInputProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={label}
        aria-label={label}
        value={value.amount ?? ''}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        readOnly={readOnly}
        error={error}
        onChange={(amount) => onChange({ ...value, amount: typeof amount === 'number' ? amount : null })}
        style={{ flex: 1 }}
      />
      <Select
        label="Unit"
        aria-label={`${label} unit`}
        data={DURATION_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))}
        value={value.unit}
        readOnly={readOnly}
        allowDeselect={false}
        onChange={(unit) => isUnit(unit) && onChange({ ...value, unit })}
        w={120}
      />
    </Group>
  );
}
