import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkRetryDelayMs, isChunkLoadError, loadWithRetry } from './load-with-retry.ts';

describe('loadWithRetry (spec 000 §2, §9: 5 retries, delay 2^(7+i) ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 128, 256, 512, 1024 and 2048 ms before the five retries, then gives up', async () => {
    const start = Date.now();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Page-1.js');
    });
    const retryTimes: number[] = [];
    const retry = vi.fn(async (_lastError: unknown, _retryIndex: number): Promise<string> => {
      retryTimes.push(Date.now() - start);
      throw new TypeError('still failing');
    });

    const result = loadWithRetry(load, retry);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);

    await vi.advanceTimersByTimeAsync(127);
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(10_000);
    await settled;

    expect(load).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledTimes(5);
    expect(retry.mock.calls.map((call) => call[1])).toEqual([0, 1, 2, 3, 4]);
    // Cumulative times: each retry waits its own delay after the previous failure.
    expect(retryTimes).toEqual([128, 384, 896, 1920, 3968]);
    expect(retryTimes.map((time, index) => time - (retryTimes[index - 1] ?? 0))).toEqual([
      128, 256, 512, 1024, 2048,
    ]);
  });

  it('hands each retry the previous error and reports the last one as the cause', async () => {
    const first = new TypeError('first');
    const errors = [
      new TypeError('r0'),
      new TypeError('r1'),
      new TypeError('r2'),
      new TypeError('r3'),
      new TypeError('r4'),
    ];
    const seen: unknown[] = [];
    const result = loadWithRetry(
      async () => {
        throw first;
      },
      async (lastError, retryIndex) => {
        seen.push(lastError);
        throw errors[retryIndex];
      },
    );
    const settled = result.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await settled;

    expect(seen).toEqual([first, ...errors.slice(0, 4)]);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ attempts: 6, cause: errors[4] });
  });

  it('resolves with the first retry that succeeds and stops retrying', async () => {
    const retry = vi.fn(async (_lastError: unknown, retryIndex: number) => {
      if (retryIndex < 2) throw new TypeError('not yet');
      return 'page module';
    });
    const result = loadWithRetry(async () => Promise.reject(new TypeError('offline')), retry);

    await vi.advanceTimersByTimeAsync(128 + 256 + 512);
    await expect(result).resolves.toBe('page module');
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it('does not wait when the first load succeeds', async () => {
    const retry = vi.fn();
    await expect(loadWithRetry(async () => 'ok', retry)).resolves.toBe('ok');
    expect(retry).not.toHaveBeenCalled();
  });

  it('computes the delays of the spec', () => {
    expect([0, 1, 2, 3, 4].map(chunkRetryDelayMs)).toEqual([128, 256, 512, 1024, 2048]);
  });
});
