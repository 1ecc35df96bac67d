import { Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  changeEventName,
  changeEventOperator,
  changeLastEventOnly,
} from '@parley/core/conditions/field-changes';
import { type Condition, EVENT_OPERATORS, type EventOperator } from '@parley/core/conditions/model';
import { EVENT_OPERATOR_LABELS } from '@parley/core/conditions/operators';
import { type ConditionPath, fieldKey } from '@parley/core/conditions/paths';
import { useId } from 'react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { eventTypeOf } from '../hooks/usePropertyFields.ts';
import { useBuilderSettings } from '../state/builder-context.ts';
import { EventCountInput } from './EventCountInput.tsx';
import { EventNameInput } from './EventNameInput.tsx';

export type ConditionEventFieldsProps = {
  condition: Condition;
  path: ConditionPath;
  onChange: (change: (condition: Condition) => Condition) => void;
};

const isEventOperator = (value: string): value is EventOperator =>
  (EVENT_OPERATORS as readonly string[]).includes(value);

/**
 * The event part of an event row: its name, did / did not (eventOperator), last event only and
 * Parley's event count. Each change goes through core's field-change functions (spec 002 §4).
 */
export function ConditionEventFields({ condition, path, onChange }: ConditionEventFieldsProps) {
  const { messages, readOnly } = useBuilderSettings();
  const operatorLabelId = useId();
  const type = condition.conditionalType;
  if (type === null || type === 'contactAttribute') return null;
  const eventType = eventTypeOf(type);
  return (
    <Stack gap={6}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <EventNameInput
          eventType={eventType}
          value={condition.eventName}
          disabled={readOnly}
          error={messages[fieldKey(path, 'eventName')]}
          onChange={(eventName) => onChange((item) => changeEventName(item, eventName))}
        />
        <Stack gap={2}>
          <Text id={operatorLabelId} size="xs" fw={500}>
            {BUILDER_TEXTS.eventOperator}
          </Text>
          <SegmentedControl
            aria-labelledby={operatorLabelId}
            size="xs"
            disabled={readOnly}
            value={condition.eventOperator}
            data={EVENT_OPERATORS.map((operator) => ({
              value: operator,
              label: EVENT_OPERATOR_LABELS[operator],
            }))}
            onChange={(value) => {
              if (isEventOperator(value)) onChange((item) => changeEventOperator(item, value));
            }}
          />
        </Stack>
      </Group>
      {condition.eventOperator === 'isSet' && eventType !== null && (
        <Group align="flex-end" gap="md" wrap="wrap">
          <EventCountInput condition={condition} onChange={onChange} disabled={readOnly} />
          <Checkbox
            label={BUILDER_TEXTS.lastEventOnly}
            size="xs"
            mb={6}
            disabled={readOnly}
            checked={condition.lastEventOnly}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              onChange((item) => changeLastEventOnly(item, checked));
            }}
          />
        </Group>
      )}
    </Stack>
  );
}
