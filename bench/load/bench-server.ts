// The server under test: `apps/server/src/main.ts` as its own process (as `npm start` runs it), on a
// free port of 127.0.0.1, on the bench's fresh database. Its log goes to a file; its memory is read
// from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from './protocol.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type BenchServer = {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** Resident memory of the server process (bytes), or NaN once it has gone. */
  rss(): number;
  /** Lines the server logged at level error or above, so far. */
  errorLines(): number;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts the server with the bench's environment on top of the caller's: settings the operator
 * passes (rate limits, statement timeouts…) reach the server unchanged unless the bench sets them.
 */
export async function startBenchServer(options: {
  env: Record<string, string>;
  logFile: string;
}): Promise<BenchServer> {
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  let errors = 0;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOAD_BENCH_LOG_LEVEL ?? 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const countErrors = (chunk: Buffer) => {
    log.write(chunk);
    // pino: "level":50 is error, 60 fatal.
    errors += chunk.toString('utf8').match(/"level":(50|60)/g)?.length ?? 0;
  };
  child.stdout?.on('data', countErrors);
  child.stderr?.on('data', countErrors);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}; see ${options.logFile}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 120 s; see ${options.logFile}`);
    }
    await sleep(250);
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    pid,
    logFile: options.logFile,
    rss: () => rssOf(pid),
    errorLines: () => errors,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killed);
      }
      log.end();
    },
  };
}
