import type { FastifyInstance } from 'fastify';

/**
 * A background worker of the app (the reporting rollups, the email outbox and mailboxes): `pass`
 * runs when the app is ready (what piled up while no server ran is taken first), then every
 * `intervalMs`, never two at once; a failed pass is logged and the next one tries again; the worker
 * stops, its running pass awaited, before the database closes. `isStopped` lets a long pass end early.
 */
export function registerIntervalWorker(
  app: FastifyInstance,
  options: { name: string; intervalMs: number; pass: (isStopped: () => boolean) => Promise<void> },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const isStopped = () => stopped;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        await options.pass(isStopped);
      } catch (error) {
        app.log.error({ err: error }, `${options.name} failed`);
      } finally {
        running = null;
      }
    })();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
