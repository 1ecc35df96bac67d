import pino from 'pino';
import { adminControlCommands } from './admin-commands.ts';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './platform/config.ts';
import { type ControlServer, startControlServer } from './platform/control/control-server.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { type DbHandle, openDatabase, runMigrations } from './platform/db/database.ts';
import { serializeError } from './platform/http/log-safety.ts';
import { createEventBus } from './platform/realtime/create-event-bus.ts';
import { DEMO_BRAND, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/seed-demo.ts';

// Start-up: configuration, database (the embedded one locked to this process), migrations, demo seed,
// event bus, HTTP, and on the embedded database the CLI's control socket. Stops cleanly on signals.
async function main(): Promise<void> {
  const config = loadConfig();
  // Errors through the app's safe serializer: a failed query's bound values are never printed.
  const log = pino({ level: config.logLevel, serializers: { err: serializeError } });
  const database = await openOwnDatabase(config, log);
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
  // The embedded database is this process's alone: the CLI's commands come through this socket
  // (docs/security/embedded-database.md). On PostgreSQL the CLI connects to the database itself.
  let control: ControlServer | null = null;
  if (database.kind === 'pglite') {
    try {
      control = await startControlServer({
        dataDir: config.dataDir,
        db: database.db,
        log,
        commands: adminControlCommands,
      });
      log.info({ socket: control.socket }, 'control socket open');
    } catch (err) {
      log.error({ err }, 'no control socket: the CLI cannot reach this server');
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await control?.close();
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

/** How long a starting server waits for a CLI that opened the embedded database itself to finish. */
const WAIT_FOR_CLI_MS = 60_000;

async function openOwnDatabase(config: AppConfig, log: pino.Logger): Promise<DbHandle> {
  const deadline = Date.now() + WAIT_FOR_CLI_MS;
  let waiting = false;
  for (;;) {
    try {
      return await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        statementTimeoutMs: config.dbStatementTimeoutMs,
      });
    } catch (error) {
      // A CLI run holds the lock for a few seconds (cli.ts: the script the lock names); anyone else,
      // such as a second server, is refused at once.
      const cli = error instanceof DataDirLockedError && error.owner?.program === 'cli.ts';
      if (!cli || Date.now() > deadline) throw error;
      if (!waiting)
        log.info({ pid: error.owner?.pid }, 'the CLI holds the embedded database: waiting for it');
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

main().catch((error: unknown) => {
  // Another process owns the embedded database: its message says which and what to do.
  console.error(error instanceof DataDirLockedError ? `Error: ${error.message}` : error);
  process.exit(1);
});
