// Installs the npm dependencies when they are missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const stale =
    !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
  if (!stale) return;
  console.log('Installing dependencies (npm ci)…');
  const status = run('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (status !== 0) process.exit(status);
}

function newestMtime(dir) {
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdir(current)) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') stack.push(full);
      } else {
        newest = Math.max(newest, statSync(full).mtimeMs);
      }
    }
  }
  return newest;
}

function readdir(dir) {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
}

/** Builds the web app when its output is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web')),
    newestMtime(path.join(root, 'packages/core/src')),
  );
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const status = run('npm', ['run', 'build', '-w', '@parley/web']);
  if (status !== 0) process.exit(status);
}
