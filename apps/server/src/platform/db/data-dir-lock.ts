import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// One process owns the embedded database (issue 11 item 12; docs/security/embedded-database.md).
// PGlite is a single session inside one process: a second process opening the same directory would
// work on its own copy of the pages and each would overwrite the other's writes. Whoever opens the
// data directory first creates `<dataDir>/parley.lock` exclusively (O_CREAT | O_EXCL) with who it is;
// everyone else refuses, unless the owner is provably gone (then the lock is stale and taken over).

export const LOCK_FILE = 'parley.lock';
/** A lock file that does not parse and is older than this was left by a process that died writing it. */
const UNREADABLE_LOCK_GRACE_MS = 5_000;
/** A takeover guard older than this was left by a process that died taking a stale lock over. */
const TAKEOVER_GUARD_STALE_MS = 10_000;
const MAX_ATTEMPTS = 200;

/** Who holds the lock: enough to tell a live owner from a dead one, and to name it in a message. */
export type LockOwner = {
  pid: number;
  hostname: string;
  /** Linux: the kernel's boot id; a lock from another boot is stale whatever its pid. */
  bootId: string | null;
  /** Linux: the owner's start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTicks: string | null;
  /** The script the owner ran (main.ts for the server, cli.ts for the CLI); never its arguments. */
  program: string;
  startedAt: string;
};

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly owner: LockOwner | null;

  constructor(dataDir: string, owner: LockOwner | null, lockPath: string) {
    super(lockedMessage(dataDir, owner, lockPath));
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.owner = owner;
  }
}

export type DataDirLock = {
  readonly path: string;
  readonly owner: LockOwner;
  /** Removes the lock file if it is still ours. Synchronous, so it can run in an 'exit' handler. */
  release(): void;
};

/** Lock files this process holds: a second open of the same directory in one process refuses too. */
const heldHere = new Set<string>();

/**
 * Takes the lock on `dataDir` (created with mode 0700 when missing) or throws DataDirLockedError
 * naming the owner. A lock whose owner is gone is taken over; see ownerIsGone for what "gone" means.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const owner = currentOwner();
  const content = `${JSON.stringify(owner)}\n`;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (tryCreate(lockPath, content)) return holdLock(lockPath, owner, content);
    const existing = readLock(lockPath);
    if (existing === null) continue; // released meanwhile: try again at once
    const stale = isStale(lockPath, existing);
    if (!stale) throw new DataDirLockedError(dataDir, parseOwner(existing.raw), lockPath);
    if (!takeOverStale(lockPath, existing.raw)) await sleep(20);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep racing for it`);
}

/** The owner recorded in the lock file of `dataDir`, or null when there is none (or it is unreadable). */
export function readDataDirLockOwner(dataDir: string): LockOwner | null {
  const existing = readLock(path.join(dataDir, LOCK_FILE));
  return existing ? parseOwner(existing.raw) : null;
}

function tryCreate(lockPath: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o600);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function holdLock(lockPath: string, owner: LockOwner, content: string): DataDirLock {
  heldHere.add(lockPath);
  // process.exit() skips close(): the lock goes with the process all the same. (SIGKILL leaves it
  // behind; the next opener finds its owner dead and takes it over.)
  const onExit = () => releaseIfOurs(lockPath, content);
  process.on('exit', onExit);
  let released = false;
  return {
    path: lockPath,
    owner,
    release() {
      if (released) return;
      released = true;
      process.off('exit', onExit);
      heldHere.delete(lockPath);
      releaseIfOurs(lockPath, content);
    },
  };
}

function releaseIfOurs(lockPath: string, content: string): void {
  // Never remove a lock someone else took (it would then be theirs, e.g. after a wrong takeover).
  if (readLock(lockPath)?.raw !== content) return;
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function readLock(lockPath: string): { raw: string; mtimeMs: number } | null {
  try {
    const mtimeMs = statSync(lockPath).mtimeMs;
    return { raw: readFileSync(lockPath, 'utf8'), mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

const lockOwnerSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  bootId: z.string().nullable().catch(null),
  startTicks: z.string().nullable().catch(null),
  program: z.string().catch('unknown'),
  startedAt: z.string().catch('unknown'),
});

function parseOwner(raw: string): LockOwner | null {
  try {
    const parsed = lockOwnerSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isStale(lockPath: string, existing: { raw: string; mtimeMs: number }): boolean {
  const owner = parseOwner(existing.raw);
  // Unreadable: either being written this very moment (held) or left by a process that died
  // between creating and writing it (stale once it is a few seconds old).
  if (!owner) return Date.now() - existing.mtimeMs > UNREADABLE_LOCK_GRACE_MS;
  return ownerIsGone(lockPath, owner);
}

/**
 * Whether the owner of a lock is provably gone. Pids are reused, so a live pid alone proves nothing:
 * - another host (a data directory on a shared disk): its processes cannot be checked, so the lock
 *   holds until someone who knows removes it;
 * - another boot (Linux boot id): gone;
 * - our own pid but not held by us: gone (a container restarted, its server got the same pid);
 * - no process with that pid (ESRCH): gone; one we may not signal (EPERM) is alive;
 * - a live pid whose start time differs from the recorded one (Linux): the pid was reused, gone.
 * Without /proc (macOS) a reused pid keeps the lock: we refuse rather than risk two writers.
 */
function ownerIsGone(lockPath: string, owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false;
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return true;
  if (owner.pid === process.pid) return !heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return true;
  }
  const startTicks = processStartTicks(owner.pid);
  return owner.startTicks !== null && startTicks !== null && startTicks !== owner.startTicks;
}

/**
 * Removes the stale lock `staleRaw`, under a guard so that two processes taking it over at once cannot
 * remove each other's new lock: only the guard's holder deletes, and only the very content it judged
 * stale. Returns false when another process holds the guard (the caller waits and looks again).
 */
function takeOverStale(lockPath: string, staleRaw: string): boolean {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    removeIfOlderThan(guard, TAKEOVER_GUARD_STALE_MS);
    return false;
  }
  try {
    if (readLock(lockPath)?.raw === staleRaw) unlinkIgnoringMissing(lockPath);
  } finally {
    closeSync(fd);
    unlinkIgnoringMissing(guard);
  }
  return true;
}

function removeIfOlderThan(file: string, ageMs: number): void {
  try {
    if (Date.now() - statSync(file).mtimeMs > ageMs) unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function unlinkIgnoringMissing(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    hostname: hostname(),
    bootId: readBootId(),
    startTicks: processStartTicks(process.pid),
    program: path.basename(process.argv[1] ?? process.argv0),
    startedAt: new Date().toISOString(),
  };
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after its ')'. */
function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function lockedMessage(dataDir: string, owner: LockOwner | null, lockPath: string): string {
  if (!owner)
    return `The embedded database in ${dataDir} is in use by another process (its lock ${lockPath} is being written).`;
  const who = `process ${owner.pid} (${owner.program}, since ${owner.startedAt})`;
  if (owner.hostname !== hostname())
    return `The embedded database in ${dataDir} is in use by ${who} on host ${owner.hostname}. If no Parley process runs there any more, delete ${lockPath}.`;
  if (owner.pid === process.pid)
    return `The embedded database in ${dataDir} is already open in this process.`;
  return `The embedded database in ${dataDir} is in use by ${who}: only one process may open it. Stop that process first (the CLI asks a running server instead).`;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
