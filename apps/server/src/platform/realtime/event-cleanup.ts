import type { AppDb } from '../db/database.ts';
import { EVENT_CLEANUP_INTERVAL_MS } from './event-bus.ts';
import { deleteExpiredEvents } from './event-store.ts';

/**
 * Deletes events past retention every interval. Every process runs it; the DELETE is idempotent, so
 * several processes on one database only repeat a cheap indexed no-op. Returns the stop function.
 */
export function startEventCleanup(
  db: AppDb,
  onError: (error: unknown) => void,
  intervalMs: number = EVENT_CLEANUP_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deleteExpiredEvents(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // Housekeeping must never keep a process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
