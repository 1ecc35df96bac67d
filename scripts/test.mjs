// `npm test`: install what is missing (npm packages; Debian's Chromium for browser tests and its mail
// servers for the email tests), then run
// every check: typecheck, lint, unit and component tests, server integration tests on PGlite and,
// when DATABASE_URL is set, on PostgreSQL too, a production build, and the browser tests.
import { existsSync } from 'node:fs';
import { ensureDependencies, ensureWebBuild, run } from './ensure-deps.mjs';

const CHROMIUM = '/usr/bin/chromium';
// The real mail server the email channel's IMAP + SMTP mailbox is tested against
// (apps/server/src/test/mail-server.ts): Postfix delivering to Dovecot over LMTP.
const MAIL_SERVER = {
  files: ['/usr/sbin/postfix', '/usr/sbin/dovecot', '/usr/lib/dovecot/lmtp'],
  packages: ['dovecot-imapd', 'dovecot-lmtpd', 'postfix'],
};

/** Debian's Chromium (browser tests) and mail servers (email tests), installed as root when missing. */
function ensureDebianPackages() {
  const needChromium = !existsSync(CHROMIUM);
  const needMail = MAIL_SERVER.files.some((file) => !existsSync(file));
  if (!needChromium && !needMail) return;
  if (process.getuid?.() !== 0) {
    if (needMail)
      console.warn(
        `The email tests need a mail server; they are skipped until it is installed as root:\n` +
          `  sudo apt-get install -y ${MAIL_SERVER.packages.join(' ')}`,
      );
    if (!needChromium) return;
    console.error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it as root:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n' +
        'then run npm test again.',
    );
    process.exit(1);
  }
  const packages = [
    ...(needChromium ? ['chromium', 'fonts-liberation'] : []),
    ...(needMail ? MAIL_SERVER.packages : []),
  ];
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) process.exit(1);
  if (run('apt-get', ['install', '-y', '-qq', ...packages], { env }) !== 0) process.exit(1);
}

ensureDependencies();
ensureDebianPackages();

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
