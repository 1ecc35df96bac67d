import { Group, Select } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { channelLabel, isCallChannel, TASK_CHANNELS } from '@parley/core/common/channels';
import { OPEN_TASK_STATES, type OpenTaskStatusFilter } from '@parley/core/routing/open-tasks';
import type { OpenTasksFilter } from '../api/open-tasks-api.ts';

export type OpenTasksFiltersProps = {
  value: OpenTasksFilter;
  queues: { queueSid: string; friendlyName: string }[];
  onChange: (next: OpenTasksFilter) => void;
};

const STATUS_OPTIONS = OPEN_TASK_STATES.map((state) => ({
  value: state,
  label: SUPERVISOR_TASK_TEXTS.openTaskStates[state],
}));

// The four call channels all read "Call": the channel's own name tells them apart.
const CHANNEL_OPTIONS = TASK_CHANNELS.map((channel) => ({
  value: channel,
  label: isCallChannel(channel) ? `${channelLabel(channel)} (${channel})` : channelLabel(channel),
}));

function isStatusFilter(value: string | null): value is OpenTaskStatusFilter {
  return OPEN_TASK_STATES.some((state) => state === value);
}

/** Queue, status and channel filters of the open tasks list (GraphQL openTasks filter). */
export function OpenTasksFilters({ value, queues, onChange }: OpenTasksFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Queue"
        placeholder="Any queue"
        clearable
        searchable
        w={220}
        data={queues.map((queue) => ({ value: queue.queueSid, label: queue.friendlyName }))}
        value={value.queueSid ?? null}
        onChange={(queueSid) => onChange({ ...value, queueSid })}
      />
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        w={180}
        data={STATUS_OPTIONS}
        value={value.status ?? null}
        onChange={(status) => onChange({ ...value, status: isStatusFilter(status) ? status : null })}
      />
      <Select
        label="Channel"
        placeholder="Any channel"
        clearable
        w={200}
        data={CHANNEL_OPTIONS}
        value={value.channel ?? null}
        onChange={(channel) => onChange({ ...value, channel })}
      />
    </Group>
  );
}
