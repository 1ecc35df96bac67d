import '@mantine/dates/styles.css';
import { ActionIcon, Group, Popover, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  changeDateComparisonType,
  changeFilterValue,
  changeRelativeDateValue,
} from '@parley/core/conditions/field-changes';
import { DATE_COMPARISON_TYPES, type DateComparisonType, type Filter } from '@parley/core/conditions/model';
import { describeRelativeDate, isValidRelativeDate } from '@parley/core/conditions/relative-date';
import { DATE_COMPARISON_TYPE_LABELS, RELATIVE_DATE_HELP } from '@parley/core/conditions/texts';
import { IconHelpCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { fromPickerText, toPickerText } from '../utils/picker-wall-time.ts';

export type DateValueInputProps = {
  filter: Filter;
  disabled: boolean;
  /** 'Invalid date' (specific). */
  error?: string;
  /** 'Invalid relative date format' (relative). */
  relativeError?: string;
  onChange: (change: (filter: Filter) => Filter) => void;
};

const isDateComparisonType = (value: string): value is DateComparisonType =>
  (DATE_COMPARISON_TYPES as readonly string[]).includes(value);

/**
 * The value of a date operator (spec 002 §5): a specific date in Eastern Time with a 12-hour picker
 * and minutes only, or a relative date such as now-7d with the format help. Switching the date type
 * clears both values (core's changeDateComparisonType).
 */
export function DateValueInput({ filter, disabled, error, relativeError, onChange }: DateValueInputProps) {
  const typeLabelId = useId();
  const dateType = filter.dateComparisonType ?? 'specific';
  const relative = filter.relativeDateValue ?? '';
  return (
    <Stack gap={4}>
      <Text id={typeLabelId} size="xs" fw={500}>
        {BUILDER_TEXTS.dateType}
      </Text>
      <SegmentedControl
        aria-labelledby={typeLabelId}
        size="xs"
        disabled={disabled}
        value={dateType}
        data={DATE_COMPARISON_TYPES.map((type) => ({
          value: type,
          label: DATE_COMPARISON_TYPE_LABELS[type],
        }))}
        onChange={(value) => {
          if (isDateComparisonType(value) && value !== dateType) {
            onChange((item) => changeDateComparisonType(item, value));
          }
        }}
      />
      {dateType === 'specific' ? (
        <DateTimePicker
          label={BUILDER_TEXTS.specificDate}
          size="xs"
          w={240}
          clearable
          disabled={disabled}
          error={error}
          valueFormat="MM/DD/YYYY h:mm A"
          timePickerProps={{ format: '12h' }}
          value={toPickerText(filter.propertyValue)}
          onChange={(text) => {
            const value = fromPickerText(typeof text === 'string' ? text : null);
            onChange((item) => changeFilterValue(item, value));
          }}
        />
      ) : (
        <Group gap={4} align="flex-start" wrap="nowrap">
          <TextInput
            label={BUILDER_TEXTS.relativeDate}
            size="xs"
            w={200}
            placeholder={BUILDER_TEXTS.relativeDatePlaceholder}
            disabled={disabled}
            value={relative}
            error={relativeError}
            description={isValidRelativeDate(relative) ? describeRelativeDate(relative) : undefined}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange((item) => changeRelativeDateValue(item, text));
            }}
          />
          <Popover width={320} position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon variant="subtle" color="gray" mt={22} aria-label={BUILDER_TEXTS.relativeDateHelp}>
                <IconHelpCircle size={16} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{RELATIVE_DATE_HELP}</Text>
            </Popover.Dropdown>
          </Popover>
        </Group>
      )}
    </Stack>
  );
}
