// Load benchmark (issue 11): 500 agents on one brand working SMS and custom tasks through the real
// HTTP API for five minutes, plus one hostile client sending a 2,000-alias GraphQL document every
// second. Run: node --import tsx bench/load/run.ts (npm run bench:load). See bench/load/README.md.
// Budget: the hostile client raises honest p99 by less than 20 %, and no honest request fails.
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations } from '../../apps/server/src/platform/db/database.ts';
import { type BenchServer, startBenchServer } from './bench-server.ts';
import { startHostileClient } from './hostile-client.ts';
import {
  type AgentsToMain,
  type Counters,
  EMPTY_COUNTERS,
  type MainToAgents,
  type MeasureWindow,
  type Sample,
  type Schedule,
  sleep,
} from './protocol.ts';
import { type MemorySample, printReport } from './report.ts';
import { BENCH_PASSWORD, seedBenchBrand } from './seed.ts';

const numberFromEnv = (name: string, fallback: number) => {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : Number(value);
};

const AGENTS = numberFromEnv('LOAD_BENCH_AGENTS', 500);
const SECONDS = numberFromEnv('LOAD_BENCH_SECONDS', 300);
/** Pairs of windows (honest alone, then with the hostile client): 1 = two phases, each half of the run. */
const WINDOW_PAIRS = Math.max(1, numberFromEnv('LOAD_BENCH_WINDOWS', 1));
const WARMUP_SECONDS = numberFromEnv('LOAD_BENCH_WARMUP_SECONDS', Math.min(15, Math.max(5, SECONDS / 10)));
/** New tasks per second, all processes together: one per 50 agents (10/s for 500). */
const TASKS_PER_SECOND = numberFromEnv('LOAD_BENCH_TASKS_PER_SECOND', AGENTS / 50);
const SMS_SHARE = numberFromEnv('LOAD_BENCH_SMS_SHARE', 0.6);
const CONTACTS = numberFromEnv('LOAD_BENCH_CONTACTS', 300);
const AGENT_PROCESSES = Math.max(1, numberFromEnv('LOAD_BENCH_AGENT_PROCESSES', AGENTS >= 100 ? 2 : 1));
const SIGN_IN_CONCURRENCY = numberFromEnv('LOAD_BENCH_SIGN_IN_CONCURRENCY', 4);
const HOSTILE_ALIASES = numberFromEnv('LOAD_BENCH_HOSTILE_ALIASES', 2_000);
const HOSTILE_TIMEOUT_MS = numberFromEnv('LOAD_BENCH_HOSTILE_TIMEOUT_MS', 10_000);
const REQUEST_TIMEOUT_MS = numberFromEnv('LOAD_BENCH_REQUEST_TIMEOUT_MS', 30_000);
const DRAIN_MS = 45_000;
const BUDGET_P99_RAISE_PERCENT = 20;

/** The same server with another database name (works for socket URLs such as ?host=/var/run/postgresql). */
function withDatabase(serverUrl: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(serverUrl);
  if (!match) throw new Error(`cannot read the database URL ${serverUrl}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

type BenchDatabase = { engine: string; serverEnv: Record<string, string>; drop: () => Promise<void> };

/** A fresh database: a new one on the PostgreSQL server DATABASE_URL names, else PGlite in a temp dir. */
async function createBenchDatabase(): Promise<
  BenchDatabase & { open: () => ReturnType<typeof openDatabase> }
> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `parley_load_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    return {
      engine: 'PostgreSQL',
      serverEnv: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url }),
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-load-bench-'));
  return {
    engine: 'PGlite',
    // An empty DATABASE_URL means "not set": the embedded database in the bench's directory.
    serverEnv: { DATABASE_URL: '', PARLEY_DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Warm-up, then the windows: honest alone and with the hostile client, alternating. */
function makeSchedule(start: number): Schedule {
  const windowMs = (SECONDS * 1000) / (2 * WINDOW_PAIRS);
  // Work the hostile client started may outlive its window: the next honest window waits it out.
  const gapMs = HOSTILE_TIMEOUT_MS + 5_000;
  const windows: MeasureWindow[] = [];
  let at = start + WARMUP_SECONDS * 1000;
  for (let pair = 0; pair < WINDOW_PAIRS; pair += 1) {
    if (pair > 0) at += gapMs;
    windows.push({ index: windows.length, hostile: false, start: at, end: at + windowMs });
    at += windowMs;
    windows.push({ index: windows.length, hostile: true, start: at, end: at + windowMs });
    at += windowMs;
  }
  return { trafficStart: start, windows, trafficEnd: at };
}

function waitFor<T extends AgentsToMain['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<AgentsToMain, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: AgentsToMain) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      // The discriminant was just checked; TypeScript cannot narrow a generic type parameter by it.
      resolve(message as Extract<AgentsToMain, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`an agent process exited with ${code}`)));
  });
}

/** Each agent holds its event stream and a keep-alive socket or two, on both ends of this machine. */
function checkFileLimit(): void {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  const needed = AGENTS * 4 + 500;
  if (Number.isFinite(limit) && limit < needed) {
    throw new Error(`ulimit -n is ${limit}; raise it to ${needed} or more (e.g. ulimit -n 20000)`);
  }
}

async function main(): Promise<void> {
  checkFileLimit();
  const loadAtStart = loadavg()[0] ?? 0;
  const database = await createBenchDatabase();
  const children: ChildProcess[] = [];
  let server: BenchServer | null = null;
  try {
    const seedStarted = performance.now();
    const handle = await database.open();
    let seeded: Awaited<ReturnType<typeof seedBenchBrand>>;
    try {
      await runMigrations(handle);
      seeded = await seedBenchBrand(handle.db, {
        agents: AGENTS,
        admins: AGENT_PROCESSES,
        contacts: CONTACTS,
      });
    } finally {
      await handle.close();
    }
    console.log(
      `${database.engine}: seeded ${AGENTS} agents, ${AGENT_PROCESSES} contact-side admins, a hostile agent and ${CONTACTS} contacts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const logFile = path.join(tmpdir(), `parley-load-bench-${process.pid}.log`);
    // Per-address limits see one address per browser (see README "Client addresses"); TRUST_PROXY off
    // is the realistic default: no proxy stands between these clients and the server.
    server = await startBenchServer({
      env: { ...database.serverEnv, PARLEY_DEMO: '0', TRUST_PROXY: process.env.TRUST_PROXY ?? '0' },
      logFile,
    });
    console.log(`server ${server.baseUrl} (pid ${server.pid}), log ${logFile}`);

    const honest: Sample[] = [];
    const signInStarted = performance.now();
    const perProcess = Math.ceil(AGENTS / AGENT_PROCESSES);
    for (let index = 0; index < AGENT_PROCESSES; index += 1) {
      const child = fork(path.join(import.meta.dirname, 'agents-process.ts'), [], {
        execArgv: ['--import', 'tsx'],
      });
      children.push(child);
      child.on('message', (message: AgentsToMain) => {
        // A contact's conversation ended in another process: its owner may open a new one.
        if (message.type === 'contact-free') {
          const owner = children[seeded.contactPhones.indexOf(message.phone) % AGENT_PROCESSES];
          owner?.send({ type: 'contact-free', phone: message.phone } satisfies MainToAgents);
        }
      });
      const admin = seeded.admins[index];
      if (!admin) throw new Error('missing contact-side admin');
      child.send({
        type: 'init',
        processIndex: index,
        processes: AGENT_PROCESSES,
        baseUrl: server.baseUrl,
        password: BENCH_PASSWORD,
        agents: seeded.agents.slice(index * perProcess, (index + 1) * perProcess),
        admin,
        contactPhones: seeded.contactPhones,
        tasksPerSecond: TASKS_PER_SECOND / AGENT_PROCESSES,
        smsShare: SMS_SHARE,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        signInConcurrency: SIGN_IN_CONCURRENCY,
      } satisfies MainToAgents);
    }
    const ready = await Promise.all(children.map((child) => waitFor(child, 'ready')));
    const signedIn = ready.reduce((sum, message) => sum + message.signedIn, 0);
    const hostile = await startHostileClient({
      baseUrl: server.baseUrl,
      email: seeded.hostile.email,
      password: BENCH_PASSWORD,
      aliases: HOSTILE_ALIASES,
      timeoutMs: HOSTILE_TIMEOUT_MS,
      signInRecord: (sample) => honest.push(sample),
    });
    console.log(
      `${signedIn} of ${AGENTS} agents signed in, desk loaded, stream open, Available in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s (${ready.reduce((sum, message) => sum + message.failed, 0)} failed)`,
    );

    const schedule = makeSchedule(Date.now() + 500);
    const windowSeconds = SECONDS / (2 * WINDOW_PAIRS);
    console.log(
      `traffic: ${TASKS_PER_SECOND} tasks/s (${Math.round(SMS_SHARE * 100)} % SMS), warm-up ${WARMUP_SECONDS} s, then ${WINDOW_PAIRS === 1 ? `${windowSeconds} s honest alone and ${windowSeconds} s with the hostile client` : `${WINDOW_PAIRS} × (${windowSeconds} s honest, ${windowSeconds} s with the hostile client)`}…`,
    );
    for (const child of children) child.send({ type: 'start', schedule } satisfies MainToAgents);

    const memory: MemorySample[] = [];
    const runningServer = server;
    const memoryTimer = setInterval(() => memory.push({ at: Date.now(), rss: runningServer.rss() }), 1_000);
    for (const window of schedule.windows.filter((candidate) => candidate.hostile)) {
      await sleep(window.start - Date.now());
      await hostile.run(window.end);
    }
    await sleep(schedule.trafficEnd - Date.now());
    const reports = await Promise.all(
      children.map((child) => {
        const report = waitFor(child, 'report');
        child.send({ type: 'finish', drainMs: DRAIN_MS } satisfies MainToAgents);
        return report;
      }),
    );
    clearInterval(memoryTimer);
    memory.push({ at: Date.now(), rss: server.rss() });
    hostile.close();

    const counters: Counters = { ...EMPTY_COUNTERS };
    for (const report of reports) {
      honest.push(...report.samples);
      for (const key of Object.keys(counters) as (keyof Counters)[]) counters[key] += report.counters[key];
    }
    const ok = printReport({
      title: `Load bench: ${database.engine}, ${signedIn} agents in ${AGENT_PROCESSES} process(es), ${TASKS_PER_SECOND} tasks/s; hostile: ${HOSTILE_ALIASES} aliases of myContacts { total } every second, client timeout ${HOSTILE_TIMEOUT_MS / 1000} s; load average ${loadAtStart.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
      windows: schedule.windows,
      honest,
      hostile: hostile.samples,
      counters,
      openAtEnd: reports.reduce((sum, report) => sum + report.openAtEnd, 0),
      memory,
      serverErrorLines: server.errorLines(),
      budgetP99RaisePercent: BUDGET_P99_RAISE_PERCENT,
    });
    process.exitCode = ok && signedIn === AGENTS ? 0 : 1;
  } finally {
    for (const child of children) if (child.connected) child.disconnect();
    await server?.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
