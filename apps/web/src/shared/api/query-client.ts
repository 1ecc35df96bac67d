import { QueryClient } from '@tanstack/react-query';
import { isAbortError, isApiError } from './api-error.ts';

/** Server data counts as fresh for 30 s: tabs switching back do not refetch everything at once. */
const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * The client already retries failed fetches where an endpoint allows it (spec 000 §8) and has told
 * the user about the failure, so a query retries only once more, and never after an abort, an
 * expired session or any 4xx (the same request would get the same answer).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isAbortError(error)) return false;
  if (isApiError(error)) {
    if (error.kind === 'expired') return false;
    if (error.status !== null && error.status >= 400 && error.status < 500) return false;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetryQuery },
      // A mutation changes state: repeating it is the caller's decision (and the endpoint's retries).
      mutations: { retry: false },
    },
  });
}

/** The app's one QueryClient (the shell mounts it in QueryClientProvider). */
export const queryClient = createQueryClient();
