import { and, eq, isNull } from 'drizzle-orm';
import type { DbHandle } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { ListenConnection } from '../../../platform/realtime/listen-connection.ts';
import { sweepReservationTimeouts } from '../reservations/sweep-reservation-timeouts.ts';
import { tasks } from '../routing.tables.ts';
import { runDispatchPass } from './dispatch.ts';
import { onDispatchRequest, ROUTING_CHANNEL } from './dispatch-signal.ts';

/** The periodic sweep: timeouts due, and any brand with waiting work a trigger may have missed. */
export const ROUTING_SWEEP_INTERVAL_MS = 1_000;
/**
 * After a pass found tasks waiting but no agent for any of them, the brand's next pass waits this
 * long: a busy contact centre creating tasks faster than agents free up would otherwise rerun full
 * passes back to back for nothing. Capacity that frees meanwhile is used at the end of the wait.
 */
export const STUCK_BACKOFF_MS = 50;

export type RoutingEngineLog = { error(details: object, message: string): void };

export type RoutingEngine = {
  /** Asks for a dispatch pass of the brand (coalesced with any already asked for). */
  kick(brandId: string): void;
  /** One sweep now: timeouts due, then a dispatch of every brand with waiting tasks. */
  sweep(): Promise<void>;
  /** Resolves when no pass is running or asked for (tests, the benchmark). */
  idle(): Promise<void>;
  /** Passes run and reservations they created since start. */
  stats(): { passes: number; offered: number };
  stop(): Promise<void>;
};

/**
 * The dispatcher of one server process (docs/routing.md "The engine"). Passes are started one at a
 * time; kicks that arrive meanwhile are coalesced per brand, so a burst of new tasks is offered in a
 * few batched passes. Every pass is serialised per brand, across processes too, by an advisory lock:
 * the next pass is started as soon as the previous one sends its write, and its lock (taken on the
 * server) waits for that commit, so a pass's read always sees the previous pass's offers while the
 * round trips of the two overlap. Passes finish, and deliver their events, in the order they started.
 */
export async function startRoutingEngine(options: {
  database: DbHandle;
  bus: EventBus;
  log?: RoutingEngineLog;
  sweepIntervalMs?: number;
}): Promise<RoutingEngine> {
  const { database, bus } = options;
  const { db } = database;
  const log = options.log ?? { error: (details, message) => console.error(message, details) };
  const dirty = new Set<string>();
  let loop: Promise<void> | null = null;
  // Passes that have sent their write and not finished yet; `lastPass` finishes after all of them.
  const writing = new Set<Promise<void>>();
  let lastPass: Promise<void> = Promise.resolve();
  let sweeping: Promise<void> | null = null;
  let stopped = false;
  let passes = 0;
  let offered = 0;
  const backoffUntil = new Map<string, number>();
  const backoffTimers = new Map<string, NodeJS.Timeout>();

  async function runPasses(): Promise<void> {
    while (dirty.size > 0 && !stopped) {
      const [brandId] = dirty;
      if (brandId === undefined) break;
      dirty.delete(brandId);
      const wait = (backoffUntil.get(brandId) ?? 0) - Date.now();
      if (wait > 0) {
        if (!backoffTimers.has(brandId)) {
          const retry = setTimeout(() => {
            backoffTimers.delete(brandId);
            kick(brandId);
          }, wait);
          backoffTimers.set(brandId, retry);
        }
        continue;
      }
      let wrote: () => void = () => {};
      const sentWrite = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      const previous = lastPass;
      const pass = runDispatchPass(db, bus, { brandId, onWrite: () => wrote() });
      const finished = pass
        .then(async (result) => {
          // In start order: a pass's events are delivered after the previous pass's.
          await previous;
          // The pass stored its events with its offers; they are delivered now that it has committed.
          result.deliver();
          passes += 1;
          offered += result.offered;
          if (result.stuck) backoffUntil.set(brandId, Date.now() + STUCK_BACKOFF_MS);
          else backoffUntil.delete(brandId);
          if (result.more) kick(brandId);
        })
        .catch(async (error: unknown) => {
          await previous;
          // A failed pass (a deadlock victim, a lost connection) is retried by the next sweep.
          log.error({ err: error, brandId }, 'routing dispatch failed');
        });
      lastPass = finished;
      writing.add(finished);
      void finished.finally(() => writing.delete(finished));
      // The next pass may start once this one has sent its write (its lock waits for the commit).
      await Promise.race([sentWrite, finished]);
    }
  }

  function kick(brandId: string): void {
    if (stopped) return;
    dirty.add(brandId);
    if (loop) return;
    loop = (async () => {
      try {
        // Let the kicks of the same tick gather into one pass.
        await new Promise((resolve) => setImmediate(resolve));
        await runPasses();
      } finally {
        // runPasses returns only with nothing asked for (or stopped): the next kick starts a new loop.
        loop = null;
      }
    })();
  }

  async function sweepOnce(): Promise<void> {
    try {
      let more = true;
      while (more && !stopped) more = (await sweepReservationTimeouts(db, bus)).more;
      const waiting = await db
        .selectDistinct({ brandId: tasks.brandId })
        .from(tasks)
        .where(and(eq(tasks.status, 'pending'), isNull(tasks.liveReservationSid)));
      for (const { brandId } of waiting) kick(brandId);
    } catch (error) {
      log.error({ err: error }, 'routing sweep failed');
    }
  }

  function sweep(): Promise<void> {
    sweeping ??= sweepOnce().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  const stopListening: Array<() => Promise<void> | void> = [onDispatchRequest(db, kick)];
  if (database.kind === 'pglite') {
    stopListening.push(await database.pglite.listen(ROUTING_CHANNEL, (brandId) => kick(brandId)));
  } else {
    const listener = new ListenConnection({
      connectionString: database.connectionString,
      channel: ROUTING_CHANNEL,
      onNotify: (brandId) => kick(brandId),
      // Notifications sent while disconnected are lost: the sweep finds what they announced.
      onConnected: () => void sweep(),
      onError: (error) => log.error({ err: error }, 'routing listen connection'),
    });
    await listener.start();
    stopListening.push(() => listener.close());
  }
  const timer = setInterval(() => void sweep(), options.sweepIntervalMs ?? ROUTING_SWEEP_INTERVAL_MS);
  timer.unref();
  // Whatever waited or timed out while no engine ran (a restart) is handled at once.
  void sweep();

  async function idle(): Promise<void> {
    while (loop || sweeping || writing.size > 0) {
      await Promise.all([loop, sweeping, lastPass]);
    }
  }

  return {
    kick,
    sweep,
    idle,
    stats: () => ({ passes, offered }),
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const backoff of backoffTimers.values()) clearTimeout(backoff);
      for (const stop of stopListening) await stop();
      await Promise.all([loop, sweeping]);
      await lastPass;
    },
  };
}
