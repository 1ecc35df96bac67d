import { Group, Select } from '@mantine/core';
import { AGENTS_TEXTS } from '../agents-texts.ts';
import type { AgentFilters } from '../utils/agent-list.ts';

export type AgentFiltersBarProps = {
  filters: AgentFilters;
  options: { teams: { value: string; label: string }[]; statuses: string[]; skills: string[] };
  onChange: (filters: AgentFilters) => void;
};

/** Filters of the Agents page: team, status and skill (issue 15 "Agents"); cleared means any. */
export function AgentFiltersBar({ filters, options, onChange }: AgentFiltersBarProps) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={AGENTS_TEXTS.filters.team}
        placeholder={AGENTS_TEXTS.filters.any}
        data={options.teams}
        value={filters.team}
        onChange={(team) => onChange({ ...filters, team })}
        clearable
        searchable
        w={200}
      />
      <Select
        label={AGENTS_TEXTS.filters.status}
        placeholder={AGENTS_TEXTS.filters.any}
        data={options.statuses}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        clearable
        w={200}
      />
      <Select
        label={AGENTS_TEXTS.filters.skill}
        placeholder={AGENTS_TEXTS.filters.any}
        data={options.skills}
        value={filters.skill}
        onChange={(skill) => onChange({ ...filters, skill })}
        clearable
        searchable
        w={200}
      />
    </Group>
  );
}
