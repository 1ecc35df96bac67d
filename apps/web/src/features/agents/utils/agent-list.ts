import { elapsedSince } from '@parley/core/agent-desktop/status-timer';
import type { AgentRow } from '../api/agents-api.ts';

// The Agents page's table as pure functions (issue 15 "Agents"): filters by team, status and skill,
// sorting, and the figures' display. A missing figure stays missing (null, shown as a dash).

export const AGENT_SORT_KEYS = ['name', 'status', 'timeInStatus', 'handled', 'occupancy'] as const;
export type AgentSortKey = (typeof AGENT_SORT_KEYS)[number];
export type AgentSort = { key: AgentSortKey; direction: 'asc' | 'desc' };
/** A team id, a status name, a skill name; null: any. */
export type AgentFilters = { team: string | null; status: string | null; skill: string | null };

export const NO_FILTERS: AgentFilters = { team: null, status: null, skill: null };

/** The agent's status: the users module's (the overview), else routing's projection. */
export function statusOf(agent: AgentRow): string {
  return agent.day?.status ?? agent.status;
}

/** Milliseconds in the current status at `now`, or null when the overview does not say since when. */
export function timeInStatusMs(agent: AgentRow, now: number): number | null {
  return agent.day ? Math.max(0, elapsedSince(agent.day.statusChangedAt, now)) : null;
}

export function filterAgents(agents: readonly AgentRow[], filters: AgentFilters): AgentRow[] {
  return agents.filter(
    (agent) =>
      (filters.status === null || statusOf(agent) === filters.status) &&
      (filters.team === null || (agent.day?.teams ?? []).some((team) => team.id === filters.team)) &&
      (filters.skill === null || (agent.day?.skills ?? []).includes(filters.skill)),
  );
}

function sortValue(agent: AgentRow, key: AgentSortKey, now: number): string | number | null {
  switch (key) {
    case 'name':
      return agent.name.toLocaleLowerCase();
    case 'status':
      return statusOf(agent).toLocaleLowerCase();
    case 'timeInStatus':
      return timeInStatusMs(agent, now);
    case 'handled':
      return agent.day?.handledToday ?? null;
    case 'occupancy':
      return agent.day?.occupancy ?? null;
  }
}

/** Sorted by the key; agents without the figure last in either direction, then by name. */
export function sortAgents(agents: readonly AgentRow[], sort: AgentSort, now: number): AgentRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...agents].sort((a, b) => {
    const left = sortValue(a, sort.key, now);
    const right = sortValue(b, sort.key, now);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * sign;
    }
    return a.name.localeCompare(b.name);
  });
}

/** The choices of each filter, from the agents listed: teams (id, name), statuses and skills. */
export function filterOptions(agents: readonly AgentRow[]) {
  const teams = new Map<string, string>();
  const statuses = new Set<string>();
  const skills = new Set<string>();
  for (const agent of agents) {
    statuses.add(statusOf(agent));
    for (const team of agent.day?.teams ?? []) teams.set(team.id, team.name);
    for (const skill of agent.day?.skills ?? []) skills.add(skill);
  }
  const byText = (a: string, b: string) => a.localeCompare(b);
  return {
    teams: [...teams].map(([value, label]) => ({ value, label })).sort((a, b) => byText(a.label, b.label)),
    statuses: [...statuses].sort(byText),
    skills: [...skills].sort(byText),
  };
}

/** Occupancy 0–1 as a whole percentage, or null. */
export function formatOccupancy(occupancy: number | null | undefined): string | null {
  return occupancy === null || occupancy === undefined ? null : `${Math.round(occupancy * 100)} %`;
}
