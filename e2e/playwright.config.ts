import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests against the real server on a fresh embedded database (so the demo brand is seeded)
// in Debian's Chromium. `npm test` builds apps/web/dist first; the server serves it.

const repoRoot = path.resolve(import.meta.dirname, '..');
const artifactsDir = path.join(import.meta.dirname, '.artifacts');
// E2E_PORT lets two runs (say, CI and a developer) share a machine.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${E2E_PORT}`;

const webDist = path.join(repoRoot, 'apps/web/dist');

// The config is evaluated again in every worker process: the run's directories are chosen once, by
// the main process, and handed to the workers through the environment, so a worker never picks (or
// removes) other ones. PARLEY_E2E_RUN may be set to name the run (two runs on one machine).
//  - data-<time>: a fresh embedded database, so the demo brand is seeded.
//  - web-<time>: a copy of the built web app. The server serves it for the whole run, so a rebuild of
//    apps/web/dist meanwhile (someone working on the app) cannot pull the files from under the tests.
const RUN_VARIABLE = 'PARLEY_E2E_RUN';
// Playwright's workers carry TEST_WORKER_INDEX; the main process does not.
const isMainProcess = process.env.TEST_WORKER_INDEX === undefined;
// Runs of other checkouts' or people's tests may share this folder: only leftovers older than this go.
const STALE_RUN_MS = 3 * 60 * 60 * 1000;
if (isMainProcess && !process.env[RUN_VARIABLE]) process.env[RUN_VARIABLE] = String(Date.now());
if (isMainProcess) prepareRun(process.env[RUN_VARIABLE] as string);

/** A fresh database folder and a copy of the built app for this run; stale leftovers removed. */
function prepareRun(runId: string): void {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @parley/web` (npm test does it) first.');
  }
  mkdirSync(artifactsDir, { recursive: true });
  for (const entry of readdirSync(artifactsDir)) {
    if (!/^(data|web|results)-/.test(entry)) continue;
    const folder = path.join(artifactsDir, entry);
    const own = entry === `data-${runId}` || entry === `web-${runId}`;
    if (own || Date.now() - statSync(folder).mtimeMs > STALE_RUN_MS)
      rmSync(folder, { recursive: true, force: true });
  }
  cpSync(webDist, path.join(artifactsDir, `web-${runId}`), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
}
const run = process.env[RUN_VARIABLE];

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: './specs',
  // Per run: Playwright empties its output folder when a run starts.
  outputDir: path.join(artifactsDir, `results-${run}`),
  // PGlite is one session in one process and the machine has two cores: one browser at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The digest last: CI keeps the end of the output, and it names every failure's first error.
  reporter: process.env.CI
    ? [['list'], ['github'], ['./support/failure-digest-reporter.ts']]
    : [['list'], ['./support/failure-digest-reporter.ts']],
  use: {
    baseURL,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Empty means "not set": always the embedded database, even where CI sets DATABASE_URL.
      DATABASE_URL: '',
      PARLEY_DATA_DIR: path.join(artifactsDir, `data-${run}`),
      WEB_DIST_DIR: path.join(artifactsDir, `web-${run}`),
      PARLEY_DEMO: '1',
      NODE_ENV: 'production',
    },
  },
});
