// Pure timing rules shared by the web app (spec 000 §9). No timers here: callers pass the clock and
// the random source, so every number is unit-testable.
import {
  CHUNK_RETRY_EXPONENT_BASE,
  FETCH_RETRY_BASE_MS,
  FETCH_RETRY_JITTER_MS,
  FETCH_RETRY_MAX_MS,
  SSE_BACKOFF_JITTER,
  SSE_BACKOFF_MAX_MS,
  SSE_FIXED_RETRY_MAX_ERRORS,
  SSE_HARD_FAILURE_AFTER_MS,
  SSE_RETRY_DELAY_MS,
} from './limits.ts';

/** spec 000 §9: 100 ms × 2^n plus 0–150 ms jitter, capped at 10 s. `n` counts retries from 0; random ∈ [0, 1). */
export function fetchRetryDelay(n: number, random: number): number {
  return Math.min(FETCH_RETRY_MAX_MS, FETCH_RETRY_BASE_MS * 2 ** n + random * FETCH_RETRY_JITTER_MS);
}

/** spec 000 §9: a failed page chunk is retried after 2^(7+i) ms (i from 0: 128 ms … 2048 ms). */
export function chunkRetryDelay(i: number): number {
  return 2 ** (CHUNK_RETRY_EXPONENT_BASE + i);
}

/**
 * spec 000 §9: from the third error on, the event stream backs off. The base doubles from 10 s
 * (5 s × 2^(errors − 2)) up to 30 s; jitter 0.5 takes up to half of it away, so the delay is in
 * [base / 2, base] and never above 30 s.
 */
export function sseBackoffDelay(errorCount: number, random: number): number {
  const base = Math.min(SSE_BACKOFF_MAX_MS, SSE_RETRY_DELAY_MS * 2 ** Math.max(0, errorCount - 2));
  return base * (1 - SSE_BACKOFF_JITTER * random);
}

/** Where the event-stream connection is. */
export type SsePhase = 'connecting' | 'open' | 'retrying' | 'failed';

export type SseReconnectState = {
  phase: SsePhase;
  /** Errors (and heartbeat timeouts) since the last healthy minute. */
  errorCount: number;
  /** When the current failing streak began (ms); null while healthy. */
  failingSince: number | null;
};

export type SseInput =
  | { type: 'connect'; now: number }
  | { type: 'open'; now: number }
  | { type: 'error'; now: number; random: number }
  | { type: 'heartbeat-timeout'; now: number }
  | { type: 'healthy-tick'; now: number }
  | { type: 'failure-deadline'; now: number };

export type SseAction = { type: 'none' } | { type: 'reconnect'; delayMs: number } | { type: 'hard-failure' };

export type SseStep = { state: SseReconnectState; action: SseAction };

export const initialSseState: SseReconnectState = { phase: 'connecting', errorCount: 0, failingSince: null };

const NONE: SseAction = { type: 'none' };

/** The moment the current failing streak becomes a hard failure, or null when not failing. */
export function sseHardFailureAt(state: SseReconnectState): number | null {
  if (state.failingSince === null || state.phase === 'failed') return null;
  return state.failingSince + SSE_HARD_FAILURE_AFTER_MS;
}

function failed(state: SseReconnectState): SseStep {
  return { state: { ...state, phase: 'failed' }, action: { type: 'hard-failure' } };
}

/**
 * The event-stream reconnect policy of spec 000 §9 as a state machine:
 * - an error retries after 5 s while fewer than 3 errors were counted, then backs off (jitter 0.5, max 30 s);
 * - a heartbeat timeout (72 s without any message) counts as an error and reconnects at once;
 * - 60 s connected without an error resets the counter and ends the failing streak;
 * - failing for 300 s is a hard failure: disconnect for good (the caller shows the reload warning).
 */
export function nextSseStep(state: SseReconnectState, input: SseInput): SseStep {
  if (state.phase === 'failed') return { state, action: NONE };
  switch (input.type) {
    case 'connect':
      return { state: { ...state, phase: 'connecting' }, action: NONE };
    case 'open':
      return { state: { ...state, phase: 'open' }, action: NONE };
    case 'healthy-tick':
      if (state.phase !== 'open') return { state, action: NONE };
      return { state: { phase: 'open', errorCount: 0, failingSince: null }, action: NONE };
    case 'failure-deadline': {
      // Only a stream that is down at the deadline has failed; an open one fails on its next error.
      const deadline = sseHardFailureAt(state);
      if (deadline === null || input.now < deadline || state.phase === 'open') return { state, action: NONE };
      return failed(state);
    }
    case 'heartbeat-timeout':
    case 'error': {
      // A second error while a retry is already pending changes nothing.
      if (state.phase === 'retrying') return { state, action: NONE };
      const failingSince = state.failingSince ?? input.now;
      const counted: SseReconnectState = {
        phase: 'retrying',
        errorCount: state.errorCount + 1,
        failingSince,
      };
      if (input.now - failingSince >= SSE_HARD_FAILURE_AFTER_MS) return failed(counted);
      if (input.type === 'heartbeat-timeout')
        return { state: counted, action: { type: 'reconnect', delayMs: 0 } };
      const delayMs =
        counted.errorCount < SSE_FIXED_RETRY_MAX_ERRORS
          ? SSE_RETRY_DELAY_MS
          : sseBackoffDelay(counted.errorCount, input.random);
      return { state: counted, action: { type: 'reconnect', delayMs } };
    }
  }
}
