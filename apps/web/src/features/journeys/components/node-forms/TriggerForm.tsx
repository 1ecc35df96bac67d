import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  defaultTriggerData,
  TRIGGER_TYPE_LABELS,
  TRIGGER_TYPES,
  type TriggerData,
  type TriggerType,
} from '@parley/core/journeys/trigger-data';
import { useSegments } from '../../../segments/hooks/useSegmentQueries.ts';
import type { NodeFormProps } from './node-form-types.ts';

function isTriggerType(value: string | null): value is TriggerType {
  return (TRIGGER_TYPES as readonly (string | null)[]).includes(value);
}

function SegmentSelect({
  value,
  onChange,
  error,
  readOnly,
  staticOnly,
  label,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  readOnly: boolean;
  staticOnly: boolean;
  label: string;
}) {
  const segments = useSegments();
  const options = (segments.data ?? [])
    .filter((segment) => !staticOnly || segment.type === 'static')
    .map((segment) => ({ value: segment.id, label: segment.name }));
  return (
    <Select
      label={label}
      aria-label={label}
      data={options}
      value={value}
      searchable
      clearable
      readOnly={readOnly}
      error={error}
      onChange={onChange}
      placeholder={segments.isPending ? 'Loading…' : 'Choose a segment'}
    />
  );
}

/** What makes contacts enter: the trigger type and its settings (spec 000 §4 trigger types). */
export function TriggerForm({ node, onChange, errorOf, readOnly }: NodeFormProps<'trigger'>) {
  const data = node.data;
  const set = (next: TriggerData, field: string) => onChange({ ...node, data: next }, field);
  return (
    <Stack gap="sm">
      <Select
        label="Trigger"
        aria-label="Trigger"
        data={TRIGGER_TYPES.map((type) => ({ value: type, label: TRIGGER_TYPE_LABELS[type] }))}
        value={data.triggerType}
        readOnly={readOnly}
        error={errorOf('data.triggerType')}
        placeholder="Choose what starts the journey"
        onChange={(type) => isTriggerType(type) && set(defaultTriggerData(type), 'triggerType')}
      />
      {(data.triggerType === 'custom' || data.triggerType === 'parleyVoiceEvent') && (
        <TextInput
          label="Event Name"
          aria-label="Event Name"
          value={data.eventName ?? ''}
          readOnly={readOnly}
          error={errorOf('data.eventName')}
          onChange={(event) => set({ ...data, eventName: event.currentTarget.value || null }, 'eventName')}
          description={
            data.triggerType === 'parleyVoiceEvent'
              ? 'For example call.completed or sms.received.'
              : undefined
          }
        />
      )}
      {data.triggerType === 'addContactToStaticSegment' && (
        <SegmentSelect
          label="Static segment"
          staticOnly
          value={data.segmentId}
          readOnly={readOnly}
          error={errorOf('data.segmentId')}
          onChange={(segmentId) => set({ ...data, segmentId }, 'segmentId')}
        />
      )}
      {data.triggerType === 'scheduled' && (
        <>
          <SegmentedControl
            aria-label="Schedule"
            data={[
              { value: 'once', label: 'Once' },
              { value: 'cron', label: 'Repeating (cron)' },
            ]}
            value={data.schedule.kind}
            readOnly={readOnly}
            onChange={(kind) =>
              set(
                { ...data, schedule: { ...data.schedule, kind: kind === 'cron' ? 'cron' : 'once' } },
                'schedule.kind',
              )
            }
          />
          {data.schedule.kind === 'cron' ? (
            <TextInput
              label="Cron schedule"
              aria-label="Cron schedule"
              placeholder="0 9 * * 1-5"
              value={data.schedule.cron}
              readOnly={readOnly}
              error={errorOf('data.schedule.cron')}
              onChange={(event) =>
                set(
                  { ...data, schedule: { ...data.schedule, cron: event.currentTarget.value } },
                  'schedule.cron',
                )
              }
            />
          ) : (
            <TextInput
              label="Run at"
              aria-label="Run at"
              placeholder="2026-12-01T09:00:00Z"
              value={data.schedule.at ?? ''}
              readOnly={readOnly}
              error={errorOf('data.schedule.at')}
              onChange={(event) =>
                set(
                  { ...data, schedule: { ...data.schedule, at: event.currentTarget.value || null } },
                  'schedule.at',
                )
              }
            />
          )}
          <TextInput
            label="Time zone"
            aria-label="Time zone"
            value={data.schedule.timeZone}
            readOnly={readOnly}
            error={errorOf('data.schedule.timeZone')}
            onChange={(event) =>
              set(
                { ...data, schedule: { ...data.schedule, timeZone: event.currentTarget.value } },
                'schedule.timeZone',
              )
            }
          />
          <SegmentedControl
            aria-label="Audience"
            data={[
              { value: 'segment', label: 'Segment' },
              { value: 'contactList', label: 'Contact list' },
            ]}
            value={data.audience.kind}
            readOnly={readOnly}
            onChange={(kind) =>
              set(
                { ...data, audience: { kind: kind === 'contactList' ? 'contactList' : 'segment', id: null } },
                'audience.kind',
              )
            }
          />
          {data.audience.kind === 'segment' ? (
            <SegmentSelect
              label="Segment"
              staticOnly={false}
              value={data.audience.id}
              readOnly={readOnly}
              error={errorOf('data.audience')}
              onChange={(id) => set({ ...data, audience: { ...data.audience, id } }, 'audience.id')}
            />
          ) : (
            <TextInput
              label="Contact list id"
              aria-label="Contact list id"
              value={data.audience.id ?? ''}
              readOnly={readOnly}
              error={errorOf('data.audience')}
              onChange={(event) =>
                set(
                  { ...data, audience: { ...data.audience, id: event.currentTarget.value || null } },
                  'audience.id',
                )
              }
            />
          )}
        </>
      )}
      {data.triggerType === 'pageview' && (
        <Text size="sm" c="dimmed">
          Every page view of a contact starts the journey for them.
        </Text>
      )}
    </Stack>
  );
}
