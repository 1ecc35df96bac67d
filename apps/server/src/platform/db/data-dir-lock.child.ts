// Another process for data-dir-lock.test.ts: takes the lock on a data directory, says so on stdout as
// one JSON line, then holds it until killed (`--release`: releases it and ends; `--exit`: calls
// process.exit() holding it). When the lock is held by someone else it prints the refusal on stderr
// and exits 3. Usage: node --import tsx data-dir-lock.child.ts <dataDir> [--release | --exit]
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: <dataDir> [--release | --exit]');
try {
  const lock = await acquireDataDirLock(dataDir);
  process.stdout.write(`${JSON.stringify({ acquired: true, pid: process.pid })}\n`);
  if (mode === '--release') lock.release();
  else if (mode === '--exit') process.exit(0);
  else setInterval(() => {}, 60_000);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write(`${JSON.stringify({ acquired: false, ownerPid: error.owner?.pid ?? null })}\n`);
  process.stderr.write(`${error.message}\n`);
  process.exit(3);
}
