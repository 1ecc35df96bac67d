// bench/dialer, mode `server` (bench/dialer/README.md "Mode server"): the server's own campaign runner
// dialing a predictive campaign on PostgreSQL, in real time. The app is built as the server builds it
// (buildApp: the routing engine, the voice timer sweep, the campaign runner, the event handlers start
// with it) on a throwaway database; the brand is seeded through the use-cases (server-seed.ts); the
// simulated contacts answer the calls it places at the Contact Simulator (server-contacts.ts) and the
// simulated agents work the calls through the desk's use-cases (server-agents.ts). After the measured
// window the campaign is paused, what is in flight settles, and the figures are read (server-figures.ts).
import type { DialingMode } from '@parley/core/campaigns/campaign-model';
import {
  type CallOutcomeModel,
  seededRandom,
  talkDurationMs,
} from '@parley/core/campaigns/dialer/call-outcome-model';
import { buildApp } from '../../apps/server/src/app.ts';
import { connectModules } from '../../apps/server/src/connect-modules.ts';
import {
  pauseCampaign,
  startCampaign,
} from '../../apps/server/src/modules/campaigns/change-campaign-state.ts';
import { createSimulatorCarrier } from '../../apps/server/src/platform/carrier/simulator-carrier.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createEventBus } from '../../apps/server/src/platform/realtime/create-event-bus.ts';
import { startServerCpuSampler } from '../postgres-cpu.ts';
import { createSimulatedAgents } from './server-agents.ts';
import { createSimulatedContacts } from './server-contacts.ts';
import { openServerBenchDatabase } from './server-database.ts';
import {
  agentFigures,
  callFigures,
  percentile,
  readDialerState,
  type ServerRow,
  targetFigures,
} from './server-figures.ts';
import { startPassTimer } from './server-passes.ts';
import { createDialerCampaign, seedDialerBrand } from './server-seed.ts';

export type ServerModeOptions = {
  serverUrl: string;
  dialingMode: DialingMode;
  agents: number;
  contacts: number;
  minutes: number;
  timeScale: number;
  seed: number;
  model: CallOutcomeModel;
  wrapMs: number;
  /** The campaign's target abandon rate, percent. */
  targetAbandonPercent: number;
};

/** How long in-flight calls may take to settle after the window (rings, a person waiting for an agent). */
const SETTLE_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

export type ServerRun = {
  row: ServerRow;
  /** The figures from the first predictive pass on (null: it never paced predictively). */
  afterRampUp: ServerRow | null;
  correct: boolean;
  lines: string[];
};

/** One campaign of `dialingMode` on its own throwaway database: seeded, run, measured, dropped. */
export async function runServerCampaign(options: ServerModeOptions): Promise<ServerRun> {
  const wallFrom = performance.now();
  connectModules();
  const bench = await openServerBenchDatabase(options.serverUrl);
  const { database } = bench;
  const failures: unknown[] = [];
  const onFailure = (error: unknown) => {
    failures.push(error);
    if (failures.length <= 5) console.error('  failed:', error);
  };
  // Closed in order (app, bus, database) however the run ends.
  const closing: Array<() => Promise<void>> = [];
  try {
    const bus = createEventBus(database, { onError: onFailure });
    await bus.start();
    closing.unshift(() => bus.close());
    const seeded = await seedDialerBrand(database.db, options);
    const campaignId = await createDialerCampaign(database.db, seeded, options);
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'error',
    });
    // The app as the server runs it; ready() starts what its plugins start (no port is needed).
    const app = await buildApp({ config, database, bus, logger: false });
    closing.unshift(() => app.close());
    await app.ready();
    const deps = { db: database.db, bus, carrier: createSimulatorCarrier() };
    const random = seededRandom(options.seed);
    const contacts = createSimulatedContacts({
      deps,
      brandId: seeded.brandId,
      simulatorUserId: seeded.admin.userId,
      model: options.model,
      random,
      timeScale: options.timeScale,
      onFailure,
    });
    const agents = createSimulatedAgents({
      deps,
      agents: seeded.agents,
      talkMsOf: contacts.talkMsOf,
      playedOutcome: contacts.playedOutcome,
      fallbackTalkMs: () => talkDurationMs(options.model, random),
      wrapMs: options.wrapMs,
      timeScale: options.timeScale,
      onFailure,
    });
    const unsubscribe = [
      bus.subscribe({ brandId: seeded.brandId, userId: seeded.admin.userId }, contacts.onEvent),
      ...seeded.agents.map((agent) =>
        bus.subscribe({ brandId: seeded.brandId, userId: agent.userId }, agents.listenerFor(agent)),
      ),
    ];

    const passes = startPassTimer();
    const serverCpu = startServerCpuSampler(bench.name);
    const nodeCpuFrom = process.cpuUsage();
    const from = Date.now();
    await startCampaign(database.db, { session: seeded.admin, id: campaignId, bus });
    const windowMs = options.minutes * 60_000;
    const pacing = { samples: 0, forced: 0, predictive: 0, predictiveFrom: null as number | null };
    let printedMinute = 0;
    while (Date.now() - from < windowMs) {
      await sleep(Math.min(1_000, windowMs - (Date.now() - from)));
      const state = await readDialerState(database.db, campaignId);
      pacing.samples += 1;
      if (state?.guard === 'forced_progressive') pacing.forced += 1;
      if (state?.pacedAs === 'predictive') {
        pacing.predictive += 1;
        pacing.predictiveFrom ??= Date.now();
      }
      const minute = Math.floor((Date.now() - from) / 60_000);
      if (minute > printedMinute && Date.now() - from < windowMs) {
        printedMinute = minute;
        const seen = contacts.figures();
        console.log(
          `  ${minute} min: ${seen.dialed} dialed, ${seen.answeredByPerson.size} answered by a person, ${seen.safeHarbour.size} abandoned`,
        );
      }
    }
    const to = Date.now();
    const window = { from, to };
    const passDurations = passes.durations();
    passes.stop();
    const cpu = serverCpu.stop();
    const nodeCpu = process.cpuUsage(nodeCpuFrom);
    // Stop dialing; what is in flight settles: rings end, people answering reach an agent or are abandoned.
    await pauseCampaign(database.db, { session: seeded.admin, id: campaignId, bus });
    const unresolved = () => {
      const seen = contacts.figures();
      const joined = agents.joined();
      return [...seen.answeredByPerson].filter((sid) => !joined.has(sid) && !seen.safeHarbour.has(sid))
        .length;
    };
    const settled = await until(() => contacts.ringing() === 0 && unresolved() === 0, SETTLE_TIMEOUT_MS);
    agents.endShift();
    const agentsDone = await until(() => agents.working() === 0, SETTLE_TIMEOUT_MS);
    // The last events of the hang-ups (call.completed, the ledger) are written in their transactions.
    const calls = await callFigures(database.db, seeded.brandId, window);
    const targets = await targetFigures(database.db, campaignId);
    for (const stop of unsubscribe) stop();
    for (const close of closing.splice(0)) await close();

    const seen = contacts.figures();
    const joined = agents.joined();
    const people = [...seen.answeredByPerson];
    const reachedAndAbandoned = people.filter((sid) => joined.has(sid) && seen.safeHarbour.has(sid)).length;
    const neither = people.filter((sid) => !joined.has(sid) && !seen.safeHarbour.has(sid)).length;
    // The database knows who answered a dialer's call (answeredBy); an agent's own call it cannot tell.
    const predictiveMode = options.dialingMode === 'predictive';
    const answered = predictiveMode ? calls.people : people.length;
    const correct =
      failures.length === 0 &&
      settled &&
      agentsDone &&
      neither === 0 &&
      reachedAndAbandoned === 0 &&
      calls.abandoned === seen.safeHarbour.size &&
      (!predictiveMode || calls.people === people.length) &&
      calls.overlaps === 0 &&
      seen.dialedTwiceAtOnce === 0 &&
      calls.live === 0;
    const figures = agentFigures(agents.logs(), window);
    const windowS = (to - from) / 1_000;
    const row: ServerRow = {
      mode: `${options.dialingMode} (server)`,
      ...figures,
      abandonRate: answered > 0 ? calls.abandoned / answered : 0,
      dials: calls.dials,
      answered,
      abandoned: calls.abandoned,
      measuredMs: to - from,
      wallMs: performance.now() - wallFrom,
    };
    // The same figures from the first pass the guard let pace predictively: the ramp-up (learning the
    // answer rate, then a ledger too short to risk one abandon) left out. Calls by when they rang.
    let afterRampUp: ServerRow | null = null;
    if (pacing.predictiveFrom !== null && predictiveMode) {
      const since = contacts.dialedSince(pacing.predictiveFrom);
      const answered = people.filter((sid) => since.has(sid));
      const abandoned = answered.filter((sid) => seen.safeHarbour.has(sid)).length;
      afterRampUp = {
        mode: `${options.dialingMode} (server) after ${((pacing.predictiveFrom - from) / 60_000).toFixed(1)} min`,
        ...agentFigures(agents.logs(), { from: pacing.predictiveFrom, to }),
        abandonRate: answered.length > 0 ? abandoned / answered.length : 0,
        dials: since.size,
        answered: answered.length,
        abandoned,
        measuredMs: to - pacing.predictiveFrom,
        wallMs: Number.NaN,
      };
    }
    const counts = agents.counts();
    const perDial = (seconds: number) =>
      `${((seconds / Math.max(1, calls.dialsInWindow)) * 1_000).toFixed(1)} ms`;
    const lines = [
      `${options.dialingMode}: ${calls.dialsInWindow} dials in the window (${calls.dials} in all); outcomes drawn: ` +
        Object.entries(seen.drawn)
          .map(([outcome, n]) => `${outcome} ${n}`)
          .join(', ') +
        `; ${counts.offers} offers, ${joined.size} calls reached an agent, ${counts.refusedAccepts} accepts refused (offer gone)`,
      `${options.dialingMode}: ` +
        (predictiveMode
          ? `pacing sampled each second: ${((pacing.predictive / Math.max(1, pacing.samples)) * 100).toFixed(0)} % paced predictive, ` +
            `guard forced progressive ${((pacing.forced / Math.max(1, pacing.samples)) * 100).toFixed(1)} %; `
          : '') +
        `targets at the end: ${targets}`,
      `${options.dialingMode}: dial passes ${(passDurations.length / windowS).toFixed(1)}/s (${passDurations.length} in ${windowS.toFixed(0)} s), ` +
        `pass p50 ${percentile(passDurations, 50).toFixed(1)} ms, p99 ${percentile(passDurations, 99).toFixed(1)} ms, max ${percentile(passDurations, 100).toFixed(1)} ms`,
      `${options.dialingMode}: CPU per dial: PostgreSQL (this database's backends) ${perDial(cpu.database)}, ` +
        `all postgres processes ${perDial(cpu.all)}, this process (server and simulated people) ${perDial((nodeCpu.user + nodeCpu.system) / 1e6)}; ` +
        `this database's backends per pass ${((cpu.database / Math.max(1, passDurations.length)) * 1_000).toFixed(1)} ms`,
      `${options.dialingMode}: ledger ${calls.ledger.answered} answered / ${calls.ledger.abandoned} abandoned; ` +
        `calls: ${calls.people} answered by a person, ${calls.machines} by a machine, ${calls.abandoned} abandoned`,
      `${options.dialingMode}: correctness ${correct ? 'PASS' : 'FAIL'}: of ${people.length} calls a person answered, ` +
        `${people.filter((sid) => joined.has(sid)).length} reached an agent, ` +
        `${seen.safeHarbour.size} abandoned with the safe-harbour message (database: ${calls.abandoned}), ${neither} neither, ` +
        `${reachedAndAbandoned} both; contacts dialed twice at once: ${calls.overlaps} (database), ${seen.dialedTwiceAtOnce} (stream); ` +
        `${calls.live} calls still live; ${failures.length} failures${settled ? '' : '; in-flight calls did not settle'}${agentsDone ? '' : '; agents did not finish'}`,
    ];
    return { row, afterRampUp, correct, lines };
  } finally {
    for (const close of closing) await close().catch(onFailure);
    await database.close();
    await bench.drop();
  }
}
