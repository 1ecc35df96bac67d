import { Select, Stack } from '@mantine/core';
import {
  defaultTriggerData,
  TRIGGER_TYPE_LABELS,
  TRIGGER_TYPES,
  type TriggerData,
  type TriggerType,
} from '@parley/core/journeys/trigger-data';
import { TRIGGER_FORM_TEXTS as TEXTS } from '../../builder-texts.ts';
import { PAGEVIEW_FILTER_FIELDS } from '../../hooks/useTriggerEventOptions.ts';
import { SegmentPicker } from './AudiencePickers.tsx';
import { EventFields } from './EventFields.tsx';
import { EventFilterList } from './EventFilterList.tsx';
import type { NodeFormProps } from './node-form-types.ts';
import { ScheduleFields } from './ScheduleFields.tsx';

function isTriggerType(value: string | null): value is TriggerType {
  return (TRIGGER_TYPES as readonly (string | null)[]).includes(value);
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
        <EventFields
          kind={data.triggerType === 'custom' ? 'customEvent' : 'parleyVoiceEvent'}
          eventName={data.eventName}
          filters={data.filters}
          errorOf={errorOf}
          readOnly={readOnly}
          onChange={(change, field) => set({ ...data, ...change }, field)}
        />
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
