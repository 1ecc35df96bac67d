// bench/journeys (issue 13 "Bench"): N contacts (100,000 by default) enter a six-node journey through the
// real ingest endpoint of a real server process; the journey's one-minute delay runs on a clock 60 times
// faster (JOURNEY_DELAY_SCALE). Halfway the server is killed with SIGKILL and started again; the run then
// checks that no contact was lost and no step or effect happened twice. Prints steps per second (before
// the kill, and overall), delay lateness p50 / p99 (before the kill) and the server's memory.
// Budget on this 2-core machine (PostgreSQL): ≥ 2,000 steps/s, lateness p99 < 1 s, zero lost, zero twice.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:journeys
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type ServerProcess, spawnServer } from '../../apps/server/src/test/server-process.ts';
import { processCpuSeconds, startServerCpuSampler } from '../postgres-cpu.ts';
import { openBenchDatabase } from '../segments/bench-database.ts';
import { insertBenchJourney, STEPS_PER_RUN, TRIGGER_EVENT } from './journey.ts';
import { audit, delayLateness, finishedSteps } from './measure.ts';
import { seedWorld } from './seed.ts';

const CONTACTS = Number(process.env.JOURNEYS_BENCH_CONTACTS ?? 100_000);
const DELAY_SCALE = 60;
const INGEST_BATCH = 500;
const INGEST_CONCURRENCY = 2;
const BUDGET = { stepsPerSecond: 2_000, latenessP99Ms: 1_000 };
/** After the restart, how long the rest may take before the bench gives up. */
const FINISH_TIMEOUT_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function ingestAll(url: string, writeKey: string, profileIds: string[]): Promise<void> {
  const batches: string[][] = [];
  for (let start = 0; start < profileIds.length; start += INGEST_BATCH)
    batches.push(profileIds.slice(start, start + INGEST_BATCH));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] ?? [];
      const response = await fetch(`${url}/api/proxy/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          batch: batch.map((profileId) => ({
            type: 'track',
            profileId,
            event: TRIGGER_EVENT,
            properties: { cart: 42 },
          })),
        }),
      });
      if (response.status !== 200)
        throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: INGEST_CONCURRENCY }, worker));
}

async function main(): Promise<void> {
  if (!(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL))
    throw new Error('bench/journeys runs on PostgreSQL: set DATABASE_URL (see bench/journeys/README.md)');
  const bench = await openBenchDatabase();
  if (bench.engine !== 'PostgreSQL')
    console.log('DATABASE_URL is not set: this run is on PGlite (the budget is for PostgreSQL).');
  const { db } = bench.database;
  if (bench.database.kind !== 'postgres') throw new Error('bench/journeys needs PostgreSQL (DATABASE_URL)');
  const location = { databaseUrl: bench.database.connectionString };
  const expectedSteps = CONTACTS * STEPS_PER_RUN;
  let server: ServerProcess | null = null;
  try {
    console.log(`seeding ${CONTACTS.toLocaleString('en-US')} contacts…`);
    const world = await seedWorld(db, CONTACTS);
    const journeyId = await insertBenchJourney(db, world.brandId);
    const env = { JOURNEY_DELAY_SCALE: String(DELAY_SCALE), LOG_LEVEL: 'error' };
    server = await spawnServer(location, env);
    let peakRss = 0;
    const memory = setInterval(() => {
      if (server) peakRss = Math.max(peakRss, rssMb(server.pid));
    }, 500);

    // Load-independent figures: CPU seconds of the server process and of this database's backends.
    const databaseName = /\/([a-z0-9_]+)(?:\?|$)/.exec(bench.database.connectionString)?.[1] ?? null;
    const postgresCpu = startServerCpuSampler(databaseName);
    const serverCpuAtStart = processCpuSeconds(server.pid);
    const started = Date.now();
    const ingesting = ingestAll(server.url, world.writeKey, world.profileIds);
    let ingestEnded = 0;
    void ingesting.then(() => {
      ingestEnded = Date.now();
    });
    // Halfway: kill -9 wherever the server stands.
    let done = 0;
    while (done < expectedSteps / 2) {
      // Once a second: the count reads every step row, which at 100,000 contacts is not free.
      await sleep(1_000);
      done = await finishedSteps(db, journeyId);
    }
    const serverCpu = processCpuSeconds(server.pid) - serverCpuAtStart;
    const databaseCpu = postgresCpu.stop();
    await server.kill9();
    const killedAt = new Date();
    const beforeKillSeconds = (killedAt.getTime() - started) / 1000;
    const stepsBeforeKill = await finishedSteps(db, journeyId);
    const lateness = await delayLateness(db, journeyId, DELAY_SCALE, killedAt);
    const rssBeforeKill = peakRss;
    console.log(
      `kill -9 after ${beforeKillSeconds.toFixed(1)} s with ${stepsBeforeKill} steps done; restarting`,
    );

    server = await spawnServer(location, env);
    // Ingest requests cut by the kill are sent again (a retry is what a client does; entries are keyed by event).
    await ingesting.catch(async () => {
      await ingestAll(server?.url ?? '', world.writeKey, world.profileIds);
    });
    const finishDeadline = Date.now() + FINISH_TIMEOUT_MS;
    while ((await finishedSteps(db, journeyId)) < expectedSteps && Date.now() < finishDeadline)
      await sleep(500);
    const finishedAt = Date.now();
    await sleep(1_000);
    clearInterval(memory);
    await server.stop();
    server = null;

    const result = await audit(db, world.brandId, journeyId);
    const overallSeconds = (finishedAt - started) / 1000;
    const stepsPerSecond = stepsBeforeKill / beforeKillSeconds;
    const p50 = percentile(lateness, 50);
    const p99 = percentile(lateness, 99);
    const lost = CONTACTS - result.completedRuns;
    const twice =
      result.steps -
      result.distinctSteps +
      (result.texts - result.distinctTextedPhones) +
      (result.tasks - result.distinctTaskRuns) +
      Math.max(0, result.runs - CONTACTS);
    console.log('');
    console.log(
      `bench/journeys on ${bench.engine}: ${CONTACTS.toLocaleString('en-US')} contacts, six nodes, delays ÷ ${DELAY_SCALE}`,
    );
    console.log(
      `  ingest of ${CONTACTS} events: ${ingestEnded ? ((ingestEnded - started) / 1000).toFixed(1) : 'cut by the kill'} s`,
    );
    console.log(
      `  steps/s before the kill: ${stepsPerSecond.toFixed(0)} (budget ≥ ${BUDGET.stepsPerSecond})`,
    );
    console.log(
      `  steps/s overall, kill and restart included: ${(expectedSteps / overallSeconds).toFixed(0)}`,
    );
    console.log(
      `  delay lateness before the kill (${lateness.length} delays): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (budget p99 < ${BUDGET.latenessP99Ms} ms)`,
    );
    const perStep = (seconds: number) => `${((seconds * 1000) / stepsBeforeKill).toFixed(3)} ms`;
    console.log(
      `  CPU per step before the kill: server ${perStep(serverCpu)}, this database's backends ${perStep(databaseCpu.database)} (every PostgreSQL process ${perStep(databaseCpu.all)}); load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `  server memory: peak RSS ${rssBeforeKill.toFixed(0)} MB before the kill, ${peakRss.toFixed(0)} MB overall`,
    );
    console.log(
      `  runs ${result.runs}, completed ${result.completedRuns}, runs missing a step ${result.runsWithoutTheirSteps}`,
    );
    console.log(
      `  steps ${result.steps} (${result.distinctSteps} distinct), texts ${result.texts} to ${result.distinctTextedPhones} phones (gold ${world.goldCount}), tasks ${result.tasks} for ${result.distinctTaskRuns} runs (others ${CONTACTS - world.goldCount}), contacts updated ${result.markedContacts}, jobs left ${result.jobsLeft}`,
    );
    console.log(`  lost ${lost}, done twice ${twice}`);
    const failures = [
      stepsPerSecond < BUDGET.stepsPerSecond ? 'steps/s under budget' : null,
      !(p99 < BUDGET.latenessP99Ms) ? 'lateness p99 over budget' : null,
      lost !== 0 || result.runsWithoutTheirSteps !== 0 ? 'contacts lost' : null,
      twice !== 0 ? 'steps or effects done twice' : null,
      result.texts !== world.goldCount || result.tasks !== CONTACTS - world.goldCount
        ? 'effects missing'
        : null,
      result.markedContacts !== CONTACTS ? 'contacts not updated' : null,
    ].filter((failure) => failure !== null);
    console.log(failures.length === 0 ? 'all budgets met' : `MISSED: ${failures.join('; ')}`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await server?.kill9().catch(() => {});
    await bench.drop();
  }
}

await main();
