import { Chip, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { DELAY_MODES, type DelayData, type DelayMode } from '@parley/core/journeys/flow-node-data';
import { TRIGGER_FORM_TEXTS as TEXTS } from '../../builder-texts.ts';
import { DurationInput } from './DurationInput.tsx';
import { EventFields } from './EventFields.tsx';
import type { NodeFormProps } from './node-form-types.ts';

const MODE_LABELS: Record<DelayMode, string> = {
  duration: 'For a time',
  timeOfDay: 'Until a time of day',
  untilEvent: 'Until an event',
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function blankDelay(mode: DelayMode): DelayData {
  switch (mode) {
    case 'duration':
      return { mode, duration: { amount: null, unit: 'minutes' } };
    case 'timeOfDay':
      return { mode, time: null, weekdays: [] };
    case 'untilEvent':
      return {
        mode,
        eventType: 'customEvent',
        eventName: null,
        filters: [],
        timeout: { amount: null, unit: 'days' },
      };
  }
}

/** How long a contact waits: a duration, until a time of day, or until an event (with a timeout). */
export function DelayForm({ node, onChange, errorOf, readOnly }: NodeFormProps<'delay'>) {
  const data = node.data;
  const set = (next: DelayData, field: string) => onChange({ ...node, data: next }, field);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Wait"
        orientation="vertical"
        data={DELAY_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
        value={data.mode}
        readOnly={readOnly}
        onChange={(mode) => {
          const next = DELAY_MODES.find((item) => item === mode);
          if (next && next !== data.mode) set(blankDelay(next), 'mode');
        }}
      />
      {data.mode === 'duration' && (
        <DurationInput
          label="Wait"
          value={data.duration}
          readOnly={readOnly}
          error={errorOf('data.duration.amount')}
          onChange={(duration) => set({ ...data, duration }, 'duration')}
        />
      )}
      {data.mode === 'timeOfDay' && (
        <>
          <TextInput
            label="Time of day"
            aria-label="Time of day"
            type="time"
            value={data.time ?? ''}
            readOnly={readOnly}
            error={errorOf('data.time')}
            description="On the contact's clock."
            onChange={(event) => set({ ...data, time: event.currentTarget.value || null }, 'time')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              On these days (none: any day)
            </Text>
            <Chip.Group
              multiple
              value={data.weekdays.map(String)}
              onChange={(days) =>
                !readOnly && set({ ...data, weekdays: days.map(Number).sort() }, 'weekdays')
              }
            >
              <Group gap={4}>
                {WEEKDAYS.map((day, index) => (
                  <Chip key={day} value={String(index)} size="xs">
                    {day}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </>
      )}
      {data.mode === 'untilEvent' && (
        <>
          <Select
            label={TEXTS.eventType}
            aria-label={TEXTS.eventType}
            allowDeselect={false}
            readOnly={readOnly}
            data={[
              { value: 'customEvent', label: TEXTS.customEventType },
              { value: 'parleyVoiceEvent', label: TEXTS.voiceEventType },
            ]}
            value={data.eventType}
            onChange={(eventType) => {
              const next = eventType === 'parleyVoiceEvent' ? 'parleyVoiceEvent' : 'customEvent';
              // Another kind of event has other names and properties: start over.
              if (next !== data.eventType)
                set({ ...data, eventType: next, eventName: null, filters: [] }, 'eventType');
            }}
          />
          <EventFields
            kind={data.eventType}
            eventName={data.eventName}
            filters={data.filters}
            errorOf={errorOf}
            readOnly={readOnly}
            onChange={(change, field) => set({ ...data, ...change }, field)}
          />
          <DurationInput
            label="Timeout"
            value={data.timeout}
            readOnly={readOnly}
            error={errorOf('data.timeout.amount')}
            onChange={(timeout) => set({ ...data, timeout }, 'timeout')}
          />
        </>
      )}
    </Stack>
  );
}
