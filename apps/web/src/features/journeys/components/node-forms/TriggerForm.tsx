import { Select, Stack } from '@mantine/core';
import {
  defaultTriggerData,
  TRIGGER_TYPE_LABELS,
  TRIGGER_TYPES,
  type TriggerData,
  type TriggerType,
} from '@parley/core/journeys/trigger-data';
import { TRIGGER_FORM_TEXTS as TEXTS } from '../../builder-texts.ts';
import { PAGEVIEW_FILTER_FIELDS, useEventFilterFields } from '../../hooks/useTriggerEventOptions.ts';
import { SegmentPicker } from './AudiencePickers.tsx';
import { EventFilterList } from './EventFilterList.tsx';
import { EventNamePicker } from './EventNamePicker.tsx';
import type { NodeFormProps } from './node-form-types.ts';
import { ScheduleFields } from './ScheduleFields.tsx';

function isTriggerType(value: string | null): value is TriggerType {
  return (TRIGGER_TYPES as readonly (string | null)[]).includes(value);
}

type EventTriggerData = Extract<TriggerData, { triggerType: 'custom' | 'parleyVoiceEvent' }>;

/** A custom or voice event trigger: the event's name and filters on its properties. */
function EventTriggerFields({
  data,
  set,
  errorOf,
  readOnly,
}: {
  data: EventTriggerData;
  set: (next: TriggerData, field: string) => void;
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
}) {
  const eventType = data.triggerType === 'custom' ? 'track' : 'parley_voice_event';
  const { fields, loading } = useEventFilterFields(eventType, data.eventName);
  const hasName = (data.eventName ?? '').trim() !== '';
  return (
    <>
      <EventNamePicker
        eventType={eventType}
        value={data.eventName}
        readOnly={readOnly}
        error={errorOf('data.eventName')}
        onChange={(eventName) => set({ ...data, eventName }, 'eventName')}
      />
      <EventFilterList
        title={TEXTS.filtersTitle}
        emptyText={hasName ? TEXTS.filtersEmpty : TEXTS.chooseEventFirst}
        filters={data.filters}
        conditionalType={data.triggerType === 'custom' ? 'customEvent' : 'parleyVoiceEvent'}
        fields={fields}
        fieldsLoading={loading}
        errorOf={errorOf}
        readOnly={readOnly || !hasName}
        onChange={(filters) => set({ ...data, filters }, 'filters')}
      />
    </>
  );
}

/** What makes contacts enter: the trigger type and its settings (spec 000 §4 trigger types). */
export function TriggerForm({ node, onChange, errorOf, readOnly }: NodeFormProps<'trigger'>) {
  const data = node.data;
  const set = (next: TriggerData, field: string) => onChange({ ...node, data: next }, field);
  return (
    <Stack gap="sm">
      <Select
        label={TEXTS.triggerLabel}
        aria-label={TEXTS.triggerLabel}
        data={TRIGGER_TYPES.map((type) => ({ value: type, label: TRIGGER_TYPE_LABELS[type] }))}
        value={data.triggerType}
        readOnly={readOnly}
        allowDeselect={false}
        error={errorOf('data.triggerType')}
        placeholder={TEXTS.triggerPlaceholder}
        onChange={(type) =>
          isTriggerType(type) && type !== data.triggerType && set(defaultTriggerData(type), 'triggerType')
        }
      />
      {(data.triggerType === 'custom' || data.triggerType === 'parleyVoiceEvent') && (
        <EventTriggerFields data={data} set={set} errorOf={errorOf} readOnly={readOnly} />
      )}
      {data.triggerType === 'addContactToStaticSegment' && (
        <SegmentPicker
          label={TEXTS.staticSegment}
          staticOnly
          value={data.segmentId}
          readOnly={readOnly}
          error={errorOf('data.segmentId')}
          onChange={(segmentId) => set({ ...data, segmentId }, 'segmentId')}
        />
      )}
      {data.triggerType === 'pageview' && (
        <EventFilterList
          title={TEXTS.pageviewFiltersTitle}
          emptyText={TEXTS.pageviewFiltersEmpty}
          filters={data.filters}
          conditionalType="pageview"
          fields={PAGEVIEW_FILTER_FIELDS}
          fieldsLoading={false}
          errorOf={errorOf}
          readOnly={readOnly}
          onChange={(filters) => set({ ...data, filters }, 'filters')}
        />
      )}
      {data.triggerType === 'scheduled' && (
        <ScheduleFields
          schedule={data.schedule}
          audience={data.audience}
          readOnly={readOnly}
          errorOf={errorOf}
          onChange={(change, field) => set({ ...data, ...change }, field)}
        />
      )}
    </Stack>
  );
}
