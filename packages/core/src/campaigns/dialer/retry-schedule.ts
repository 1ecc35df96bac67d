// When a call campaign tries a contact again (issue 14 "Call campaigns": "retries with intervals by
// outcome (busy, no-answer, failed)"). Pure: the outcome, the attempts so far and the time are passed
// in. The policy is the campaign's (../campaign-model.ts RetryPolicy, DEFAULT_RETRY_POLICY: busy 3
// attempts 10 min apart, no answer 3 attempts 2 h apart, failed 2 attempts 30 min apart).
//
// A person answering ends the contact's attempts; so does a machine (its voicemail drop is left).
// `maxAttempts` counts every call to the contact, the first included, whatever their outcomes: a
// contact busy twice then unanswered has had 3 attempts, and the no-answer rule (3) ends it.
import type { RetryPolicy } from '../campaign-model.ts';
import type { CallOutcome } from './dialer-model.ts';

const MINUTE_MS = 60_000;

export const RETRY_DONE_REASONS = ['answered', 'voicemail_left', 'attempts_used'] as const;
export type RetryDoneReason = (typeof RETRY_DONE_REASONS)[number];

export type NextAttempt = { retryAt: number } | { done: RetryDoneReason };

/** The contact's next call after an attempt ending in `outcome` at `now`, or why there is none. */
export function nextAttempt(
  policy: RetryPolicy,
  outcome: CallOutcome,
  attemptsSoFar: number,
  now: number,
): NextAttempt {
  if (outcome === 'human') return { done: 'answered' };
  if (outcome === 'machine') return { done: 'voicemail_left' };
  const rule = policy[outcome];
  if (attemptsSoFar >= rule.maxAttempts) return { done: 'attempts_used' };
  return { retryAt: now + rule.intervalMinutes * MINUTE_MS };
}
