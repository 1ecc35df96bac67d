import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRestartableDatabase } from '../../test/restartable-server.ts';
import { testEngine } from '../db/test-database.ts';

// Issue 11 item 12, as an operator sees it: `npm start` in one terminal, `npm run parley -- …` in
// another. The real server and the real CLI run as child processes; on the embedded database the CLI
// reaches the server over its control socket, on PostgreSQL it connects to the database itself.

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const location = useRestartableDatabase('cli_running');
const embedded = testEngine() === 'pglite';
// The first start migrates a new database: on a busy 2-core machine that can take a minute.
vi.setConfig({ hookTimeout: 120_000 });
let dataDir: string;
let baseUrl: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | null = null;

type Run = { code: number | null; stdout: string; stderr: string };

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function runNode(script: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: repoRoot, env: { ...env, ...extraEnv }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

const cli = (...args: string[]) => runNode('apps/server/src/cli.ts', args);

/** `npm start`'s server (main.ts) in a child process; resolves once /api/health answers. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (health?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

async function stopServer(signal: NodeJS.Signals): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** The key the CLI printed on its last line. */
function printedKey(run: Run): string {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const key = run.stdout.trim().split('\n').at(-1) ?? '';
  expect(key).toMatch(/^pwk_[0-9a-f]{32}_/);
  return key;
}

async function ingestIdentify(key: string, userId: string): Promise<Response> {
  return fetch(`${baseUrl}/api/proxy/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'identify',
      userId,
      traits: { firstName: 'Ada', email: `${userId}@example.com` },
    }),
  });
}

/** Signs in like the web app: CSRF cookie and header, then the credentials. */
async function signIn(username: string, password: string): Promise<Response> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf-token`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
      cookie: `parley_csrf=${csrfToken}`,
    },
    body: JSON.stringify({ username, password }),
  });
}

beforeAll(async () => {
  const where = location();
  dataDir = where.dataDir ?? mkdtempSync(path.join(tmpdir(), 'parley-cli-running-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    PARLEY_DATA_DIR: dataDir,
    DATABASE_URL: where.databaseUrl ?? '',
    PARLEY_DEMO: '0',
    LOG_LEVEL: 'warn',
  };
  server = await startServer();
});

afterAll(async () => {
  await stopServer('SIGKILL');
  if (!location().dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`the CLI while the server runs on ${testEngine()}`, () => {
  let key = '';

  it('creates a brand, its admin and a write key that the running server accepts at once', async () => {
    const brand = await cli('create-brand', '--slug', 'acme', '--name', 'Acme Inc');
    expect(brand).toMatchObject({ code: 0, stderr: '' });
    expect(brand.stdout).toMatch(/^Created brand acme \(Acme Inc\), id [0-9a-f-]{36}\n$/);

    const user = await cli(
      'create-user',
      ...['--brand', 'acme', '--email', 'ops@acme.example', '--first-name', 'Olga'],
      ...['--role', 'admin', '--password', 'a long secret'],
    );
    expect(user).toMatchObject({ code: 0, stderr: '' });
    expect(user.stdout).toContain('Created user ops@acme.example in acme');
    expect((await signIn('ops@acme.example', 'a long secret')).status).toBe(200);

    key = printedKey(await cli('create-write-key', '--brand', 'acme', '--name', 'Shop'));
    const ingest = await ingestIdentify(key, 'crm-1');
    expect(ingest.status).toBe(200);
    expect(await ingest.json()).toMatchObject({ success: true, accepted: 1, results: [{ created: true }] });
  });

  it('refuses bad input naming the option, and exits non-zero', async () => {
    const [badSlug, unknownBrand] = await Promise.all([
      cli('create-brand', '--slug', 'Bad Slug', '--name', 'x'),
      cli('create-write-key', '--brand', 'nobody'),
    ]);
    expect(badSlug).toMatchObject({ code: 1, stdout: '' });
    expect(badSlug.stderr).toBe('Error: --slug must be 1-48 lower-case letters, digits or dashes\n');
    expect(unknownBrand).toMatchObject({ code: 1, stdout: '' });
    expect(unknownBrand.stderr).toBe('Error: brand "nobody" does not exist (--brand)\n');
  });

  it.skipIf(!embedded)(
    'refuses a second server on the same data directory, naming it and the owner',
    async () => {
      const second = await runNode('apps/server/src/main.ts', [], { PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `Error: The embedded database in ${dataDir} is in use by process ${server?.pid} (main.ts`,
      );
    },
  );

  it('keeps what it made across a restart; with no server it opens the database itself', async () => {
    await stopServer('SIGTERM');
    if (embedded) {
      expect(existsSync(path.join(dataDir, 'parley.lock'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'control', 'parley.sock'))).toBe(false);
    }
    const offlineKey = printedKey(await cli('create-write-key', '--brand', 'acme'));
    server = await startServer();
    expect((await ingestIdentify(key, 'crm-2')).status).toBe(200);
    expect((await ingestIdentify(offlineKey, 'crm-3')).status).toBe(200);
    expect((await signIn('ops@acme.example', 'a long secret')).status).toBe(200);
  });

  it.skipIf(!embedded)('after kill -9 the next server takes the lock and the socket over', async () => {
    await stopServer('SIGKILL');
    expect(existsSync(path.join(dataDir, 'parley.lock'))).toBe(true);
    server = await startServer();
    const again = printedKey(await cli('create-write-key', '--brand', 'acme', '--name', 'After a crash'));
    expect((await ingestIdentify(again, 'crm-4')).status).toBe(200);
    expect((await ingestIdentify(key, 'crm-5')).status).toBe(200);
  });
});
