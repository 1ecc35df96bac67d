// Where the email bench's database time goes, seen from this process (pg_stat_statements needs
// shared_preload_libraries, which this machine's server does not load): every node-postgres query
// call is counted as one round trip and, with EMAIL_BENCH_PROFILE=1, timed by its statement text,
// from the call to its answer (the wait behind the same connection's earlier statement included).
import pg from 'pg';

type StatementFigures = { calls: number; totalMs: number; maxMs: number };

const byStatement = new Map<string, StatementFigures>();
let roundTrips = 0;
let profiling = false;

function statementText(first: unknown): string {
  const text =
    typeof first === 'string'
      ? first
      : first && typeof first === 'object' && 'text' in first
        ? String((first as { text: unknown }).text)
        : '?';
  return text.replace(/\s+/g, ' ').trim().slice(0, 140);
}

function record(text: string, startedAt: number): void {
  const ms = performance.now() - startedAt;
  const figures = byStatement.get(text) ?? { calls: 0, totalMs: 0, maxMs: 0 };
  figures.calls += 1;
  figures.totalMs += ms;
  figures.maxMs = Math.max(figures.maxMs, ms);
  byStatement.set(text, figures);
}

/** Wraps pg.Client#query once (before any connection is opened). */
export function instrumentQueries(options: { profile: boolean }): void {
  profiling = options.profile;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    roundTrips += 1;
    const call = clientQuery as (...rest: unknown[]) => unknown;
    if (!profiling) return call.apply(this, args);
    const text = statementText(args[0]);
    const startedAt = performance.now();
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        record(text, startedAt);
        return (callback as (...rest: unknown[]) => unknown)(...results);
      };
      return call.apply(this, args);
    }
    const result = call.apply(this, args);
    if (result instanceof Promise) {
      return result.finally(() => record(text, startedAt));
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

export function roundTripsSoFar(): number {
  return roundTrips;
}

/** Forgets what was timed so far (seeding), so the profile covers the measured run only. */
export function resetProfile(): void {
  byStatement.clear();
}

/** The statements that took the most time in all, per ingested email. */
export function printProfile(emails: number, top = 20): void {
  if (!profiling) return;
  const rows = [...byStatement.entries()].sort((a, b) => b[1].totalMs - a[1].totalMs).slice(0, top);
  console.log('');
  console.log(`statements by time in all (this process's view; ${top} largest, per email):`);
  for (const [text, figures] of rows) {
    console.log(
      `  ${(figures.totalMs / emails).toFixed(2).padStart(7)} ms/email  ${(figures.calls / emails).toFixed(2).padStart(5)} calls/email  avg ${(figures.totalMs / figures.calls).toFixed(2).padStart(6)} ms  max ${figures.maxMs.toFixed(0).padStart(5)} ms  ${text}`,
    );
  }
}
