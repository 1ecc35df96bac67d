import { describe, expect, it } from 'vitest';
import { resolveAgentStatus } from './agent-status.ts';

const statuses = [
  { name: 'Available', available: true, activitySid: 'WA1' },
  { name: 'Break', available: false, activitySid: 'WA2' },
  { name: 'Lunch', available: false, activitySid: 'WA3' },
];

describe('resolveAgentStatus (spec 000 §4)', () => {
  it('finds the status by name', () => {
    expect(resolveAgentStatus('Lunch', statuses)).toEqual(statuses[2]);
  });
  it('falls back to the first non-available status when the name is missing', () => {
    expect(resolveAgentStatus('Gone fishing', statuses)).toEqual(statuses[1]);
  });
  it('falls back to Offline when every status is available', () => {
    expect(resolveAgentStatus('Gone fishing', [statuses[0]!])).toEqual({
      name: 'Offline',
      available: false,
      activitySid: null,
    });
  });
  it('is case-sensitive, as names are', () => {
    expect(resolveAgentStatus('lunch', statuses).name).toBe('Break');
  });
});
