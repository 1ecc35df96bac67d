import { Select } from '@mantine/core';
import { changeConditionType } from '@parley/core/conditions/field-changes';
import { CONDITIONAL_TYPES, type Condition, type ConditionalType } from '@parley/core/conditions/model';
import { type ConditionPath, fieldKey } from '@parley/core/conditions/paths';
import { CONDITIONAL_TYPE_LABELS } from '@parley/core/conditions/texts';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useBuilderSettings } from '../state/builder-context.ts';

export type ConditionTypeSelectProps = {
  condition: Condition;
  path: ConditionPath;
  onChange: (change: (condition: Condition) => Condition) => void;
};

const isConditionalType = (value: string | null): value is ConditionalType =>
  value !== null && (CONDITIONAL_TYPES as readonly string[]).includes(value);

/** The condition type; a change goes through core's changeConditionType (spec 002 §4). */
export function ConditionTypeSelect({ condition, path, onChange }: ConditionTypeSelectProps) {
  const { conditionTypes, messages, readOnly } = useBuilderSettings();
  const current = condition.conditionalType;
  // A stored condition keeps showing its type even where the host no longer offers it.
  const types =
    current === null || conditionTypes.includes(current) ? conditionTypes : [...conditionTypes, current];
  return (
    <Select
      label={BUILDER_TEXTS.conditionType}
      size="xs"
      w={200}
      data={types.map((type) => ({ value: type, label: CONDITIONAL_TYPE_LABELS[type] }))}
      value={current}
      allowDeselect={false}
      disabled={readOnly}
      error={messages[fieldKey(path, 'conditionalType')]}
      onChange={(value) => {
        if (isConditionalType(value) && value !== current) {
          onChange((item) => changeConditionType(item, value));
        }
      }}
    />
  );
}
