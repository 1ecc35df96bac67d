// `npm test`: install what is missing (npm packages; Debian's Chromium for browser tests), then run
// every check: typecheck, lint, unit and component tests, server integration tests on PGlite and,
// when DATABASE_URL is set, on PostgreSQL too, a production build, and the browser tests.
import { existsSync } from 'node:fs';
import { ensureDependencies, ensureWebBuild, run } from './ensure-deps.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it as root:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n' +
        'then run npm test again.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) process.exit(1);
  if (run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env }) !== 0)
    process.exit(1);
}

ensureDependencies();
ensureChromium();

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
// Tests that measure a latency budget (one user's flood must not delay another past a second) run
// on their own, after the rest, so that other test files running beside them do not take their CPU.
const ALONE = ['apps/server/src/platform/http/fair-share.test.ts'];
const pglite = { PARLEY_TEST_ENGINE: 'pglite', DATABASE_URL: '', TEST_DATABASE_URL: '' };
const postgres = { PARLEY_TEST_ENGINE: 'postgres', TEST_DATABASE_URL: postgresUrl };
const serverTests = [
  'npx',
  'vitest',
  'run',
  '--project',
  'server',
  ...ALONE.map((file) => `--exclude=${file}`),
];
const aloneTests = ['npx', 'vitest', 'run', '--project', 'server', ...ALONE];
const steps = [
  // The printed schema and the web's generated GraphQL types match the server's code (docs/web-api-client.md).
  ['GraphQL contract', ['npm', 'run', 'graphql:check']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit and component tests', ['npx', 'vitest', 'run', '--project', 'core', '--project', 'web']],
  ['server tests on PGlite', serverTests, pglite],
  ['server latency proofs on PGlite, alone', aloneTests, pglite],
];
if (postgresUrl) {
  steps.push(['server tests on PostgreSQL', serverTests, postgres]);
  steps.push(['server latency proofs on PostgreSQL, alone', aloneTests, postgres]);
} else {
  console.log('DATABASE_URL is not set: server tests run on PGlite only.');
}
steps.push(['browser tests', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']]);

let passed = 0;
const failed = [];
const started = Date.now();
for (const [name, [command, ...args], env = {}] of steps) {
  if (name === 'browser tests') ensureWebBuild();
  console.log(`\n=== ${name} ===`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  if (status === 0) passed += 1;
  else failed.push(name);
}
console.log(`\nnpm test finished in ${Math.round((Date.now() - started) / 1000)} s`);
if (failed.length) console.log(`failed: ${failed.join(', ')}`);
console.log(`steps: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
