import { describe, expect, it } from 'vitest';
import type { AgentDay, AgentRow } from '../api/agents-api.ts';
import { filterAgents, filterOptions, formatOccupancy, NO_FILTERS, sortAgents } from './agent-list.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

function agent(name: string, day: Partial<AgentDay> | null, status = 'Available'): AgentRow {
  return {
    id: name,
    name,
    email: `${name}@example.com`,
    status,
    isAvailable: true,
    conferenceStatus: 'available',
    workerSid: `WK${name}`,
    reservations: [],
    day: day && {
      id: name,
      status,
      statusChangedAt: '2026-11-27T11:00:00Z',
      teams: [],
      skills: [],
      activityBreakdown: [],
      handledToday: 0,
      averageHandleSeconds: null,
      occupancy: null,
      currentTask: null,
      ...day,
    },
  };
}

const ada = agent('Ada', {
  status: 'Break',
  statusChangedAt: '2026-11-27T11:50:00Z',
  handledToday: 5,
  occupancy: 0.8,
  teams: [{ id: 't1', name: 'Blue' }],
  skills: ['Spanish'],
});
const ben = agent('ben', {
  statusChangedAt: '2026-11-27T10:00:00Z',
  handledToday: 1,
  occupancy: 0.2,
  teams: [{ id: 't2', name: 'Red' }],
  skills: ['French', 'Spanish'],
});
const cy = agent('Cy', null, 'Offline');
const ALL = [cy, ben, ada];
const order = (rows: AgentRow[]) => rows.map((row) => row.name);

describe('sortAgents', () => {
  it('sorts by name, case aside, and by status', () => {
    expect(order(sortAgents(ALL, { key: 'name', direction: 'asc' }, NOW))).toEqual(['Ada', 'ben', 'Cy']);
    expect(order(sortAgents(ALL, { key: 'name', direction: 'desc' }, NOW))).toEqual(['Cy', 'ben', 'Ada']);
    expect(order(sortAgents(ALL, { key: 'status', direction: 'asc' }, NOW))).toEqual(['ben', 'Ada', 'Cy']);
  });

  it('puts agents without a figure last in either direction', () => {
    for (const key of ['timeInStatus', 'handled', 'occupancy'] as const) {
      expect(order(sortAgents(ALL, { key, direction: 'asc' }, NOW)).at(-1)).toBe('Cy');
      expect(order(sortAgents(ALL, { key, direction: 'desc' }, NOW)).at(-1)).toBe('Cy');
    }
    expect(order(sortAgents(ALL, { key: 'timeInStatus', direction: 'desc' }, NOW))).toEqual([
      'ben',
      'Ada',
      'Cy',
    ]);
    expect(order(sortAgents(ALL, { key: 'handled', direction: 'desc' }, NOW))).toEqual(['Ada', 'ben', 'Cy']);
    expect(order(sortAgents(ALL, { key: 'occupancy', direction: 'asc' }, NOW))).toEqual(['ben', 'Ada', 'Cy']);
  });
});

describe('filterAgents', () => {
  it('filters by team, status and skill, together', () => {
    expect(order(filterAgents(ALL, { ...NO_FILTERS, team: 't1' }))).toEqual(['Ada']);
    expect(order(filterAgents(ALL, { ...NO_FILTERS, skill: 'Spanish' }))).toEqual(['ben', 'Ada']);
    expect(order(filterAgents(ALL, { ...NO_FILTERS, status: 'Offline' }))).toEqual(['Cy']);
    expect(order(filterAgents(ALL, { team: 't2', status: 'Available', skill: 'French' }))).toEqual(['ben']);
    expect(order(filterAgents(ALL, { ...NO_FILTERS, team: 't2', status: 'Break' }))).toEqual([]);
    expect(filterAgents(ALL, NO_FILTERS)).toHaveLength(3);
  });

  it('offers the teams, statuses and skills of the agents listed', () => {
    expect(filterOptions(ALL)).toEqual({
      teams: [
        { value: 't1', label: 'Blue' },
        { value: 't2', label: 'Red' },
      ],
      statuses: ['Available', 'Break', 'Offline'],
      skills: ['French', 'Spanish'],
    });
  });
});

describe('formatOccupancy', () => {
  it('writes a percentage, and nothing for no figure', () => {
    expect(formatOccupancy(0.416)).toBe('42 %');
    expect(formatOccupancy(0)).toBe('0 %');
    expect(formatOccupancy(null)).toBeNull();
  });
});
