import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../platform/db/database.ts';
import { ROLLUP_BATCH, rollUpFinishedTasks } from './roll-up-tasks.ts';

/** How often the rollup worker looks for finished tasks (the dashboard is at most this far behind). */
export const ROLLUP_INTERVAL_MS = 2_000;

/**
 * The rollup worker in the app (docs/reporting.md "Rollups"): started when the app is ready (what
 * finished while no server ran is taken first), a pass every ROLLUP_INTERVAL_MS that goes on while
 * batches come back full, stopped before the database closes.
 */
export function registerReportingRollups(app: FastifyInstance, options: { database: DbHandle }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        while (!stopped && (await rollUpFinishedTasks(options.database.db)) === ROLLUP_BATCH) {
          // A full batch: more are waiting.
        }
      } catch (error) {
        app.log.error({ err: error }, 'reporting rollups failed');
      } finally {
        running = null;
      }
    })();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, ROLLUP_INTERVAL_MS);
    timer.unref();
    pass();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
