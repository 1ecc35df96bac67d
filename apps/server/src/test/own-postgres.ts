import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A PostgreSQL server of the test's own (never the machine's shared one on 5432): initdb into a
// temporary directory, started, crashed (`pg_ctl stop -m immediate`) and started again by the test.

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** Why this machine cannot run a PostgreSQL of its own, or null when it can. */
export function ownPostgresUnavailable(): string | null {
  if (!existsSync(path.join(POSTGRES_BIN, 'initdb'))) return `no PostgreSQL 15 binaries in ${POSTGRES_BIN}`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      return 'running as root and there is no postgres user to run initdb as';
    }
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type OwnPostgres = {
  url: string;
  port: number;
  start(): void;
  /** A crash: every backend is killed at once, nothing is shut down cleanly. */
  crash(): void;
  remove(): void;
};

/** initdb refuses to run as root: as root, everything runs as the postgres user. */
function run(command: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const file = asRoot ? 'runuser' : path.join(POSTGRES_BIN, command);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(POSTGRES_BIN, command), ...args] : args;
  return execFileSync(file, argv, { stdio: 'pipe', encoding: 'utf8', timeout: 30_000 });
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-own-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // A test database: speed over durability of the disk (a crash of the server, not of the machine).
    '-c fsync=off',
    '-c max_connections=30',
  ].join(' ');
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '20', 'start']);
  };
  const crash = () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    crash,
    remove() {
      try {
        crash();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
