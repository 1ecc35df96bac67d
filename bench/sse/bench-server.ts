// The server side of the SSE bench: the real bus and SSE route on a bare Fastify, with a stand-in
// for the auth module that takes the user from a header (every connection is brand `bench`).
import Fastify, { type FastifyInstance } from 'fastify';
import { type DbHandle, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { createTestDatabase } from '../../apps/server/src/platform/db/test-database.ts';
import { createEventBus } from '../../apps/server/src/platform/realtime/create-event-bus.ts';
import type { RawEventBus as EventBus } from '../../apps/server/src/platform/realtime/event-bus.ts';
import { createPostgresBus } from '../../apps/server/src/platform/realtime/postgres-bus.ts';
import { registerSseRoutes } from '../../apps/server/src/platform/realtime/sse-routes.ts';

export const BENCH_BRAND_ID = '00000000-0000-4000-8000-00000000b0b0';
export const BENCH_BRAND_SLUG = 'bench';

export type BenchServer = {
  app: FastifyInstance;
  url: string;
  bus: EventBus;
  engine: DbHandle['kind'];
  /** On PostgreSQL, a bus on a second pool: publishes as another server process would. */
  remoteBus: EventBus | null;
  close(): Promise<void>;
};

export async function startBenchServer(): Promise<BenchServer> {
  // A fresh database: PGlite in memory, or a throwaway one on the server DATABASE_URL points at.
  const handle = await createTestDatabase();
  const bus = createEventBus(handle);
  await bus.start();

  let remote: { handle: DbHandle; bus: EventBus } | null = null;
  if (handle.kind === 'postgres') {
    const remoteHandle = await openDatabase({ databaseUrl: handle.connectionString, poolSize: 2 });
    if (remoteHandle.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const remoteBus = createPostgresBus(remoteHandle);
    await remoteBus.start();
    remote = { handle: remoteHandle, bus: remoteBus };
  }

  const app = Fastify({ logger: false });
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const userId = request.headers['x-bench-user'];
    request.session =
      typeof userId === 'string'
        ? {
            sessionId: userId,
            brandId: BENCH_BRAND_ID,
            brandSlug: BENCH_BRAND_SLUG,
            userId,
            email: 'agent@bench.test',
            roles: ['agent'],
          }
        : null;
  });
  registerSseRoutes(app, { bus });
  // The default accept backlog (511) would drop SYNs under a burst of connections.
  const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });

  return {
    app,
    url: `${url}/api/sse/${BENCH_BRAND_SLUG}`,
    bus,
    engine: handle.kind,
    remoteBus: remote?.bus ?? null,
    async close() {
      await app.close();
      await remote?.bus.close();
      await remote?.handle.close();
      await bus.close();
      await handle.close();
    },
  };
}
