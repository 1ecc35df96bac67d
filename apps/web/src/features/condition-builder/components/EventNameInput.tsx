import { Select, TextInput } from '@mantine/core';
import { DROPDOWN_TEXTS } from '@parley/core/conditions/texts';
import { distinctEventLabels } from '@parley/core/contacts/field-labels';
import { useState } from 'react';
import { filterFieldOptions } from '../../../shared/forms/field-options.ts';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useEventNames } from '../hooks/useEventNames.ts';

export type EventNameInputProps = {
  /** The stored event type (track, parley_voice_event); null for the journey-only types. */
  eventType: string | null;
  value: string | null;
  disabled: boolean;
  error?: string;
  onChange: (eventName: string) => void;
};

/**
 * The event name: a searchable select of the names learned for the event type (getEventNames), shown
 * by label and searched by label or name, or,
 * for the types not stored as events (triggering, scheduled…), a text kept when the field is left.
 */
export function EventNameInput({ eventType, value, disabled, error, onChange }: EventNameInputProps) {
  if (eventType === null) {
    return <FreeEventName value={value} disabled={disabled} error={error} onChange={onChange} />;
  }
  return (
    <EventNameSelect
      eventType={eventType}
      value={value}
      disabled={disabled}
      error={error}
      onChange={onChange}
    />
  );
}

function EventNameSelect({
  eventType,
  value,
  disabled,
  error,
  onChange,
}: EventNameInputProps & { eventType: string }) {
  const names = useEventNames(eventType);
  const data = names.data ?? [];
  // A stored name shows even before (or without) the list naming it.
  const options = value && !data.includes(value) ? [value, ...data] : data;
  // issue 17 item 8: an event shows by its label ("SMS received"); typing its name finds it too.
  const labels = distinctEventLabels(options);
  return (
    <Select
      label={BUILDER_TEXTS.eventName}
      size="xs"
      w={220}
      searchable
      data={options.map((name) => ({ value: name, label: labels.get(name) ?? name }))}
      filter={filterFieldOptions}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      nothingFoundMessage={names.isLoading ? DROPDOWN_TEXTS.loading : DROPDOWN_TEXTS.noResults}
      onChange={(name) => {
        if (name !== null && name !== value) onChange(name);
      }}
    />
  );
}

function FreeEventName({ value, disabled, error, onChange }: Omit<EventNameInputProps, 'eventType'>) {
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  return (
    <TextInput
      label={BUILDER_TEXTS.eventName}
      size="xs"
      w={220}
      value={draft}
      disabled={disabled}
      error={error}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => {
        const name = draft.trim();
        if (name !== '' && name !== value) onChange(name);
      }}
    />
  );
}
