import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ROUTING_ATTRIBUTES, ROUTING_OPERATOR_LABELS } from '@parley/core/routing/rule-labels';
import { ROUTING_OPERATORS, type RoutingOperator } from '@parley/core/routing/rules';
import { RULE_TEXTS } from '@parley/core/settings/texts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { conditionValues, type RuleFormValues } from '../utils/rule-form-values.ts';

export type ConditionRowsProps = { form: UseFormReturnType<RuleFormValues> };

const OPERATOR_OPTIONS = ROUTING_OPERATORS.map((operator) => ({
  value: operator,
  label: ROUTING_OPERATOR_LABELS[operator],
}));
const ATTRIBUTE_NAMES = ROUTING_ATTRIBUTES.map((attribute) => attribute.name);

const isOperator = (value: string | null): value is RoutingOperator =>
  value !== null && (ROUTING_OPERATORS as readonly string[]).includes(value);

function examplesOf(attribute: string): string[] {
  return [...(ROUTING_ATTRIBUTES.find((candidate) => candidate.name === attribute)?.examples ?? [])];
}

/** The conditions of a rule: attribute, operator and value per row (docs/routing-contract.md). */
export function ConditionRows({ form }: ConditionRowsProps) {
  const { conditions } = form.values;
  return (
    <Stack gap="xs">
      {conditions.length === 0 && (
        <Text size="sm" c="dimmed">
          {RULE_TEXTS.noConditions}
        </Text>
      )}
      {conditions.map((condition, index) => {
        const examples = examplesOf(condition.attribute);
        return (
          // Rows have no id of their own; their place is what the form's paths use too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <Autocomplete
              aria-label={`${RULE_TEXTS.attribute} ${index + 1}`}
              placeholder={RULE_TEXTS.attribute}
              data={ATTRIBUTE_NAMES}
              w={190}
              {...form.getInputProps(`conditions.${index}.attribute`)}
            />
            <Select
              aria-label={`${RULE_TEXTS.operator} ${index + 1}`}
              data={OPERATOR_OPTIONS}
              allowDeselect={false}
              w={150}
              value={condition.operator}
              onChange={(value) => {
                if (isOperator(value)) form.setFieldValue(`conditions.${index}.operator`, value);
              }}
            />
            {condition.operator === 'in' ? (
              <TagsInput
                aria-label={`${RULE_TEXTS.values} ${index + 1}`}
                placeholder="Type a value, then Enter"
                data={examples}
                flex={1}
                {...form.getInputProps(`conditions.${index}.values`)}
              />
            ) : condition.operator === 'exists' ? (
              <TextInput
                aria-label={`${RULE_TEXTS.value} ${index + 1}`}
                flex={1}
                disabled
                value=""
                placeholder="—"
              />
            ) : (
              <Autocomplete
                aria-label={`${RULE_TEXTS.value} ${index + 1}`}
                placeholder={RULE_TEXTS.value}
                data={examples}
                flex={1}
                {...form.getInputProps(`conditions.${index}.value`)}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              aria-label={`Remove condition ${index + 1}`}
              onClick={() => form.removeListItem('conditions', index)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem('conditions', conditionValues())}
      >
        {RULE_TEXTS.addCondition}
      </Button>
    </Stack>
  );
}
