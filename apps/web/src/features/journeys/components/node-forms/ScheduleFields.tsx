import { List, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Audience, Schedule } from '@parley/core/journeys/trigger-data';
import { useMemo } from 'react';
import { TRIGGER_FORM_TEXTS as TEXTS } from '../../builder-texts.ts';
import {
  formatInZone,
  instantToWallInput,
  moveInstantToZone,
  timeZoneOptions,
  upcomingRuns,
  wallInputToInstant,
} from '../../utils/schedule-time.ts';
import { ContactListPicker, SegmentPicker } from './AudiencePickers.tsx';

export type ScheduleFieldsProps = {
  schedule: Schedule;
  audience: Audience;
  onChange: (change: { schedule?: Schedule; audience?: Audience }, field: string) => void;
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
  /** The clock of the preview (tests pass one). */
  now?: Date;
};

/**
 * A scheduled trigger: once at an instant or on a cron, read in a time zone, over a segment or a
 * contact list; the next three runs show on the schedule's clock (core's cron.ts).
 */
export function ScheduleFields({
  schedule,
  audience,
  onChange,
  errorOf,
  readOnly,
  now,
}: ScheduleFieldsProps) {
  const setSchedule = (next: Partial<Schedule>, field: string) =>
    onChange({ schedule: { ...schedule, ...next } }, `schedule.${field}`);
  const zones = useMemo(() => timeZoneOptions(schedule.timeZone), [schedule.timeZone]);
  const runs = useMemo(() => upcomingRuns(schedule, now ?? new Date()), [schedule, now]);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={TEXTS.schedule}
        data={[
          { value: 'once', label: TEXTS.scheduleOnce },
          { value: 'cron', label: TEXTS.scheduleCron },
        ]}
        value={schedule.kind}
        readOnly={readOnly}
        onChange={(kind) => setSchedule({ kind: kind === 'cron' ? 'cron' : 'once' }, 'kind')}
      />
      {schedule.kind === 'cron' ? (
        <TextInput
          label={TEXTS.cron}
          aria-label={TEXTS.cron}
          description={TEXTS.cronHint}
          placeholder="0 9 * * 1-5"
          value={schedule.cron}
          readOnly={readOnly}
          error={errorOf('data.schedule.cron')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(event) => setSchedule({ cron: event.currentTarget.value }, 'cron')}
        />
      ) : (
        <TextInput
          type="datetime-local"
          label={TEXTS.runAt}
          aria-label={TEXTS.runAt}
          description={TEXTS.runAtHint}
          value={instantToWallInput(schedule.at, schedule.timeZone)}
          readOnly={readOnly}
          error={errorOf('data.schedule.at')}
          onChange={(event) =>
            setSchedule({ at: wallInputToInstant(event.currentTarget.value, schedule.timeZone) }, 'at')
          }
        />
      )}
      <Select
        label={TEXTS.timeZone}
        aria-label={TEXTS.timeZone}
        data={zones}
        value={schedule.timeZone}
        searchable
        allowDeselect={false}
        readOnly={readOnly}
        error={errorOf('data.schedule.timeZone')}
        onChange={(timeZone) => {
          if (!timeZone || timeZone === schedule.timeZone) return;
          const at = moveInstantToZone(schedule.at, schedule.timeZone, timeZone);
          setSchedule({ timeZone, at }, 'timeZone');
        }}
      />
      <Stack gap={2} aria-label={TEXTS.nextRuns} role="group">
        <Text size="sm" fw={500}>
          {TEXTS.nextRuns}
        </Text>
        {runs.length === 0 ? (
          <Text size="xs" c="dimmed">
            {TEXTS.noNextRuns}
          </Text>
        ) : (
          <List size="xs" spacing={0}>
            {runs.map((run) => (
              <List.Item key={run.toISOString()}>{formatInZone(run, schedule.timeZone)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      <SegmentedControl
        aria-label={TEXTS.audience}
        data={[
          { value: 'segment', label: TEXTS.audienceSegment },
          { value: 'contactList', label: TEXTS.audienceContactList },
        ]}
        value={audience.kind}
        readOnly={readOnly}
        onChange={(kind) =>
          onChange(
            { audience: { kind: kind === 'contactList' ? 'contactList' : 'segment', id: null } },
            'audience.kind',
          )
        }
      />
      {audience.kind === 'segment' ? (
        <SegmentPicker
          label={TEXTS.segment}
          staticOnly={false}
          value={audience.id}
          readOnly={readOnly}
          error={errorOf('data.audience.id')}
          onChange={(id) => onChange({ audience: { ...audience, id } }, 'audience.id')}
        />
      ) : (
        <ContactListPicker
          label={TEXTS.contactList}
          value={audience.id}
          readOnly={readOnly}
          error={errorOf('data.audience.id')}
          onChange={(id) => onChange({ audience: { ...audience, id } }, 'audience.id')}
        />
      )}
    </Stack>
  );
}
