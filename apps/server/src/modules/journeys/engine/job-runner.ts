import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { readBatch } from './batch-reads.ts';
import type { ClaimedJob } from './claimed-job.ts';
import type { EngineDeps } from './engine-deps.ts';
import { engineRows } from './engine-sql.ts';
import { ENGINE_TEXTS } from './engine-texts.ts';
import { ENTRY_PRIORITY } from './enter-journey.ts';
import { failJobRun, runJob } from './run-job.ts';
import type { RunLedger } from './run-ledger.ts';
import { onJourneyJobsDue } from './runner-signal.ts';

// The journey job runner (docs/decisions/journey-job-queue.md): due jobs are claimed in batches with
// FOR UPDATE SKIP LOCKED and deleted in the transaction that runs them and writes everything they do
// (steps, runs, tasks, outbox rows, next jobs), committed once. Several servers share the table: SKIP
// LOCKED hands each a different batch. On PGlite (one session) the same SQL is a plain ordered claim.
// Set-based (docs/journeys.md "The runner, set-based"): the batch reads its runs, steps, contacts and
// trees in a few statements (batch-reads.ts), its jobs write to a ledger (run-ledger.ts) written in
// one statement per table at the end. The jobs run without savepoints; when one throws, the batch is
// rolled back and run again with each job in a savepoint, so the failing one is put back alone.

/** Attempts of a job before it is dead and its run ends `failed`. */
export const MAX_JOB_ATTEMPTS = 5;
/** Retry after 10 s × 2ⁿ, at most an hour (the decision's backoff). */
export const JOB_RETRY_BASE_MS = 10_000;
export const JOB_RETRY_MAX_MS = 3_600_000;
/** The runner sleeps at most this long between polls (docs/decisions/journey-job-queue.md "Waking up"). */
export const RUNNER_MAX_SLEEP_MS = 250;

const IDLE_PAUSE_MS = 20;

export type RunnerOptions = {
  /** Jobs per transaction: large on PostgreSQL; small on PGlite, whose one session other requests share. */
  batchSize: number;
  retryBaseMs?: number;
  /** The clock (tests). */
  now?: () => Date;
};

type JobRow = {
  id: number | string;
  brand_id: string;
  kind: string;
  key: string;
  journey_id: string | null;
  run_id: string | null;
  node_id: string | null;
  version: number | null;
  payload: Record<string, unknown> | null;
  due_at: Date | string;
  attempts: number;
};

function toJob(row: JobRow): ClaimedJob {
  return {
    id: Number(row.id),
    brandId: row.brand_id,
    kind: row.kind,
    key: row.key,
    journeyId: row.journey_id,
    runId: row.run_id,
    nodeId: row.node_id,
    version: row.version,
    payload: row.payload,
    dueAt: new Date(row.due_at),
    attempts: row.attempts,
  };
}

/**
 * Due jobs, oldest first: the work of contacts in flight (priority 0: timers, their next steps)
 * before entries (priority 1), each by journey_jobs_due (priority, due_at), so a flood of entries never
 * makes the contacts already in a journey late (docs/journeys.md "The runner, set-based").
 */
async function claimDueJobs(tx: DbExecutor, limit: number, now: Date): Promise<ClaimedJob[]> {
  const claimed: ClaimedJob[] = [];
  for (const priority of [0, ENTRY_PRIORITY]) {
    if (claimed.length >= limit) break;
    const rows = await engineRows<JobRow>(
      tx,
      sql`delete from journey_jobs where (brand_id, id) in (
          select brand_id, id from journey_jobs
          where dead_at is null and priority = ${priority} and due_at <= ${now}
          order by due_at limit ${limit - claimed.length} for update skip locked)
        returning id, brand_id, kind, key, journey_id, run_id, node_id, version, payload, due_at, attempts`,
    );
    // Oldest first, as claimed (RETURNING keeps no order).
    claimed.push(...rows.map(toJob).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id));
  }
  return claimed;
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1_000);
}

/**
 * A job that threw (its savepoint rolled back): back in the table with one more attempt, due after
 * the backoff; after the last attempt it stays dead (dead_at, never claimed again) and its run ends
 * `failed` with the error on the node's step.
 */
function recordJobFailure(
  ledger: RunLedger,
  job: ClaimedJob,
  error: unknown,
  now: Date,
  retryBaseMs: number,
) {
  const attempts = job.attempts + 1;
  const message = messageOf(error);
  const dead = attempts >= MAX_JOB_ATTEMPTS;
  const dueAt = dead
    ? now
    : new Date(now.getTime() + Math.min(retryBaseMs * 2 ** (attempts - 1), JOB_RETRY_MAX_MS));
  ledger.enqueue({ ...job, dueAt, attempts, lastError: message, deadAt: dead ? now : null });
  if (dead) failJobRun(ledger, job, ENGINE_TEXTS.jobFailed(attempts, message), now);
}

/** A job threw while its batch ran without savepoints: the batch is run again, each job in one. */
class JobThrew extends Error {
  constructor(
    readonly job: ClaimedJob,
    readonly original: unknown,
  ) {
    super(`journey job ${job.key} threw`);
  }
}

type BatchAttempt = { claimed: number; afterCommit: Array<() => Promise<void>> };

async function attemptBatch(
  deps: EngineDeps,
  options: RunnerOptions,
  now: Date,
  savepoints: boolean,
): Promise<BatchAttempt> {
  const retryBaseMs = options.retryBaseMs ?? JOB_RETRY_BASE_MS;
  return deps.db.transaction(async (tx) => {
    const claimed = await claimDueJobs(tx, options.batchSize, now);
    const batch = await readBatch(tx, claimed, now);
    const { ledger } = batch;
    const afterCommit: Array<() => Promise<void>> = [];
    for (const job of batch.jobs) {
      const effects: Array<() => Promise<void>> = [];
      const scope = { tx, deps, batch, now, afterCommit: effects, deferContactWrites: !savepoints };
      if (!savepoints) {
        try {
          await runJob(scope, job);
        } catch (error) {
          throw new JobThrew(job, error);
        }
        afterCommit.push(...effects);
        continue;
      }
      const checkpoint = ledger.checkpoint();
      try {
        await tx.transaction((savepoint) => runJob({ ...scope, tx: savepoint }, job));
        afterCommit.push(...effects);
      } catch (error) {
        ledger.rollbackTo(checkpoint);
        deps.log.error({ err: error, job: job.key }, 'journey job failed');
        recordJobFailure(ledger, job, error, now, retryBaseMs);
      }
    }
    await ledger.flush(tx);
    return { claimed: claimed.length, afterCommit };
  });
}

/**
 * Claims and runs one batch of due jobs in one transaction (see above). Returns how many were claimed.
 */
export async function runJobBatch(deps: EngineDeps, options: RunnerOptions): Promise<number> {
  const now = options.now?.() ?? new Date();
  let attempt: BatchAttempt;
  try {
    attempt = await attemptBatch(deps, options, now, false);
  } catch (error) {
    if (!(error instanceof JobThrew)) throw error;
    attempt = await attemptBatch(deps, options, now, true);
  }
  for (const effect of attempt.afterCommit) {
    try {
      await effect();
    } catch (error) {
      deps.log.error({ err: error }, 'journey step after-commit effect failed');
    }
  }
  return attempt.claimed;
}

/** The earliest due time of a live job, or null when there is none (one index lookup per priority). */
async function nextDueAt(db: DbExecutor): Promise<Date | null> {
  const [row] = await engineRows<{ due_at: Date | string | null }>(
    db,
    sql`select least(
        (select min(due_at) from journey_jobs where dead_at is null and priority = 0),
        (select min(due_at) from journey_jobs where dead_at is null and priority = ${ENTRY_PRIORITY})) as due_at`,
  );
  return row?.due_at ? new Date(row.due_at) : null;
}

export type JobRunner = { stop(): Promise<void> };

/**
 * The loop: batches while they come back full; otherwise sleeps until the earliest due job, at most
 * RUNNER_MAX_SLEEP_MS, or until this process enqueues a job (runner-signal.ts). Errors are logged and
 * the loop goes on after a sleep.
 */
export function startJobRunner(deps: EngineDeps, options: RunnerOptions): JobRunner {
  let running = true;
  let wake: (() => void) | null = null;
  let woken = false;
  const stopSignal = onJourneyJobsDue(() => {
    woken = true;
    wake?.();
  });
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const loop = (async () => {
    while (running) {
      try {
        woken = false;
        const claimed = await runJobBatch(deps, options);
        if (claimed >= options.batchSize || !running) continue;
        const next = await nextDueAt(deps.db);
        const now = options.now?.() ?? new Date();
        const wait = next ? Math.max(0, next.getTime() - now.getTime()) : RUNNER_MAX_SLEEP_MS;
        // Due jobs another server holds (SKIP LOCKED) are not ours to spin on: a short pause.
        const pause = claimed === 0 ? Math.max(wait, IDLE_PAUSE_MS) : wait;
        if (pause > 0) await sleep(Math.min(pause, RUNNER_MAX_SLEEP_MS));
      } catch (error) {
        if (!running) break;
        deps.log.error({ err: error }, 'journey job runner');
        await sleep(RUNNER_MAX_SLEEP_MS);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      wake?.();
      stopSignal();
      await loop;
    },
  };
}
