import { Group, MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import { JOURNEY_STATES, type JourneyState } from '@parley/core/journeys/journey';
import { TRIGGER_TYPE_LABELS, TRIGGER_TYPES, type TriggerType } from '@parley/core/journeys/trigger-data';
import { IconSearch } from '@tabler/icons-react';
import type { JourneyTag } from '../api/journeys-api.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';

export type JourneyFilterValues = {
  name: string;
  state: JourneyState | null;
  triggerType: TriggerType | null;
  tagIds: string[];
  includeHidden: boolean;
};

export type JourneyFiltersProps = {
  value: JourneyFilterValues;
  onChange: (value: JourneyFilterValues) => void;
  tags: readonly JourneyTag[];
};

/** Search by name (the list debounces it), state, trigger type, tags, and whether to show archived ones. */
export function JourneyFilters({ value, onChange, tags }: JourneyFiltersProps) {
  const set = (patch: Partial<JourneyFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        aria-label={JOURNEYS_TEXTS.searchLabel}
        placeholder={JOURNEYS_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        w={240}
      />
      <Select
        aria-label={JOURNEYS_TEXTS.stateFilter}
        placeholder={JOURNEYS_TEXTS.stateFilter}
        data={JOURNEY_STATES.map((state) => ({ value: state, label: JOURNEYS_TEXTS.stateLabels[state] }))}
        value={value.state}
        clearable
        onChange={(state) => set({ state: JOURNEY_STATES.find((item) => item === state) ?? null })}
        w={130}
      />
      <Select
        aria-label={JOURNEYS_TEXTS.triggerFilter}
        placeholder={JOURNEYS_TEXTS.triggerFilter}
        data={TRIGGER_TYPES.map((type) => ({ value: type, label: TRIGGER_TYPE_LABELS[type] }))}
        value={value.triggerType}
        clearable
        onChange={(type) => set({ triggerType: TRIGGER_TYPES.find((item) => item === type) ?? null })}
        w={200}
      />
      <MultiSelect
        aria-label={JOURNEYS_TEXTS.tagsFilter}
        placeholder={value.tagIds.length === 0 ? JOURNEYS_TEXTS.tagsFilter : undefined}
        data={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        value={value.tagIds}
        onChange={(tagIds) => set({ tagIds })}
        searchable
        clearable
        w={220}
      />
      <Switch
        label={JOURNEYS_TEXTS.showArchived}
        checked={value.includeHidden}
        onChange={(event) => set({ includeHidden: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}
