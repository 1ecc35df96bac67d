import { ActionIcon, Group, Select } from '@mantine/core';
import { changeFilterOperator, changeFilterProperty } from '@parley/core/conditions/field-changes';
import {
  type ConditionalType,
  type EventSchemaField,
  FILTER_OPERATORS,
  type Filter,
  type FilterOperator,
} from '@parley/core/conditions/model';
import { operatorLabel, operatorsFor } from '@parley/core/conditions/operators';
import { type FilterPath, fieldKey } from '@parley/core/conditions/paths';
import { DROPDOWN_TEXTS, propertyLabelFor } from '@parley/core/conditions/texts';
import { distinctFieldLabels, fieldLabel } from '@parley/core/contacts/field-labels';
import { IconX } from '@tabler/icons-react';
import { filterFieldOptions } from '../../../shared/forms/field-options.ts';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useBuilderSettings } from '../state/builder-context.ts';
import { FilterValueInput } from './FilterValueInput.tsx';

export type FilterRowProps = {
  filter: Filter;
  path: FilterPath;
  conditionalType: ConditionalType | null;
  /** The properties offered (contact attributes or the event's schema). */
  fields: readonly EventSchemaField[];
  fieldsLoading: boolean;
  onChange: (change: (filter: Filter) => Filter) => void;
  onRemove: () => void;
};

const isFilterOperator = (value: string | null): value is FilterOperator =>
  value !== null && (FILTER_OPERATORS as readonly string[]).includes(value);

/** The options of the property select: the offered fields, plus the filter's own if the list lacks it. */
function propertyOptions(fields: readonly EventSchemaField[], filter: Filter): EventSchemaField[] {
  const { propertyName, propertyType, propertyFieldId } = filter;
  if (
    propertyName === null ||
    propertyType === null ||
    fields.some((field) => field.fieldName === propertyName)
  ) {
    return [...fields];
  }
  return [{ fieldName: propertyName, fieldType: propertyType, fieldId: propertyFieldId ?? '' }, ...fields];
}

/** One filter: property, operator (core's operatorsFor) and a value input fitting both. */
export function FilterRow(props: FilterRowProps) {
  const { filter, path, conditionalType, fields, fieldsLoading, onChange, onRemove } = props;
  const { allowIsOneOf, messages, readOnly } = useBuilderSettings();
  const options = propertyOptions(fields, filter);
  // issue 17 item 8: people pick a field by its label; the option's value stays the key.
  const labels = distinctFieldLabels(options);
  const offered = operatorsFor(filter.propertyType, { allowIsOneOf, conditionalType });
  const current = filter.propertyOperator;
  // A stored operator keeps showing even where this builder would not offer it.
  const operators = current === null || offered.includes(current) ? offered : [...offered, current];
  const position = path.filterIndex + 1;
  return (
    <Group
      role="group"
      aria-label={BUILDER_TEXTS.filterLabel(position)}
      align="flex-start"
      gap="xs"
      wrap="wrap"
      pl="md"
    >
      <Select
        label={propertyLabelFor(conditionalType)}
        size="xs"
        w={200}
        searchable
        disabled={readOnly}
        allowDeselect={false}
        data={options.map((field) => ({
          value: field.fieldName,
          label: labels.get(field.fieldName) ?? fieldLabel(field.fieldName),
        }))}
        filter={filterFieldOptions}
        value={filter.propertyName}
        error={messages[fieldKey(path, 'propertyName')]}
        nothingFoundMessage={fieldsLoading ? DROPDOWN_TEXTS.loading : DROPDOWN_TEXTS.noResults}
        onChange={(name) => {
          const field = options.find((option) => option.fieldName === name);
          if (field && name !== filter.propertyName) onChange((item) => changeFilterProperty(item, field));
        }}
      />
      <Select
        label={BUILDER_TEXTS.operator}
        size="xs"
        w={200}
        disabled={readOnly || filter.propertyType === null}
        allowDeselect={false}
        data={operators.map((operator) => ({
          value: operator,
          label: operatorLabel(operator, filter.propertyType),
        }))}
        value={filter.propertyOperator}
        error={messages[fieldKey(path, 'propertyOperator')]}
        onChange={(value) => {
          if (isFilterOperator(value) && value !== filter.propertyOperator) {
            onChange((item) => changeFilterOperator(item, value));
          }
        }}
      />
      <FilterValueInput filter={filter} path={path} onChange={onChange} />
      {!readOnly && (
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={22}
          aria-label={BUILDER_TEXTS.removeFilter(position)}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
