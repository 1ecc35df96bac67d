import { type SQL, sql } from 'drizzle-orm';
import { requestDispatch } from '../../apps/server/src/modules/routing/dispatch/dispatch-signal.ts';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';

type Row = { n: number };

/**
 * An unnamed statement: PostgreSQL plans it for its parameters and the tables' current size each
 * time. A named (prepared) statement would keep the generic plan it chose while the tables were
 * empty — a join that reads every task of the brand — for the rest of the run.
 */
async function rows(db: DbExecutor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * Agents simulated in bulk (the default): every tick, every pending offer of the brand is accepted and
 * every task accepted longer than `holdMs` ago is completed, in two statements that keep the engine's
 * invariants (task and reservation statuses, capacity, idle time) but publish nothing. Capacity frees
 * as with real agents while the benchmark's CPU goes to the engine it measures: task creation,
 * dispatch and the events of both. ROUTING_BENCH_AGENTS_MODE=use-cases runs the real accept and complete.
 */
export function startBulkAgents(options: {
  db: DbExecutor;
  brandId: string;
  holdMs: number;
  tickMs: number;
  onProgress: (accepted: number, completed: number) => void;
  onError: (error: unknown) => void;
}): { stop(): Promise<void> } {
  const { db, brandId } = options;
  let running: Promise<void> | null = null;
  async function tick(): Promise<void> {
    const [accepted] = await rows(
      db,
      sql`
        with accepted as (
          update reservations set status = 'accepted', accepted_at = now(), updated_at = now(), timeout_at = null
          where brand_id = ${brandId} and status = 'pending'
          returning task_sid, user_id, worker_sid
        ), assigned as (
          update tasks as t set status = 'accepted', assigned_user_id = accepted.user_id,
                 assigned_worker_sid = accepted.worker_sid, accepted_at = now(), updated_at = now()
          from accepted where t.brand_id = ${brandId} and t.sid = accepted.task_sid
          returning t.sid
        )
        select count(*)::int as n from assigned`,
    );
    const [completed] = await rows(
      db,
      sql`
        with done as (
          update reservations set status = 'completed', ended_at = now(), updated_at = now()
          where brand_id = ${brandId} and status = 'accepted'
            and accepted_at < now() - make_interval(secs => ${options.holdMs / 1000})
          returning task_sid, user_id
        ), finished as (
          update tasks as t set status = 'completed', live_reservation_sid = null, ended_at = now(), updated_at = now()
          from done where t.brand_id = ${brandId} and t.sid = done.task_sid
          returning t.sid
        ), locked_workers as (
          -- The dispatcher's locking order (docs/routing.md, Locking order): several worker rows are
          -- always locked in user_id order, so this statement and a dispatch pass cannot deadlock.
          select w.user_id from workers as w
          where w.brand_id = ${brandId} and w.user_id in (select user_id from done)
          order by w.user_id
          for update
        ), idle as (
          update workers as w set idle_since = now()
          where w.brand_id = ${brandId} and w.user_id in (select user_id from locked_workers)
          returning w.user_id
        )
        select count(*)::int as n from finished`,
    );
    const n = Number(completed?.n ?? 0);
    if (n > 0) await requestDispatch(db, brandId);
    options.onProgress(Number(accepted?.n ?? 0), n);
  }
  const timer = setInterval(() => {
    running ??= tick()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.tickMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
