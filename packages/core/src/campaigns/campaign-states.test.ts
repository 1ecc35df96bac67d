import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATES } from './campaign-model.ts';
import { canApply, refusalText, runningState } from './campaign-states.ts';

describe('campaign states', () => {
  it('starts only drafts, resumes only paused campaigns, and never touches an archived one', () => {
    expect(CAMPAIGN_STATES.filter((state) => canApply('start', state))).toEqual(['draft']);
    expect(CAMPAIGN_STATES.filter((state) => canApply('resume', state))).toEqual(['paused']);
    for (const action of ['start', 'pause', 'resume', 'archive', 'edit'] as const)
      expect(canApply(action, 'archived')).toBe(false);
  });

  it('asks to pause an active campaign before changing it', () => {
    expect(canApply('edit', 'active')).toBe(false);
    expect(refusalText('edit', 'active')).toBe('An active campaign cannot be changed; pause it first');
    expect(refusalText('resume', 'completed')).toBe('A campaign that is Completed cannot be resumed');
  });

  it('is scheduled until its start time, then active', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(runningState(new Date('2026-11-27T13:00:00Z'), now)).toBe('scheduled');
    expect(runningState(new Date('2026-11-27T11:00:00Z'), now)).toBe('active');
    expect(runningState(null, now)).toBe('active');
  });
});
