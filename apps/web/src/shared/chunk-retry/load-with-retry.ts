import { CHUNK_LOAD_RETRIES, CHUNK_RETRY_EXPONENT_BASE } from '@parley/core/common/limits';

// spec 000 §2 and §9: a failed page-chunk load is retried 5 times, waiting 2^(7+i) ms before
// retry i (128, 256, 512, 1024, 2048 ms), each retry cache-busting the chunk URL.

export function chunkRetryDelayMs(retryIndex: number): number {
  return 2 ** (CHUNK_RETRY_EXPONENT_BASE + retryIndex);
}

/** Every try of a page chunk failed. `cause` is the last failure. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly attempts: number;

  constructor(cause: unknown, attempts: number) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The page could not be loaded after ${attempts} attempts: ${reason}`, { cause });
    this.attempts = attempts;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

export type Wait = (ms: number) => Promise<void>;

const waitWithTimer: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`; on failure waits and calls `retry` (given the last error and the retry index)
 * up to CHUNK_LOAD_RETRIES times. Throws ChunkLoadError when every try failed.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  retry: (lastError: unknown, retryIndex: number) => Promise<T>,
  wait: Wait = waitWithTimer,
): Promise<T> {
  let lastError: unknown;
  try {
    return await load();
  } catch (error) {
    lastError = error;
  }
  for (let retryIndex = 0; retryIndex < CHUNK_LOAD_RETRIES; retryIndex++) {
    await wait(chunkRetryDelayMs(retryIndex));
    try {
      return await retry(lastError, retryIndex);
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(lastError, CHUNK_LOAD_RETRIES + 1);
}
