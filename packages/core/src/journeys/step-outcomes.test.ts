import { describe, expect, it } from 'vitest';
import { RUN_STATE_TEXTS, RUN_STATES, STEP_SKIP_REASONS, STEP_SKIP_TEXTS } from './step-outcomes.ts';

describe('step and run outcomes', () => {
  it('have a text for every skip reason and run state', () => {
    expect(STEP_SKIP_REASONS.every((reason) => STEP_SKIP_TEXTS[reason].startsWith('Skipped: '))).toBe(true);
    expect(Object.keys(RUN_STATE_TEXTS)).toEqual([...RUN_STATES]);
    expect(STEP_SKIP_REASONS).toContain('notSubscribedEmail');
  });
});
