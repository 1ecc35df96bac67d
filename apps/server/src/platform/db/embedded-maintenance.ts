import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { DbHandle } from './database.ts';
import { planTableUpkeep, type TableActivity, type TableUpkeep } from './embedded-maintenance-rules.ts';

export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000;
/** The first pass, soon after start: the database may have been seeded or migrated while no server ran. */
export const EMBEDDED_MAINTENANCE_FIRST_PASS_MS = 5_000;

export type MaintenanceLog = {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
};

export type TableUpkeepDone = TableUpkeep & { ms: number };

type PassOptions = {
  log?: MaintenanceLog | undefined;
  /** A table's failure goes here and the pass goes on; without it the pass throws. */
  onError?: ((error: unknown) => void) | undefined;
  /** Checked before each table: a stopping server ends the pass early. */
  isStopped?: () => boolean;
};

/**
 * Keeps an embedded (PGlite) database analyzed and vacuumed, as autovacuum would: PGlite runs none.
 * Does nothing on PostgreSQL, whose autovacuum is the operator's. One pass soon after start, then one
 * every interval, never two at once; the timers never keep the process alive. The stop function ends
 * the timers and waits for a pass under way (it stops before its next table).
 */
export function startEmbeddedMaintenance(
  database: DbHandle,
  options: {
    intervalMs?: number;
    firstPassMs?: number;
    onError: (error: unknown) => void;
    log?: MaintenanceLog;
  },
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  const { intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS, firstPassMs = EMBEDDED_MAINTENANCE_FIRST_PASS_MS } =
    options;
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopped) return;
    running = runMaintenancePass(database, {
      log: options.log,
      onError: options.onError,
      isStopped: () => stopped,
    })
      .then(() => {})
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstPassMs);
  const timer = setInterval(tick, intervalMs);
  // Housekeeping must never keep a process alive on its own.
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/**
 * One pass: reads the counters of the app's tables, then vacuums or analyzes those past autovacuum's
 * thresholds, one table per statement. PGlite runs on the server's thread, so each statement stalls it
 * for as long as that one table takes; between tables the event loop turns, so requests waiting for
 * the database go first. Returns what was done. On PostgreSQL it does nothing.
 */
export async function runMaintenancePass(
  database: DbHandle,
  options: PassOptions = {},
): Promise<TableUpkeepDone[]> {
  if (database.kind !== 'pglite') return [];
  const started = performance.now();
  const { schema, tables } = await readTableActivity(database.pglite);
  const planned = planTableUpkeep(tables);
  const done: TableUpkeepDone[] = [];
  for (const upkeep of planned) {
    if (options.isStopped?.()) break;
    const tableStarted = performance.now();
    try {
      await database.db.execute(upkeepStatement(schema, upkeep));
    } catch (error) {
      // A table dropped since the counters were read, say: the others still get their turn.
      if (!options.onError) throw error;
      options.onError(error);
      continue;
    }
    const result = { ...upkeep, ms: Math.round(performance.now() - tableStarted) };
    done.push(result);
    options.log?.debug(result, 'embedded database upkeep: table done');
    await nextTurn();
  }
  if (done.length > 0) {
    options.log?.info(
      { tables: done, ms: Math.round(performance.now() - started) },
      'embedded database upkeep: vacuumed or analyzed',
    );
  }
  return done;
}

/** The counters of the tables in the app's schema (the drizzle migrations' own schema is left out). */
async function readTableActivity(pglite: PGlite): Promise<{ schema: string; tables: TableActivity[] }> {
  // Counters are bigint: read as float8 to get numbers.
  const result = await pglite.query<TableActivity & { schema: string }>(`
    select current_schema() as "schema",
           relname as "table",
           n_live_tup::float8 as "liveTuples",
           n_dead_tup::float8 as "deadTuples",
           n_mod_since_analyze::float8 as "modifiedSinceAnalyze",
           n_ins_since_vacuum::float8 as "insertedSinceVacuum"
    from pg_stat_user_tables
    where schemaname = current_schema()
  `);
  return { schema: result.rows[0]?.schema ?? 'public', tables: result.rows };
}

function upkeepStatement(schema: string, upkeep: TableUpkeep): SQL {
  // Names come from the catalog; quoted all the same, and qualified so no other schema's table of the
  // same name (pg_catalog is searched first) can be the one processed.
  const name = sql`${sql.identifier(schema)}.${sql.identifier(upkeep.table)}`;
  return upkeep.action === 'vacuum-analyze' ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`;
}
