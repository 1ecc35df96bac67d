import { Group, NumberInput, Select } from '@mantine/core';
import { changeEventCount } from '@parley/core/conditions/field-changes';
import { MAX_EVENT_COUNT } from '@parley/core/conditions/limits';
import {
  type Condition,
  EVENT_COUNT_OPERATORS,
  type EventCountOperator,
} from '@parley/core/conditions/model';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';

export type EventCountInputProps = {
  condition: Condition;
  onChange: (change: (condition: Condition) => Condition) => void;
  disabled: boolean;
};

const ANY = 'any';

const isCountOperator = (value: string | null): value is EventCountOperator =>
  value !== null && (EVENT_COUNT_OPERATORS as readonly string[]).includes(value);

/** Parley's event count: any number of times (no count), or at least / at most / exactly N times. */
export function EventCountInput({ condition, onChange, disabled }: EventCountInputProps) {
  const count = condition.eventCount ?? null;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={BUILDER_TEXTS.eventCount}
        size="xs"
        w={180}
        disabled={disabled}
        allowDeselect={false}
        value={count?.operator ?? ANY}
        data={[
          { value: ANY, label: BUILDER_TEXTS.eventCountAny },
          ...EVENT_COUNT_OPERATORS.map((operator) => ({
            value: operator,
            label: BUILDER_TEXTS.eventCountOperators[operator],
          })),
        ]}
        onChange={(value) => {
          const next = isCountOperator(value) ? { operator: value, value: count?.value ?? 1 } : null;
          onChange((item) => changeEventCount(item, next));
        }}
      />
      {count && (
        <NumberInput
          label={BUILDER_TEXTS.eventCountValue}
          size="xs"
          w={110}
          min={0}
          max={MAX_EVENT_COUNT}
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
          value={count.value}
          onChange={(value) => {
            const times = typeof value === 'number' ? value : 0;
            onChange((item) => changeEventCount(item, { operator: count.operator, value: times }));
          }}
        />
      )}
    </Group>
  );
}
