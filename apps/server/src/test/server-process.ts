import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './own-postgres.ts';
import type { DatabaseLocation } from './restartable-server.ts';

// Crash tests (issue 11): the real server (`main.ts`, as `npm start` runs it) in a child process on
// a database that outlives it (restartable-server.ts), so a test can kill it with SIGKILL at any
// moment — no close hook, no graceful shutdown — and start another on the same database.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(repoRoot, 'apps/server/src/main.ts');
// A first start migrates a new database: on a busy 2-core machine that can take over a minute.
const READY_TIMEOUT_MS = 90_000;

/**
 * A crash test starts the server two or three times (a few seconds each on an idle machine, over ten
 * on a 2-core machine that runs other suites too), so it gets more than restart tests' 90 s.
 */
export const CRASH_TEST_TIMEOUT_MS = 180_000;

export type ServerProcess = {
  url: string;
  pid: number;
  /** kill -9: the process dies where it stands. Resolves once it has exited. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts. Resolves once it has exited. */
  stop(): Promise<void>;
  /** What it printed (stdout and stderr), for failure messages. */
  output(): string;
};

const running = new Set<ChildProcess>();

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Kills the servers a failed test left running (useRestartableDatabase does, before removing the database). */
export async function killServerProcesses(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
}

/**
 * Starts `main.ts` on `location` (PGlite data directory or PostgreSQL URL) on a free port of
 * 127.0.0.1, without the demo brand, and resolves once /api/health answers.
 */
export async function spawnServer(
  location: DatabaseLocation,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // SERVER_NODE_ARGS: extra Node flags for the server (a bench's --cpu-prof, which NODE_OPTIONS refuses).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', MAIN], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // Empty forces the embedded database (config.ts).
      DATABASE_URL: location.databaseUrl ?? '',
      PARLEY_DATA_DIR: location.dataDir ?? '',
      PARLEY_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server exited before it was ready (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid ?? 0,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      if (child.exitCode !== 0)
        throw new Error(`the server did not stop cleanly (${child.exitCode}):\n${output}`);
    },
    output: () => output,
  };
}
