import { describe, expect, it } from 'vitest';
import {
  chunkRetryDelay,
  fetchRetryDelay,
  initialSseState,
  nextSseStep,
  type SseInput,
  type SseReconnectState,
  sseBackoffDelay,
  sseHardFailureAt,
} from './backoff.ts';

describe('fetchRetryDelay (spec 000 §9: 100 ms × 2^n + 0–150 ms, max 10 s)', () => {
  it('doubles from 100 ms without jitter', () => {
    expect([0, 1, 2, 3, 4].map((n) => fetchRetryDelay(n, 0))).toEqual([100, 200, 400, 800, 1600]);
  });

  it('adds up to 150 ms of jitter', () => {
    expect(fetchRetryDelay(0, 0.5)).toBe(175);
    expect(fetchRetryDelay(2, 0.999)).toBeCloseTo(549.85);
  });

  it('is capped at 10 s', () => {
    expect(fetchRetryDelay(6, 0.9)).toBe(6535);
    expect(fetchRetryDelay(7, 0)).toBe(10_000);
    expect(fetchRetryDelay(20, 0.9)).toBe(10_000);
  });
});

describe('chunkRetryDelay (spec 000 §9: 2^(7+i) ms)', () => {
  it('gives the five delays', () => {
    expect([0, 1, 2, 3, 4].map(chunkRetryDelay)).toEqual([128, 256, 512, 1024, 2048]);
  });
});

describe('sseBackoffDelay (jitter 0.5, max 30 s)', () => {
  it('doubles from 10 s at the third error and stops at 30 s', () => {
    expect([3, 4, 5, 6, 12].map((count) => sseBackoffDelay(count, 0))).toEqual([
      10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('takes up to half of the delay away, never adding to it', () => {
    expect(sseBackoffDelay(3, 1)).toBe(5_000);
    expect(sseBackoffDelay(5, 0.5)).toBe(22_500);
    expect(sseBackoffDelay(9, 0.999_999)).toBeGreaterThan(15_000);
  });
});

function run(state: SseReconnectState, inputs: SseInput[]) {
  let current = state;
  const actions = [];
  for (const input of inputs) {
    const step = nextSseStep(current, input);
    current = step.state;
    actions.push(step.action);
  }
  return { state: current, actions };
}

describe('nextSseStep (spec 000 §9 event-stream policy)', () => {
  it('retries 5 s after the first two errors, then backs off', () => {
    let state = nextSseStep(initialSseState, { type: 'open', now: 0 }).state;
    const delays: number[] = [];
    let now = 1_000;
    for (let i = 0; i < 5; i += 1) {
      const step = nextSseStep(state, { type: 'error', now, random: 0 });
      if (step.action.type !== 'reconnect') throw new Error('expected a reconnect');
      delays.push(step.action.delayMs);
      now += step.action.delayMs;
      state = nextSseStep(step.state, { type: 'connect', now }).state;
    }
    expect(delays).toEqual([5_000, 5_000, 10_000, 20_000, 30_000]);
    expect(state.errorCount).toBe(5);
    expect(state.failingSince).toBe(1_000);
  });

  it('ignores a second error while a retry is already pending', () => {
    const { actions, state } = run(initialSseState, [
      { type: 'error', now: 0, random: 0 },
      { type: 'error', now: 10, random: 0 },
    ]);
    expect(actions[1]).toEqual({ type: 'none' });
    expect(state.errorCount).toBe(1);
  });

  it('reconnects at once on a heartbeat timeout and counts it as an error', () => {
    const step = nextSseStep(
      { phase: 'open', errorCount: 0, failingSince: null },
      { type: 'heartbeat-timeout', now: 72_000 },
    );
    expect(step.action).toEqual({ type: 'reconnect', delayMs: 0 });
    expect(step.state).toEqual({ phase: 'retrying', errorCount: 1, failingSince: 72_000 });
  });

  it('resets the counter and the failing streak after a healthy minute', () => {
    const { state } = run(initialSseState, [
      { type: 'error', now: 0, random: 0 },
      { type: 'connect', now: 5_000 },
      { type: 'error', now: 5_100, random: 0 },
      { type: 'connect', now: 10_100 },
      { type: 'open', now: 10_200 },
      { type: 'healthy-tick', now: 70_200 },
    ]);
    expect(state).toEqual({ phase: 'open', errorCount: 0, failingSince: null });
    expect(nextSseStep(state, { type: 'error', now: 80_000, random: 0 }).action).toEqual({
      type: 'reconnect',
      delayMs: 5_000,
    });
  });

  it('ignores a healthy tick when the stream is not open', () => {
    const retrying: SseReconnectState = { phase: 'retrying', errorCount: 2, failingSince: 0 };
    expect(nextSseStep(retrying, { type: 'healthy-tick', now: 60_000 }).state).toBe(retrying);
  });

  it('fails hard 300 s after the failing streak began while the stream is down', () => {
    const retrying: SseReconnectState = { phase: 'retrying', errorCount: 9, failingSince: 1_000 };
    expect(sseHardFailureAt(retrying)).toBe(301_000);
    expect(nextSseStep(retrying, { type: 'failure-deadline', now: 300_999 }).action).toEqual({
      type: 'none',
    });
    const step = nextSseStep(retrying, { type: 'failure-deadline', now: 301_000 });
    expect(step.action).toEqual({ type: 'hard-failure' });
    expect(step.state.phase).toBe('failed');
    expect(sseHardFailureAt(step.state)).toBeNull();
  });

  it('does not fail an open stream at the deadline, but fails it on its next error', () => {
    const open: SseReconnectState = { phase: 'open', errorCount: 9, failingSince: 0 };
    expect(nextSseStep(open, { type: 'failure-deadline', now: 300_000 }).action).toEqual({ type: 'none' });
    expect(nextSseStep(open, { type: 'error', now: 310_000, random: 0 }).action).toEqual({
      type: 'hard-failure',
    });
  });

  it('stays failed whatever happens next', () => {
    const failed: SseReconnectState = { phase: 'failed', errorCount: 12, failingSince: 0 };
    for (const input of [
      { type: 'open', now: 1 },
      { type: 'connect', now: 1 },
      { type: 'healthy-tick', now: 1 },
      { type: 'error', now: 1, random: 0 },
    ] satisfies SseInput[]) {
      expect(nextSseStep(failed, input)).toEqual({ state: failed, action: { type: 'none' } });
    }
  });
});
