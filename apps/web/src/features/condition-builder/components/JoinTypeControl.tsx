import { Group, SegmentedControl, Text } from '@mantine/core';
import { JOIN_TYPES, type JoinType } from '@parley/core/conditions/model';
import { JOIN_TYPE_LABELS } from '@parley/core/conditions/operators';
import { useId } from 'react';

export type JoinTypeControlProps = {
  label: string;
  value: JoinType;
  /** Core's joinTypesFor (None only with showNorOperator). */
  options: readonly JoinType[];
  onChange: (joinType: JoinType) => void;
  disabled?: boolean;
};

const isJoinType = (value: string): value is JoinType => (JOIN_TYPES as readonly string[]).includes(value);

/** All (AND) / Any (OR) / None (NOR) as a radio group named by its label. */
export function JoinTypeControl({ label, value, options, onChange, disabled }: JoinTypeControlProps) {
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id={labelId} size="sm">
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        value={value}
        disabled={disabled}
        data={options.map((joinType) => ({ value: joinType, label: JOIN_TYPE_LABELS[joinType] }))}
        onChange={(next) => {
          if (isJoinType(next)) onChange(next);
        }}
      />
    </Group>
  );
}
