import { Group, Select, TextInput } from '@mantine/core';
import { channelLabel, TASK_CHANNELS } from '@parley/core/common/channels';
import { SERVICE_LEVEL_SECONDS } from '@parley/core/reporting/task-rollup';
import type { ReportingOptions } from '../api/reporting-api.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';
import { PERIOD_PRESETS, type PeriodPreset } from '../utils/date-range.ts';

const TEXTS = REPORTING_TEXTS.filters;

export type DashboardFilterState = {
  preset: PeriodPreset;
  from: string;
  to: string;
  timeZone: string;
  channel: string | null;
  queueSid: string | null;
  agentId: string | null;
  serviceLevelSeconds: number;
};

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'UTC',
];

/** The dashboard's question: the period (a preset or two dates), the zone and the filters. */
export function DashboardFilters({
  value,
  options,
  onChange,
}: {
  value: DashboardFilterState;
  options: ReportingOptions | undefined;
  onChange: (change: Partial<DashboardFilterState>) => void;
}) {
  const zones = ZONES.includes(value.timeZone) ? ZONES : [value.timeZone, ...ZONES];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={TEXTS.preset}
        data={PERIOD_PRESETS.map((preset) => ({ value: preset, label: TEXTS.presets[preset] ?? preset }))}
        value={value.preset}
        allowDeselect={false}
        onChange={(preset) => preset && onChange({ preset: preset as PeriodPreset })}
        w={150}
      />
      {value.preset === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            value={value.from}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label="To"
            value={value.to}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
            w={160}
          />
        </>
      )}
      <Select
        label={TEXTS.timeZone}
        data={zones}
        value={value.timeZone}
        allowDeselect={false}
        searchable
        onChange={(timeZone) => timeZone && onChange({ timeZone })}
        w={200}
      />
      <Select
        label={TEXTS.channel}
        placeholder={TEXTS.any}
        data={TASK_CHANNELS.map((channel) => ({ value: channel, label: channelLabel(channel) }))}
        value={value.channel}
        clearable
        onChange={(channel) => onChange({ channel })}
        w={160}
      />
      <Select
        label={TEXTS.queue}
        placeholder={TEXTS.any}
        data={(options?.queues ?? []).map((queue) => ({ value: queue.sid, label: queue.name }))}
        value={value.queueSid}
        clearable
        searchable
        onChange={(queueSid) => onChange({ queueSid })}
        w={180}
      />
      <Select
        label={TEXTS.agent}
        placeholder={TEXTS.any}
        data={(options?.agents ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
        value={value.agentId}
        clearable
        searchable
        onChange={(agentId) => onChange({ agentId })}
        w={180}
      />
      <Select
        label={TEXTS.serviceLevel}
        data={SERVICE_LEVEL_SECONDS.map((seconds) => ({
          value: String(seconds),
          label: TEXTS.serviceLevelOption(seconds),
        }))}
        value={String(value.serviceLevelSeconds)}
        allowDeselect={false}
        onChange={(seconds) => seconds && onChange({ serviceLevelSeconds: Number(seconds) })}
        w={200}
      />
    </Group>
  );
}
