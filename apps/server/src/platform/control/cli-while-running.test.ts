import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/own-postgres.ts';
import { type DatabaseLocation, useRestartableDatabase } from '../../test/restartable-server.ts';
import { type ServerProcess, spawnServer } from '../../test/server-process.ts';
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
let serverLocation: DatabaseLocation;
let env: NodeJS.ProcessEnv;
let server: ServerProcess;

type Run = { code: number | null; stdout: string; stderr: string };

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

/** `npm start`'s server (main.ts) in a child process, on the test's database and data directory. */
const startServer = () => spawnServer(serverLocation, { NODE_ENV: 'production' });

/** The key the CLI printed on its last line. */
function printedKey(run: Run): string {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const key = run.stdout.trim().split('\n').at(-1) ?? '';
  expect(key).toMatch(/^pwk_[0-9a-f]{32}_/);
  return key;
}

async function ingestIdentify(key: string, userId: string): Promise<Response> {
  return fetch(`${server.url}/api/proxy/ingest`, {
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
  const csrf = await fetch(`${server.url}/api/auth/csrf-token`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return fetch(`${server.url}/api/auth/sign-in`, {
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
  serverLocation = { ...where, dataDir };
  // The CLI finds the server (or the database) as the server does: from these two variables.
  env = { ...process.env, PARLEY_DATA_DIR: dataDir, DATABASE_URL: where.databaseUrl ?? '' };
  server = await startServer();
});

afterAll(async () => {
  await server?.kill9();
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
        `Error: The embedded database in ${dataDir} is in use by process ${server.pid} (main.ts`,
      );
    },
  );

  it('keeps what it made across a restart; with no server it opens the database itself', async () => {
    await server.stop();
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
    await server.kill9();
    expect(existsSync(path.join(dataDir, 'parley.lock'))).toBe(true);
    server = await startServer();
    const again = printedKey(await cli('create-write-key', '--brand', 'acme', '--name', 'After a crash'));
    expect((await ingestIdentify(again, 'crm-4')).status).toBe(200);
    expect((await ingestIdentify(key, 'crm-5')).status).toBe(200);
  });
});
