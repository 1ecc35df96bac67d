import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  useAgentOptions,
  useContactOption,
  useContactSearch,
  useEventNameOptions,
} from '../hooks/useActivityFilterOptions.ts';
import type { ActivityFilterParam, ActivityFilterValues } from '../hooks/useActivityFilters.ts';
import { RECENT_ACTIVITY_TEXTS } from '../recent-activity-texts.ts';
import { ACTIVITY_CHANNEL_ORDER } from '../utils/channel-icons.ts';

export type ActivityFiltersProps = {
  values: ActivityFilterValues;
  filtered: boolean;
  onChange: (name: ActivityFilterParam, value: string | null) => void;
  onClear: () => void;
};

const SEARCH_DEBOUNCE_MS = 300;
const TEXTS = RECENT_ACTIVITY_TEXTS.filters;

const CHANNEL_OPTIONS = ACTIVITY_CHANNEL_ORDER.map((channel) => ({
  value: channel,
  label: RECENT_ACTIVITY_TEXTS.channels[channel],
}));

function contactLabel(option: { name: string | null; contactPhone: string | null; profileId: string }) {
  return [option.name, option.contactPhone].filter(Boolean).join(' · ') || option.profileId;
}

/** The contact picker: a search of the brand's contacts, labelled with the URL's contact when it names one. */
function ContactFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useContactSearch(query);
  const selected = useContactOption(value);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (value) options.set(value, selected.data ? contactLabel(selected.data) : value);
    for (const option of found.data ?? []) options.set(option.profileId, contactLabel(option));
    return [...options].map(([profileId, label]) => ({ value: profileId, label }));
  }, [value, selected.data, found.data]);
  return (
    <Select
      label={TEXTS.contact}
      placeholder={TEXTS.contactPlaceholder}
      data={data}
      value={value}
      onChange={(next) => onChange(next)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={query.trim() ? TEXTS.nothingFound : undefined}
      clearable
      w={280}
    />
  );
}

export function ActivityFilters({ values, filtered, onChange, onClear }: ActivityFiltersProps) {
  const agents = useAgentOptions();
  const eventNames = useEventNameOptions();
  const agentOptions = useMemo(
    () => (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
    [agents.data],
  );
  const typeOptions = useMemo(() => {
    const names = new Set(eventNames.data ?? []);
    if (values.type) names.add(values.type);
    return [...names];
  }, [eventNames.data, values.type]);
  return (
    <Group align="flex-end" gap="sm">
      <ContactFilter value={values.profileId} onChange={(value) => onChange('profileId', value)} />
      <Select
        label={TEXTS.agent}
        placeholder={TEXTS.any}
        data={agentOptions}
        value={values.agentId}
        onChange={(value) => onChange('agentId', value)}
        searchable
        clearable
        w={200}
      />
      <Select
        label={TEXTS.channel}
        placeholder={TEXTS.any}
        data={CHANNEL_OPTIONS}
        value={values.channel}
        onChange={(value) => onChange('channel', value)}
        clearable
        w={170}
      />
      <Select
        label={TEXTS.type}
        placeholder={TEXTS.any}
        data={typeOptions}
        value={values.type}
        onChange={(value) => onChange('type', value)}
        searchable
        clearable
        w={200}
      />
      {filtered ? (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {TEXTS.clear}
        </Button>
      ) : null}
    </Group>
  );
}
