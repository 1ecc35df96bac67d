// The Agents page's words (issue 15 "Agents" names the figures; the spec quotes none of their texts).

export const AGENTS_TEXTS = {
  columns: {
    agent: 'Agent',
    status: 'Status',
    timeInStatus: 'Time in status',
    availability: 'Availability',
    currentTask: 'Current task',
    handled: 'Handled today',
    aht: 'Avg. handle time',
    occupancy: 'Occupancy',
  },
  sortBy: (column: string) => `Sort by ${column}`,
  filters: {
    team: 'Team',
    status: 'Status',
    skill: 'Skill',
    any: 'All',
  },
  showBreakdown: (name: string) => `Show ${name}'s activity today`,
  hideBreakdown: (name: string) => `Hide ${name}'s activity today`,
  breakdownTitle: 'Activity today',
  noActivity: 'No status time today.',
  noMatches: 'No agent matches these filters.',
  /** Shown where there is no figure (nothing to count): never a made-up 0. */
  none: '—',
} as const;
