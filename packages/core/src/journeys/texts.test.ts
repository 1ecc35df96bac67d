import { describe, expect, it } from 'vitest';
import { PASTE_OFFSET } from './limits.ts';
import { formatProblem, problem } from './problems.ts';
import { JOURNEY_TEXTS } from './texts.ts';

describe('spec texts and numbers (spec 000 §4)', () => {
  it('are letter for letter', () => {
    expect(JOURNEY_TEXTS.newJourneyName).toBe('New Journey');
    expect(JOURNEY_TEXTS.cycleRefused).toBe('Failed DAG add. No cycles allowed.');
    expect(PASTE_OFFSET).toEqual({ x: 30, y: 80 });
  });

  it('format a problem for an error body', () => {
    expect(
      formatProblem(problem('invalid', 'Message is required.', { nodeId: 'sms-1', field: 'data.body' })),
    ).toBe('Node sms-1 (data.body): Message is required.');
    expect(formatProblem(problem('invalid', 'x', { edgeId: 'e1' }))).toBe('Connection e1: x');
    expect(formatProblem(problem('invalid', 'A journey can have at most 200 nodes.'))).toBe(
      'Journey: A journey can have at most 200 nodes.',
    );
  });
});
