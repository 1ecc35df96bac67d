import type { FastifyBaseLogger } from 'fastify';
import type { SseHub, StreamOwner } from './sse-hub.ts';

/**
 * Which of these streams' sessions no longer hold: ended, expired, idle, their user deactivated or
 * their roles changed. Returns those session ids (docs/security/sessions.md "Event streams").
 */
export type StreamSessionCheck = (owners: readonly StreamOwner[]) => Promise<ReadonlySet<string>>;

/** Half a second between checks: a stream outlives its session by at most about that plus a query. */
export const DEFAULT_SESSION_SWEEP_MS = 500;

/**
 * Re-checks the sessions of the open streams on a timer and closes those that no longer hold. This is
 * what closes a stream whose session ended in another process, or by time (expiry, idle timeout);
 * a revocation in this process closes its streams at once (session-revocations.ts). Returns stop.
 */
export function startSessionSweep(
  hub: SseHub,
  options: { check: StreamSessionCheck; everyMs: number; log: FastifyBaseLogger },
): () => void {
  let running = false;
  let failing = false;
  const sweep = async () => {
    const owners = hub.owners();
    if (running || owners.length === 0) return;
    running = true;
    try {
      const ended = await options.check(owners);
      if (ended.size > 0) hub.closeWhere((owner) => ended.has(owner.sessionId));
      failing = false;
    } catch (error) {
      // Once per outage, not twice a second: the streams stay as they are until a check succeeds.
      if (!failing) options.log.warn({ err: error }, 'event stream session check failed');
      failing = true;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
