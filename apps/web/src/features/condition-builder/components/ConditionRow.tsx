import { ActionIcon, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { addFilter, removeFilter, updateFilterAt } from '@parley/core/conditions/field-changes';
import type { Condition, Filter } from '@parley/core/conditions/model';
import { type ConditionPath, conditionKey } from '@parley/core/conditions/paths';
import { summarizeCondition } from '@parley/core/conditions/summary';
import { isConditionComplete } from '@parley/core/conditions/validate';
import { distinctFieldLabels, fieldLabel } from '@parley/core/contacts/field-labels';
import { withFieldLabels } from '@parley/core/contacts/labelled-conditions';
import { IconChevronUp, IconPlus, IconX } from '@tabler/icons-react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { offersFilters, usePropertyFields } from '../hooks/usePropertyFields.ts';
import { useBuilderSettings } from '../state/builder-context.ts';
import { ConditionEventFields } from './ConditionEventFields.tsx';
import { ConditionTypeSelect } from './ConditionTypeSelect.tsx';
import { FilterRow } from './FilterRow.tsx';
import { ValuePopovers } from './ValuePopovers.tsx';

export type ConditionRowProps = {
  condition: Condition;
  path: ConditionPath;
  onChange: (change: (condition: Condition) => Condition) => void;
  onRemove: () => void;
};

/** One condition: an event row or a contact-attribute row with its filters; a summary when complete and closed. */
export function ConditionRow({ condition, path, onChange, onRemove }: ConditionRowProps) {
  const { collapse, readOnly } = useBuilderSettings();
  const key = conditionKey(path);
  const label = BUILDER_TEXTS.conditionLabel(path.conditionIndex + 1);
  const complete = isConditionComplete(condition);
  const { fields, loading } = usePropertyFields(condition);

  if (collapse.isCollapsed(key, complete)) {
    // issue 17 item 8: the summary names fields as the pickers do.
    const labels = distinctFieldLabels(fields);
    const labelled = withFieldLabels(condition, (name) => labels.get(name) ?? fieldLabel(name));
    return (
      <Paper withBorder p="xs" role="group" aria-label={label}>
        <Group justify="space-between" wrap="nowrap">
          <UnstyledButton
            aria-label={BUILDER_TEXTS.expand(label)}
            onClick={() => collapse.expand(key)}
            flex={1}
          >
            <Text size="sm">{summarizeCondition(labelled)}</Text>
          </UnstyledButton>
          <ValuePopovers conditions={[labelled]} />
        </Group>
      </Paper>
    );
  }

  // isNotSet ("never did it") has no filters (core's changeEventOperator clears them).
  const showFilters = offersFilters(condition.conditionalType) && condition.eventOperator === 'isSet';
  const updateFilter = (filterIndex: number, change: (filter: Filter) => Filter) =>
    onChange((current) => updateFilterAt(current, filterIndex, change));

  return (
    <Paper withBorder p="xs" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <ConditionTypeSelect condition={condition} path={path} onChange={onChange} />
          <ConditionEventFields condition={condition} path={path} onChange={onChange} />
          <Group gap={4} ml="auto" wrap="nowrap">
            {complete && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={BUILDER_TEXTS.collapse(label)}
                onClick={() => collapse.collapse(key)}
              >
                <IconChevronUp size={16} aria-hidden />
              </ActionIcon>
            )}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={BUILDER_TEXTS.removeCondition(path.conditionIndex + 1)}
                onClick={onRemove}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
        {showFilters &&
          condition.filters.map((filter, filterIndex) => (
            <FilterRow
              // biome-ignore lint/suspicious/noArrayIndexKey: filters have no id; their place is their path
              key={filterIndex}
              filter={filter}
              path={{ ...path, filterIndex }}
              conditionalType={condition.conditionalType}
              fields={fields}
              fieldsLoading={loading}
              onChange={(change) => updateFilter(filterIndex, change)}
              onRemove={() => onChange((current) => removeFilter(current, filterIndex))}
            />
          ))}
        {showFilters && !readOnly && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange(addFilter)}
          >
            {BUILDER_TEXTS.addFilter}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
