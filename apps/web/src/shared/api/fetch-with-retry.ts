import { fetchRetryDelay } from '@parley/core/common/backoff';
import { ApiAbortError, isAbortError } from './api-error.ts';

/** The answer of a fetch, or the sign that there was none (a failed fetch after every retry). */
export type FetchOutcome = { kind: 'response'; response: Response } | { kind: 'network'; cause: unknown };

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiAbortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * fetch with the spec's retry rule (spec 000 §8, §9): only a failed fetch (the TypeError fetch
 * throws when no response came) is retried, only `retries` times, after 100 ms × 2^n + 0–150 ms.
 * An abort rejects with ApiAbortError at once, also while waiting to retry.
 */
export async function fetchWithRetry(url: string, init: RequestInit, retries: number): Promise<FetchOutcome> {
  const signal = init.signal ?? undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { kind: 'response', response: await fetch(url, init) };
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw new ApiAbortError();
      if (!(error instanceof TypeError) || attempt >= retries) return { kind: 'network', cause: error };
    }
    await sleep(fetchRetryDelay(attempt, Math.random()), signal);
  }
}
