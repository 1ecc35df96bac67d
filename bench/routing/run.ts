// Routing benchmark (issue 3): 1,000 agents, 50 queues with skill mixes, 20,000 tasks arriving as
// fast as the engine takes them. Run: node --import tsx bench/routing/run.ts
// With DATABASE_URL (or TEST_DATABASE_URL) it runs on a throwaway PostgreSQL database; without, on
// PGlite in a temporary data directory. Budget (PostgreSQL, 2 cores): ≥ 1,000 assignments/s and
// task-created → reservation-published p99 < 50 ms. See bench/routing/README.md.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { TaskChannel } from '@parley/core/common/channels';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectModules } from '../../apps/server/src/connect-modules.ts';
import { createBrand } from '../../apps/server/src/modules/brands/create-brand.ts';
import { addDefaultBrandPhoneNumber } from '../../apps/server/src/modules/phone-numbers/add-default-brand-phone-number.ts';
import { startRoutingEngine } from '../../apps/server/src/modules/routing/dispatch/routing-engine.ts';
import { createQueue } from '../../apps/server/src/modules/routing/queues/create-queue.ts';
import type { ReservationView } from '../../apps/server/src/modules/routing/reservations/reservation-view.ts';
import { createRoutingRule } from '../../apps/server/src/modules/routing/rules/create-routing-rule.ts';
import { createTask } from '../../apps/server/src/modules/routing/tasks/create-task.ts';
import { createSkill } from '../../apps/server/src/modules/users/create-skill.ts';
import { createUser } from '../../apps/server/src/modules/users/create-user.ts';
import { updateAgentStatus } from '../../apps/server/src/modules/users/update-agent-status.ts';
import { type DbHandle, openDatabase, runMigrations } from '../../apps/server/src/platform/db/database.ts';
import { createEventBus } from '../../apps/server/src/platform/realtime/create-event-bus.ts';
import type { EventBus, StreamEvent } from '../../apps/server/src/platform/realtime/event-bus.ts';
import { startServerCpuSampler } from '../postgres-cpu.ts';
import { startBulkAgents } from './bulk-agents.ts';
import {
  contactPhoneOf,
  type InboundSmsSource,
  seedSimulatorAdmins,
  startInboundSmsSource,
} from './inbound-sms.ts';
import {
  type AgentsToMain,
  CREATED_AT_ATTRIBUTE,
  type MainToAgents,
  type Offer,
  preciseNow,
} from './protocol.ts';
import { createSimulatedAgents } from './simulated-agents.ts';

// As every entry point of the server does before it touches a module (apps/server/src/connect-modules.ts).
connectModules();

const AGENTS = Number(process.env.ROUTING_BENCH_AGENTS ?? 1_000);
const QUEUES = Number(process.env.ROUTING_BENCH_QUEUES ?? 50);
const TASKS = Number(process.env.ROUTING_BENCH_TASKS ?? 20_000);
const SKILLS = 10;
const SKILLS_PER_AGENT = 3;
/** Task creations in flight at once (the conversations service, the simulator, journeys…). */
const CREATE_CONCURRENCY = Number(process.env.ROUTING_BENCH_CREATE_CONCURRENCY ?? 8);
/** "As fast as the engine takes them": producers pause while this many created tasks wait for an offer. */
const MAX_UNOFFERED = Number(process.env.ROUTING_BENCH_MAX_UNOFFERED ?? 32);
/** How long a simulated agent works a task before completing it (uniform, ms). */
const HOLD_MS: [number, number] = [20, 200];
/**
 * How agents are simulated: `bulk` (default) accepts and completes in two statements per tick without
 * events (bulk-agents.ts), so the figures are the engine's; `use-cases` runs POST /conv/tasks/accept
 * and /update's use-cases for every task, events included (in this process, or in a second server
 * process with ROUTING_BENCH_AGENT_PROCESSES=1 on PostgreSQL).
 */
const AGENTS_MODE = process.env.ROUTING_BENCH_AGENTS_MODE === 'use-cases' ? 'use-cases' : 'bulk';
/**
 * Where tasks come from: `create-task` (default) calls routing's createTask in this process (the
 * engine alone); `inbound-sms` sends each task as a contact's first text over HTTP to the Contact
 * Simulator's endpoint of the real app (inbound-sms.ts): what a carrier's text costs end to end.
 */
const SOURCE = process.env.ROUTING_BENCH_SOURCE === 'inbound-sms' ? 'inbound-sms' : 'create-task';
const CHANNELS: TaskChannel[] = ['sms', 'custom-tasks', 'email'];
const BUDGET_ASSIGNMENTS_PER_S = 1_000;
const BUDGET_P99_MS = 50;

const rand = (n: number) => Math.floor(Math.random() * n);

/** The bench database's commits so far (backends report them about once a second). */
async function databaseCommits(db: DbHandle['db']): Promise<number> {
  const result = (await db.execute(
    sql`select xact_commit as commits from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: Array<{ commits: string | number }> };
  return Number(result.rows[0]?.commits ?? 0);
}

/** Counts the statements node-postgres sends: each query() call is one round trip. */
let roundTrips = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  roundTrips += 1;
  return (clientQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The same server with another database name (works for socket URLs such as ?host=/var/run/postgresql). */
function withDatabase(serverUrl: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(serverUrl);
  if (!match) throw new Error(`cannot read the database URL ${serverUrl}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

type BenchDatabase = {
  database: DbHandle;
  url: string | null;
  databaseName: string | null;
  drop: () => Promise<void>;
  engine: string;
};

async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `parley_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    // Diagnostics for this database only, e.g. "log_min_duration_statement=20;jit=off".
    for (const setting of (process.env.ROUTING_BENCH_DB_SETTINGS ?? '').split(';').filter(Boolean)) {
      const [key, value] = setting.split('=');
      await admin.query(`ALTER DATABASE ${name} SET ${key} = '${value}'`);
    }
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
    const drop = async () => {
      if (process.env.ROUTING_BENCH_KEEP_DB === '1') {
        console.log(`kept the database ${name} (ROUTING_BENCH_KEEP_DB=1): drop it when done`);
        return;
      }
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return { database, url, databaseName: name, drop, engine: 'PostgreSQL' };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-routing-bench-'));
  const database = await openDatabase({ dataDir });
  return {
    database,
    url: null,
    databaseName: null,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    engine: 'PGlite',
  };
}

async function seed(database: DbHandle) {
  const { db } = database;
  const brand = await createBrand(
    db,
    {
      slug: `bench-${randomBytes(3).toString('hex')}`,
      name: 'Routing bench',
    },
    { addFirstPhoneNumber: addDefaultBrandPhoneNumber },
  );
  const users: { id: string }[] = [];
  for (let i = 0; i < AGENTS; i += 1) {
    users.push(
      await createUser(db, {
        brandId: brand.id,
        input: { email: `agent${i}@bench.test`, firstName: 'Agent', lastName: String(i), roles: ['agent'] },
      }),
    );
  }
  // Each agent has 3 of 10 skills; queue q asks for q % 3 of them (0, 1 or 2).
  const members = Array.from({ length: SKILLS }, () => [] as string[]);
  for (const user of users) {
    const mine = new Set<number>();
    while (mine.size < SKILLS_PER_AGENT) mine.add(rand(SKILLS));
    for (const skill of mine) members[skill]?.push(user.id);
  }
  for (let skill = 0; skill < SKILLS; skill += 1) {
    await createSkill(db, { brandId: brand.id, name: `skill-${skill}`, userIds: members[skill] ?? [] });
  }
  for (let q = 0; q < QUEUES; q += 1) {
    const requiredSkills = Array.from({ length: q % 3 }, (_, k) => `skill-${(q + k * 3) % SKILLS}`);
    const queue = await createQueue(db, {
      brandId: brand.id,
      input: { friendlyName: `Queue ${q}`, requiredSkills },
    });
    await createRoutingRule(db, {
      brandId: brand.id,
      input: {
        name: `Rule ${q}`,
        queueSid: queue.sid,
        conditions: [{ attribute: 'queueKey', operator: 'equals', value: `q${q}` }],
      },
    });
  }
  for (const user of users) {
    await updateAgentStatus(db, {
      session: {
        sessionId: 'bench',
        brandId: brand.id,
        brandSlug: '',
        userId: user.id,
        email: '',
        roles: ['agent'],
      },
      input: { status: 'Available' },
    });
  }
  return { brandId: brand.id };
}

function startAgentProcess(url: string, brandId: string, onMessage: (message: AgentsToMain) => void) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'agents-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  child.on('message', onMessage);
  const ready = new Promise<void>((resolve) => {
    child.on('message', (message: AgentsToMain) => {
      if (message.type === 'ready') resolve();
    });
  });
  const init: MainToAgents = { type: 'init', databaseUrl: url, brandId, holdMs: HOLD_MS };
  child.send(init);
  return { child, ready };
}

async function main(): Promise<void> {
  const bench = await openBenchDatabase();
  const { database } = bench;
  const agentProcesses =
    AGENTS_MODE === 'use-cases' ? Number(process.env.ROUTING_BENCH_AGENT_PROCESSES ?? 0) : 0;
  const loadAtStart = loadavg()[0] ?? 0;
  try {
    await runMigrations(database);
    const rawBus = createEventBus(database, { onError: (error) => console.error('bus', error) });
    await rawBus.start();
    const setupStarted = performance.now();
    // Seeded with no engine running: agents become available with nothing to offer yet.
    const { brandId } = await seed(database);
    // No ANALYZE here: with tasks and reservations still empty it would make every plan cached
    // during the run (prepared statements, and PostgreSQL's own foreign-key checks of each new
    // reservation) believe they stay empty — sequential scans over the growing tables. Never analyzed,
    // a table gets the planner's ten-page floor and index scans (bench/routing/README.md).
    console.log(
      `seeded ${AGENTS} agents, ${QUEUES} queues and rules in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const latencies: number[] = [];
    /** inbound-sms: when each contact's text was sent (its offer is timed from then). */
    const smsSentAt = new Map<string, number>();
    const offeredTasks = new Set<string>();
    let duplicateOffers = 0;
    let completed = 0;
    let failures = 0;
    let lastOffer = 0;
    const waiters: Array<() => void> = [];
    const wake = () => {
      for (const waiter of waiters.splice(0)) waiter();
    };
    const recordOffer = (taskSid: string, latencyMs: number) => {
      if (offeredTasks.has(taskSid)) duplicateOffers += 1;
      offeredTasks.add(taskSid);
      latencies.push(latencyMs);
      lastOffer = preciseNow();
    };

    let pendingForChild: Offer[] = [];
    let agentProcess: ReturnType<typeof startAgentProcess> | null = null;
    let work: ((offer: Offer) => Promise<void>) | null = null;
    const observe = (event: StreamEvent) => {
      if (event.name === 'reservation.created' && event.userId) {
        const reservation = event.data as ReservationView;
        const createdAt =
          SOURCE === 'inbound-sms'
            ? smsSentAt.get(String(reservation.attributes.contactPhone))
            : Number(reservation.attributes[CREATED_AT_ATTRIBUTE]);
        recordOffer(reservation.taskSid, preciseNow() - (createdAt ?? Number.NaN));
        const offer = {
          userId: event.userId,
          taskSid: reservation.taskSid,
          reservationSid: reservation.sid,
        };
        if (work) void work(offer);
        else if (agentProcess) {
          if (pendingForChild.length === 0) {
            setImmediate(() => {
              const message: MainToAgents = { type: 'offers', offers: pendingForChild };
              pendingForChild = [];
              agentProcess?.child.send(message);
            });
          }
          pendingForChild.push(offer);
        }
        wake();
      }
    };
    const bus: EventBus = {
      ...rawBus,
      async publish(input) {
        const event = await rawBus.publish(input);
        observe(event);
        return event;
      },
      async publishMany(inputs) {
        const events = await rawBus.publishMany(inputs);
        for (const event of events) observe(event);
        return events;
      },
      async publishWithChange(change, inputs, run) {
        const result = await rawBus.publishWithChange(change, inputs, run);
        for (const event of result.events) observe(event);
        return result;
      },
      async storeWithChanges(ctes, inputs, run) {
        const result = await rawBus.storeWithChanges(ctes, inputs, run);
        return {
          ...result,
          deliver: () => {
            result.deliver();
            for (const event of result.events) observe(event);
          },
        };
      },
    };

    let bulk: ReturnType<typeof startBulkAgents> | null = null;
    if (AGENTS_MODE === 'bulk') {
      bulk = startBulkAgents({
        db: database.db,
        brandId,
        holdMs: (HOLD_MS[0] + HOLD_MS[1]) / 2,
        tickMs: 20,
        onProgress: (_accepted, done) => {
          completed += done;
        },
        onError: (error) => {
          failures += 1;
          if (failures < 5) console.error('bulk agents failed', error);
        },
      });
    } else if (agentProcesses > 0 && bench.url) {
      agentProcess = startAgentProcess(bench.url, brandId, (message) => {
        if (message.type !== 'progress') return;
        for (const offer of message.offered) recordOffer(offer.taskSid, offer.latencyMs);
        completed += message.completed;
        failures += message.failures;
        wake();
      });
      await agentProcess.ready;
    } else {
      work = createSimulatedAgents({
        db: database.db,
        bus,
        brandId,
        holdMs: HOLD_MS,
        onCompleted: () => {
          completed += 1;
        },
        onFailure: (error) => {
          failures += 1;
          if (failures < 5) console.error('agent failed', error);
        },
      });
    }
    let sms: InboundSmsSource | null = null;
    let engine: Awaited<ReturnType<typeof startRoutingEngine>> | null = null;
    if (SOURCE === 'inbound-sms') {
      // The app starts its own engine (routing.plugin.ts); a second one here would compete with it.
      const adminEmails = await seedSimulatorAdmins(database, { brandId, count: CREATE_CONCURRENCY });
      sms = await startInboundSmsSource({ database, bus, adminEmails });
    } else {
      engine = await startRoutingEngine({ database, bus });
      await engine.idle();
    }

    let created = 0;
    let inFlight = 0;
    const canCreate = () => inFlight < CREATE_CONCURRENCY && created - offeredTasks.size < MAX_UNOFFERED;
    const agentsWhere =
      AGENTS_MODE === 'bulk'
        ? 'agents simulated in bulk'
        : agentProcess
          ? 'agents through the use-cases in a second server process'
          : 'agents through the use-cases in this process';
    const where = SOURCE === 'inbound-sms' ? `tasks as inbound texts over HTTP, ${agentsWhere}` : agentsWhere;
    console.log(
      `${bench.engine}: ${TASKS} tasks, ${CREATE_CONCURRENCY} creations in flight, ≤ ${MAX_UNOFFERED} waiting, ${where}…`,
    );
    const firstCreate = preciseNow();
    const commitsAtStart = bench.engine === 'PostgreSQL' ? await databaseCommits(database.db) : null;
    const serverCpu = startServerCpuSampler(bench.databaseName);
    const roundTripsAtStart = roundTrips;
    const cpuAtStart = process.cpuUsage();
    while (created < TASKS) {
      if (!canCreate()) {
        await new Promise<void>((resolve) => waiters.push(resolve));
        continue;
      }
      const index = created;
      created += 1;
      inFlight += 1;
      const creating = sms
        ? (() => {
            const contactPhone = contactPhoneOf(index);
            smsSentAt.set(contactPhone, preciseNow());
            return sms.send(contactPhone);
          })()
        : createTask(database.db, bus, {
            brandId,
            channel: CHANNELS[rand(CHANNELS.length)] ?? 'sms',
            priority: rand(3),
            attributes: {
              queueKey: `q${rand(QUEUES)}`,
              title: 'Bench task',
              [CREATED_AT_ATTRIBUTE]: preciseNow(),
            },
          });
      void creating
        .catch((error: unknown) => {
          failures += 1;
          if (failures < 5) console.error('create failed', error);
        })
        .finally(() => {
          inFlight -= 1;
          wake();
        });
    }
    const deadline = Date.now() + 120_000;
    while ((offeredTasks.size < TASKS || completed < TASKS) && Date.now() < deadline && failures === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsedS = (lastOffer - firstCreate) / 1000;
    const nodeCpu = process.cpuUsage(cpuAtStart);
    const serverSeconds = serverCpu.stop();
    const cpuSplit = {
      node: (nodeCpu.user + nodeCpu.system) / 1e6,
      postgres: serverSeconds.all,
      database: serverSeconds.database,
    };
    const runRoundTrips = roundTrips - roundTripsAtStart;
    await bulk?.stop();
    const engineStats = engine?.stats() ?? null;
    await engine?.stop();
    await sms?.close();
    let commits = Number.NaN;
    if (commitsAtStart !== null) {
      // Backends report their counters about once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      commits = (await databaseCommits(database.db)) - commitsAtStart;
    }
    if (agentProcess) {
      const finished = new Promise<void>((resolve) =>
        agentProcess?.child.on(
          'message',
          (message: AgentsToMain) => message.type === 'finished' && resolve(),
        ),
      );
      agentProcess.child.send({ type: 'finish' } satisfies MainToAgents);
      await finished;
    }
    await rawBus.close();

    const sorted = Float64Array.from(latencies).sort();
    const rate = offeredTasks.size / elapsedS;
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const onPostgres = bench.engine === 'PostgreSQL';
    // The budget is the engine's (tasks from createTask, on PostgreSQL); other runs are for comparison.
    const budgeted = onPostgres && SOURCE === 'create-task';
    const verdict = (ok: boolean) =>
      budgeted
        ? ok
          ? 'PASS'
          : 'FAIL'
        : `${ok ? 'within' : 'outside'} (the budget is for createTask on PostgreSQL)`;
    const correct =
      duplicateOffers === 0 && failures === 0 && offeredTasks.size === TASKS && completed === TASKS;
    console.log('');
    console.log(
      `engine             ${bench.engine}, ${where}; load average ${loadAtStart.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
    console.log(
      `tasks              ${TASKS} created, ${offeredTasks.size} offered, ${completed} completed, ${duplicateOffers} offered twice, ${failures} failures`,
    );
    console.log(
      `assignments/s      ${rate.toFixed(0)} (${offeredTasks.size} in ${elapsedS.toFixed(1)} s); budget ≥ ${BUDGET_ASSIGNMENTS_PER_S}: ${verdict(rate >= BUDGET_ASSIGNMENTS_PER_S)}`,
    );
    console.log(
      `${SOURCE === 'inbound-sms' ? 'text sent→published' : 'created→published '} p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms; budget p99 < ${BUDGET_P99_MS} ms: ${verdict(p99 < BUDGET_P99_MS)}`,
    );
    const perTask = (seconds: number) => `${((seconds / TASKS) * 1e6).toFixed(0)} µs`;
    console.log(
      onPostgres
        ? `CPU per task       this process ${perTask(cpuSplit.node)}, PostgreSQL ${perTask(cpuSplit.postgres)} (${cpuSplit.node.toFixed(1)} s and ${cpuSplit.postgres.toFixed(1)} s in ${elapsedS.toFixed(1)} s)`
        : `CPU per task       ${perTask(cpuSplit.node)} (PGlite runs in this process; ${cpuSplit.node.toFixed(1)} s in ${elapsedS.toFixed(1)} s)`,
    );
    if (onPostgres) {
      console.log(
        `PostgreSQL         this database's backends ${perTask(cpuSplit.database)} per task (other users of the server excluded); ${(runRoundTrips / TASKS).toFixed(2)} round trips and ${(commits / TASKS).toFixed(2)} commits per task (all of this process's clients: engine, bus, bench agents)`,
      );
    }
    if (engineStats) {
      console.log(
        `dispatch passes    ${engineStats.passes} in this process, ${(engineStats.offered / Math.max(1, engineStats.passes)).toFixed(1)} offers per pass`,
      );
    }
    console.log(
      `correctness        ${correct ? 'PASS' : 'FAIL'} (every task offered exactly once and completed)`,
    );
    const ok = correct && (!budgeted || (rate >= BUDGET_ASSIGNMENTS_PER_S && p99 < BUDGET_P99_MS));
    process.exitCode = ok ? 0 : 1;
  } finally {
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
