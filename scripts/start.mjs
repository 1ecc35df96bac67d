// `npm start`: install what is missing, build the web app, then run the server, which migrates the
// database, seeds the demo brand on an empty embedded database and serves http://localhost:3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './ensure-deps.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
