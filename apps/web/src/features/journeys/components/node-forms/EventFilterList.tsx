import { Button, Stack, Text } from '@mantine/core';
import {
  type ConditionalType,
  type EventSchemaField,
  emptyFilter,
  type Filter,
} from '@parley/core/conditions/model';
import { type FilterPath, fieldKey } from '@parley/core/conditions/paths';
import { MAX_TRIGGER_FILTERS } from '@parley/core/journeys/limits';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FilterRow } from '../../../condition-builder/components/FilterRow.tsx';
import { BuilderContext, type BuilderSettings } from '../../../condition-builder/state/builder-context.ts';
import { TRIGGER_FORM_TEXTS } from '../../builder-texts.ts';

export type EventFilterListProps = {
  /** `data.filters` of the trigger or the delay. */
  filters: readonly Filter[];
  onChange: (filters: Filter[]) => void;
  /** The condition type the filters belong to (core's filterProblems checks them as this type). */
  conditionalType: ConditionalType;
  /** The properties the event offers (its schema, or the page view's fields). */
  fields: readonly EventSchemaField[];
  fieldsLoading: boolean;
  title: string;
  emptyText: string;
  /** The first problem of a field under `data.filters` (the side panel's errorOf). */
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
};

/** A filter list has no groups to open or close: every row is shown. */
const NO_COLLAPSE: BuilderSettings['collapse'] = {
  isCollapsed: () => false,
  expand: () => {},
  collapse: () => {},
  afterAdd: () => {},
  afterRemove: () => {},
};

const FILTER_FIELDS = ['propertyName', 'propertyOperator', 'propertyValue', 'relativeDateValue'] as const;

/** The condition builder's path of filter N: the rows below take their messages by it. */
const pathOf = (filterIndex: number): FilterPath => ({ groupIndex: 0, conditionIndex: 0, filterIndex });

/** A property learned by no schema has no values to suggest: no field id, so nothing is asked. */
function withoutBlankFieldId(filter: Filter): Filter {
  return filter.propertyFieldId === '' ? { ...filter, propertyFieldId: null } : filter;
}

/**
 * The filters on one event (a trigger's or a delay's), all of which must hold (core's event-match.ts):
 * the condition builder's filter rows, fed with the event's properties and the node's problems.
 */
export function EventFilterList(props: EventFilterListProps) {
  const { filters, onChange, conditionalType, fields, fieldsLoading, errorOf, readOnly } = props;
  const messages = useMemo(() => {
    const byKey: Record<string, string> = {};
    filters.forEach((_, filterIndex) => {
      for (const field of FILTER_FIELDS) {
        const message = errorOf(`data.filters.${filterIndex}.${field}`);
        if (message) byKey[fieldKey(pathOf(filterIndex), field)] = message;
      }
    });
    return byKey;
  }, [filters, errorOf]);
  const settings: BuilderSettings = useMemo(
    () => ({
      conditionTypes: [conditionalType],
      showNorOperator: false,
      allowIsOneOf: true,
      readOnly,
      messages,
      collapse: NO_COLLAPSE,
    }),
    [conditionalType, readOnly, messages],
  );
  const update = (filterIndex: number, change: (filter: Filter) => Filter) =>
    onChange(
      filters.map((filter, index) => (index === filterIndex ? withoutBlankFieldId(change(filter)) : filter)),
    );

  return (
    <BuilderContext.Provider value={settings}>
      <Stack gap="xs" role="group" aria-label={props.title}>
        <Text size="sm" fw={500}>
          {props.title}
        </Text>
        {filters.length === 0 && (
          <Text size="xs" c="dimmed">
            {props.emptyText}
          </Text>
        )}
        {filters.map((filter, filterIndex) => (
          <FilterRow
            // biome-ignore lint/suspicious/noArrayIndexKey: filters have no id; their place is their path
            key={filterIndex}
            filter={filter}
            path={pathOf(filterIndex)}
            conditionalType={conditionalType}
            fields={fields}
            fieldsLoading={fieldsLoading}
            onChange={(change) => update(filterIndex, change)}
            onRemove={() => onChange(filters.filter((_, index) => index !== filterIndex))}
          />
        ))}
        {!readOnly && filters.length < MAX_TRIGGER_FILTERS && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...filters, emptyFilter()])}
          >
            {TRIGGER_FORM_TEXTS.addFilter}
          </Button>
        )}
      </Stack>
    </BuilderContext.Provider>
  );
}
