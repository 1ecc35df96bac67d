import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { EventSchemaField } from '@parley/core/conditions/model';
import { DROPDOWN_TEXTS, SORT_ORDER_LABELS } from '@parley/core/conditions/texts';
import { SORT_ORDERS, type SortOrder } from '@parley/core/contact-lists/page-query';
import { distinctFieldLabels, fieldLabel } from '@parley/core/contacts/field-labels';
import { useId } from 'react';
import { filterFieldOptions } from '../../../shared/forms/field-options.ts';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';

export type ContactListSortFieldsProps = {
  sortBy: string | null;
  order: SortOrder;
  options: readonly EventSchemaField[];
  loading: boolean;
  disabled?: boolean;
  onChange: (sort: { sortBy: string | null; order: SortOrder }) => void;
};

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/** The sort field and asc / desc (spec 002 §2, §9); no field means newest contacts first. */
export function ContactListSortFields(props: ContactListSortFieldsProps) {
  const { sortBy, order, options, loading, disabled, onChange } = props;
  const orderLabelId = useId();
  // A stored sort attribute that is no longer offered still shows.
  const names = options.map((field) => field.fieldName);
  const shown = sortBy && !names.includes(sortBy) ? [...options, { fieldName: sortBy }] : options;
  // issue 17 item 8: attributes by their labels; the option's value stays the key.
  const labels = distinctFieldLabels(shown);
  const data = shown.map(({ fieldName }) => ({
    value: fieldName,
    label: labels.get(fieldName) ?? fieldLabel(fieldName),
  }));
  return (
    <Group align="flex-end" gap="md">
      <Select
        label={TEXTS.sortByLabel}
        placeholder={TEXTS.sortByPlaceholder}
        data={data}
        filter={filterFieldOptions}
        value={sortBy}
        onChange={(value) => onChange({ sortBy: value, order })}
        searchable
        clearable
        disabled={disabled}
        nothingFoundMessage={loading ? DROPDOWN_TEXTS.loading : DROPDOWN_TEXTS.noResults}
        w={260}
      />
      <Stack gap={4}>
        <Text id={orderLabelId} size="sm" fw={500}>
          {TEXTS.orderLabel}
        </Text>
        <SegmentedControl
          aria-labelledby={orderLabelId}
          value={order}
          disabled={disabled}
          data={SORT_ORDERS.map((value) => ({ value, label: SORT_ORDER_LABELS[value] }))}
          onChange={(value) => {
            if (isSortOrder(value)) onChange({ sortBy, order: value });
          }}
        />
      </Stack>
    </Group>
  );
}
