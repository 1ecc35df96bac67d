import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../platform/db/database.ts';
import { registerIntervalWorker } from '../../platform/interval-worker.ts';
import { ROLLUP_BATCH, rollUpFinishedTasks } from './roll-up-tasks.ts';

/** How often the rollup worker looks for finished tasks (the dashboard is at most this far behind). */
export const ROLLUP_INTERVAL_MS = 2_000;

/**
 * The rollup worker in the app (docs/reporting.md "Rollups"): a pass every ROLLUP_INTERVAL_MS that
 * goes on while batches come back full.
 */
export function registerReportingRollups(app: FastifyInstance, options: { database: DbHandle }) {
  registerIntervalWorker(app, {
    name: 'reporting rollups',
    intervalMs: ROLLUP_INTERVAL_MS,
    pass: async (isStopped) => {
      while (!isStopped() && (await rollUpFinishedTasks(options.database.db)) === ROLLUP_BATCH) {
        // A full batch: more are waiting.
      }
    },
  });
}
