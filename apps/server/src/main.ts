import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase, runMigrations } from './platform/db/database.ts';
import { createEventBus } from './platform/events/create-event-bus.ts';
import { DEMO_BRAND, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/seed-demo.ts';

// Start-up: configuration, database, migrations, demo seed, event bus, HTTP. Stops cleanly on signals.
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info(
    { engine: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );
  await runMigrations(database);
  if (config.seedDemo && (await seedDemo(database.db))) {
    log.info(
      { brand: DEMO_BRAND.slug, users: DEMO_USERS.map((user) => user.email), password: DEMO_PASSWORD },
      'seeded the demo brand',
    );
  }
  const bus = createEventBus(database, { onError: (err) => log.error({ err }, 'event bus') });
  await bus.start();
  const app = await buildApp({ config, database, bus, logger: { level: config.logLevel } });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await bus.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Parley is ready on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
