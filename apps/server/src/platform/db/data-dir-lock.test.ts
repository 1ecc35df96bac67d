import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, type LockOwner } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

// Issue 11 item 12: one process owns an embedded data directory; the others refuse, naming it and the
// owner; a lock left by a killed owner is taken over. The other processes are real ones (node + tsx).

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const childScript = path.join(import.meta.dirname, 'data-dir-lock.child.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'parley-lock-'));
const children: ChildProcess[] = [];
let dirCount = 0;

type ChildReport = { acquired: boolean; pid?: number; ownerPid?: number | null };
type ChildRun = {
  child: ChildProcess;
  report: ChildReport;
  exit: Promise<{ code: number | null; stderr: string }>;
};

function newDataDir(): string {
  dirCount += 1;
  return path.join(scratch, `data-${dirCount}`);
}

/** Starts the child on `dataDir` and waits for its first line: whether it took the lock. */
function startChild(dataDir: string, ...args: string[]): Promise<ChildRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, ...args], {
    cwd: repoRoot,
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve({ child, report: JSON.parse(stdout.slice(0, newline)), exit });
    });
    void exit.then(({ code }) => reject(new Error(`child exited (${code}) before reporting: ${stderr}`)));
  });
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (!child.pid) throw new Error('no pid');
  return child.pid;
}

function writeLock(dataDir: string, owner: Partial<LockOwner>): void {
  const bootId = existsSync('/proc/sys/kernel/random/boot_id')
    ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    : null;
  const full: LockOwner = {
    pid: 1,
    hostname: hostname(),
    bootId,
    startTicks: null,
    program: 'main.ts',
    startedAt: new Date().toISOString(),
    ...owner,
  };
  writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(full), { flag: 'w' });
}

function lockOwnerPid(dataDir: string): number {
  return JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid;
}

afterEach(async () => {
  for (const child of children.splice(0)) await killed(child);
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second process, naming the directory and the owner, until the owner releases it', async () => {
    const dataDir = newDataDir();
    const owner = await startChild(dataDir);
    expect(owner.report).toEqual({ acquired: true, pid: owner.child.pid });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    const refusal = await acquireDataDirLock(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).owner?.pid).toBe(owner.child.pid);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain(`process ${owner.child.pid}`);
    await killed(owner.child);

    // Taken over from the killed owner; now this process owns it and a child is refused.
    const lock = await acquireDataDirLock(dataDir);
    expect(lockOwnerPid(dataDir)).toBe(process.pid);
    const second = await startChild(dataDir);
    expect(second.report).toEqual({ acquired: false, ownerPid: process.pid });
    const { code, stderr } = await second.exit;
    expect(code).toBe(3);
    expect(stderr).toContain(`The embedded database in ${dataDir} is in use by process ${process.pid}`);

    lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const third = await startChild(dataDir, '--release');
    expect(third.report.acquired).toBe(true);
    expect((await third.exit).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second open in the same process, and the lock goes with a process that exits', async () => {
    const dataDir = newDataDir();
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow('is already open in this process');
    lock.release();
    lock.release(); // twice is harmless
    (await acquireDataDirLock(dataDir)).release();

    // process.exit() without releasing: the 'exit' handler removes the lock file.
    const exiting = await startChild(dataDir, '--exit');
    expect(exiting.report.acquired).toBe(true);
    expect((await exiting.exit).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock whose owner is gone: dead pid, another boot, a reused pid, this process's own pid", async () => {
    const dataDir = newDataDir();
    const cases: Partial<LockOwner>[] = [
      { pid: await deadPid() },
      { pid: process.ppid, bootId: 'another-boot' },
    ];
    if (existsSync(`/proc/${process.ppid}/stat`)) cases.push({ pid: process.ppid, startTicks: '1' });
    // A restarted container's server often gets its predecessor's pid: ours, but we do not hold it.
    cases.push({ pid: process.pid });
    for (const stale of cases) {
      (await acquireDataDirLock(dataDir)).release();
      writeLock(dataDir, stale);
      const lock = await acquireDataDirLock(dataDir);
      expect(lockOwnerPid(dataDir)).toBe(process.pid);
      lock.release();
    }
  });

  it('keeps a lock whose owner may be alive: a live pid started then, a process on another host', async () => {
    const dataDir = newDataDir();
    (await acquireDataDirLock(dataDir)).release();
    const parentStat = `/proc/${process.ppid}/stat`;
    if (existsSync(parentStat)) {
      const stat = readFileSync(parentStat, 'utf8');
      const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      writeLock(dataDir, { pid: process.ppid, startTicks });
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`is in use by process ${process.ppid}`);
    }
    writeLock(dataDir, { pid: await deadPid(), hostname: 'elsewhere.example' });
    const refusal = await acquireDataDirLock(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain('on host elsewhere.example');
    expect((refusal as Error).message).toContain(`delete ${path.join(dataDir, LOCK_FILE)}`);
    // An unreadable lock is being written by someone: held while young.
    writeFileSync(path.join(dataDir, LOCK_FILE), '');
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow('is being written');
  });

  it('lets exactly one of several processes take over a stale lock at once', async () => {
    const dataDir = newDataDir();
    (await acquireDataDirLock(dataDir)).release();
    writeLock(dataDir, { pid: await deadPid() });
    const runs = await Promise.all([1, 2, 3, 4].map(() => startChild(dataDir)));
    const winners = runs.filter((run) => run.report.acquired);
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]?.child.pid;
    for (const loser of runs.filter((run) => !run.report.acquired)) {
      expect(loser.report.ownerPid).toBe(winnerPid);
    }
    expect(lockOwnerPid(dataDir)).toBe(winnerPid);
  });

  it('is taken by openDatabase on an embedded data directory and released by close()', async () => {
    const dataDir = newDataDir();
    const owner = await startChild(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`is in use by process ${owner.child.pid}`);
    // Refused before PGlite touched the directory.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    await killed(owner.child);

    const database = await openDatabase({ dataDir });
    expect(lockOwnerPid(dataDir)).toBe(process.pid);
    await database.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // Creating a new PGlite directory takes seconds, many more on a busy machine.
  }, 90_000);
});
