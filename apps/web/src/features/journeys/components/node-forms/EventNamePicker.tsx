import {
  Autocomplete,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  Stack,
  Text,
} from '@mantine/core';
import { eventLabel } from '@parley/core/contacts/field-labels';
import { TRIGGER_FORM_TEXTS } from '../../builder-texts.ts';
import { type JourneyEventType, useEventNameOptions } from '../../hooks/useTriggerEventOptions.ts';

export type EventNamePickerProps = {
  eventType: JourneyEventType;
  value: string | null;
  onChange: (eventName: string | null) => void;
  error?: string;
  readOnly: boolean;
};

const GROUP_LABELS = { presets: TRIGGER_FORM_TEXTS.presetEvents, brand: TRIGGER_FORM_TEXTS.brandEvents };

const matches = (item: ComboboxItem, search: string) =>
  item.value.toLowerCase().includes(search) || eventLabel(item.value).toLowerCase().includes(search);

/** issue 17 item 8: an event is found by its label ("SMS received") as well as by its name. */
const filterEvents: OptionsFilter = ({ options, search, limit }) => {
  const text = search.trim().toLowerCase();
  const kept = (item: ComboboxParsedItem): ComboboxParsedItem | null => {
    if ('group' in item) {
      const items = item.items.filter((option) => matches(option, text));
      return items.length > 0 ? { ...item, items } : null;
    }
    return matches(item, text) ? item : null;
  };
  return options
    .map(kept)
    .filter((item) => item !== null)
    .slice(0, limit);
};

/**
 * The event a trigger or a wait listens to: a searchable list of the brand's learned names (and, for
 * voice events, the platform's preset names), each shown by its label over its name, where a name
 * not seen yet may also be typed. The field holds the name: it is what the events carry.
 */
export function EventNamePicker({ eventType, value, onChange, error, readOnly }: EventNamePickerProps) {
  const { groups, loading } = useEventNameOptions(eventType, GROUP_LABELS);
  const empty = groups.every((group) => group.items.length === 0);
  return (
    <Autocomplete
      label={TRIGGER_FORM_TEXTS.eventName}
      aria-label={TRIGGER_FORM_TEXTS.eventName}
      placeholder={loading ? TRIGGER_FORM_TEXTS.loading : TRIGGER_FORM_TEXTS.eventNamePlaceholder}
      description={
        eventType === 'parley_voice_event'
          ? TRIGGER_FORM_TEXTS.voiceEventHint
          : TRIGGER_FORM_TEXTS.customEventHint
      }
      data={empty ? [] : groups.filter((group) => group.items.length > 0)}
      filter={filterEvents}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{eventLabel(option.value)}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Stack>
      )}
      value={value ?? ''}
      readOnly={readOnly}
      error={error}
      maxDropdownHeight={280}
      limit={100}
      onChange={(text) => onChange(text === '' ? null : text)}
    />
  );
}
