import { Autocomplete } from '@mantine/core';
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

/**
 * The event a trigger or a wait listens to: a searchable list of the brand's learned names (and, for
 * voice events, the platform's preset names), where a name not seen yet may also be typed.
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
      value={value ?? ''}
      readOnly={readOnly}
      error={error}
      maxDropdownHeight={280}
      limit={100}
      onChange={(text) => onChange(text === '' ? null : text)}
    />
  );
}
