import type { Filter } from '@parley/core/conditions/model';
import type { WAIT_EVENT_TYPES } from '@parley/core/journeys/flow-node-data';
import { TRIGGER_FORM_TEXTS as TEXTS } from '../../builder-texts.ts';
import { useEventFilterFields } from '../../hooks/useTriggerEventOptions.ts';
import { EventFilterList } from './EventFilterList.tsx';
import { EventNamePicker } from './EventNamePicker.tsx';

/** A custom (track) event or a platform (voice) event: the condition type its filters are checked as. */
export type EventKind = (typeof WAIT_EVENT_TYPES)[number];

export type EventFieldsChange = { eventName?: string | null; filters?: Filter[] };

export type EventFieldsProps = {
  kind: EventKind;
  eventName: string | null;
  filters: readonly Filter[];
  /** The change and the field it came from (`eventName` or `filters`), as the side panel takes them. */
  onChange: (change: EventFieldsChange, field: string) => void;
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
};

/**
 * The event a trigger enters on or a delay waits for: its name, then filters on its properties
 * (core's event-match.ts), which wait for the name since the properties are the named event's.
 */
export function EventFields({ kind, eventName, filters, onChange, errorOf, readOnly }: EventFieldsProps) {
  const eventType = kind === 'customEvent' ? 'track' : 'parley_voice_event';
  const { fields, loading } = useEventFilterFields(eventType, eventName);
  const hasName = (eventName ?? '').trim() !== '';
  return (
    <>
      <EventNamePicker
        eventType={eventType}
        value={eventName}
        readOnly={readOnly}
        error={errorOf('data.eventName')}
        onChange={(next) => onChange({ eventName: next }, 'eventName')}
      />
      <EventFilterList
        title={TEXTS.filtersTitle}
        emptyText={hasName ? TEXTS.filtersEmpty : TEXTS.chooseEventFirst}
        filters={filters}
        conditionalType={kind}
        fields={fields}
        fieldsLoading={loading}
        errorOf={errorOf}
        readOnly={readOnly || !hasName}
        onChange={(next) => onChange({ filters: next }, 'filters')}
      />
    </>
  );
}
