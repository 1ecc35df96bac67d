// bench/dialer: the mode switch (DIALER_BENCH_MODE=engine|server|all, default all) and mode `server`'s
// knobs, header, table and budget line. run.ts calls runServerModeFirst before engine mode: the honest
// mode is reported first (bench/README.md).
import type { DialingMode } from '@parley/core/campaigns/campaign-model';
import type { CallOutcomeModel } from '@parley/core/campaigns/dialer/call-outcome-model';
import { benchServerUrl } from './server-database.ts';
import { printServerTable } from './server-figures.ts';
import { runServerCampaign } from './server-mode.ts';

const MODES = ['engine', 'server', 'all'] as const;
type BenchMode = (typeof MODES)[number];

function positiveNumber(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0) || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, not "${raw}"`);
  return value;
}

function benchMode(): BenchMode {
  const raw = process.env.DIALER_BENCH_MODE ?? 'all';
  const mode = MODES.find((name) => name === raw);
  if (!mode) throw new Error(`DIALER_BENCH_MODE must be engine, server or all, not "${raw}"`);
  return mode;
}

function dialingModes(): DialingMode[] {
  const raw = (process.env.DIALER_BENCH_SERVER_DIALING ?? 'predictive,progressive')
    .split(',')
    .map((mode) => mode.trim());
  return raw.map((mode) => {
    if (mode !== 'predictive' && mode !== 'progressive')
      throw new Error(`DIALER_BENCH_SERVER_DIALING takes predictive and/or progressive, not "${mode}"`);
    return mode;
  });
}

/**
 * Runs mode `server` when asked (or by default when a database is given) and says whether engine mode
 * runs after it.
 */
export async function runServerModeFirst(shared: {
  agents: number;
  seed: number;
  model: CallOutcomeModel;
  wrapMs: number;
  budget: { talkMinutesPerAgentHour: number; abandonRate: number };
}): Promise<boolean> {
  const mode = benchMode();
  if (mode === 'engine') return true;
  const serverUrl = benchServerUrl();
  if (!serverUrl) {
    if (mode === 'server')
      throw new Error('mode server needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
    console.log('bench/dialer: no DATABASE_URL / TEST_DATABASE_URL, so no mode server; mode engine only.\n');
    return true;
  }
  const minutes = positiveNumber('DIALER_BENCH_SERVER_MINUTES', 10, false);
  const timeScale = positiveNumber('DIALER_BENCH_TIME_SCALE', 1, false);
  // Enough contacts that the window never runs out: the dials a fully busy floor would make, twice.
  const handleS = (shared.model.meanTalkMs + shared.wrapMs) / 1_000;
  const usable = Math.ceil(
    ((shared.agents * minutes * 60 * timeScale) / handleS / shared.model.humanRate) * 2,
  );
  const contacts = positiveNumber('DIALER_BENCH_SERVER_CONTACTS', Math.max(3_000, usable), true);
  const modes = dialingModes();
  console.log(
    "bench/dialer, mode server: the server's own campaign runner dialing on PostgreSQL, in real time; contacts\n" +
      "answer at the Contact Simulator, agents work the calls through the desk's use-cases.",
  );
  console.log(
    `${shared.agents} agents, ${contacts.toLocaleString('en-GB')} contacts, answer rate ${shared.model.humanRate * 100} %, ` +
      `talk ${shared.model.meanTalkMs / 1_000} s (gamma), wrap-up ${shared.wrapMs / 1_000} s, ` +
      `${minutes} min of dialing per campaign, target abandon rate ${shared.budget.abandonRate * 100} % (the budget's), ` +
      `seed ${shared.seed}, time scale ${timeScale}` +
      (timeScale === 1
        ? ''
        : ` (ring, talk and wrap-up divided by ${timeScale}; the server's timers and pacing inputs are not)`),
  );
  const runs = [];
  for (const dialingMode of modes) {
    console.log(`\n${dialingMode}: seeding a throwaway database and running ${minutes} min…`);
    runs.push(
      await runServerCampaign({
        serverUrl,
        dialingMode,
        agents: shared.agents,
        contacts,
        minutes,
        timeScale,
        seed: shared.seed,
        model: shared.model,
        wrapMs: shared.wrapMs,
        targetAbandonPercent: shared.budget.abandonRate * 100,
      }),
    );
  }
  console.log('');
  printServerTable(runs.flatMap((run) => (run.afterRampUp ? [run.row, run.afterRampUp] : [run.row])));
  for (const run of runs) for (const line of run.lines) console.log(line);
  console.log(
    'Talk and idle are over "measured over" (the dialing window, ramp-up included); abandon over every call a ' +
      'person answered, the settling after the window included.\n' +
      '"after x min": from the first pass the guard let pace predictively to the end of the window; calls by when ' +
      'they rang (from the stream).',
  );
  const predictive = runs.find((run) => run.row.mode.startsWith('predictive'));
  if (predictive) console.log('');
  for (const row of predictive ? [predictive.row, predictive.afterRampUp] : []) {
    if (!row) continue;
    const { talkMinutesPerAgentHour: talk, abandonRate } = row;
    const pass = talk >= shared.budget.talkMinutesPerAgentHour && abandonRate <= shared.budget.abandonRate;
    const note =
      timeScale !== 1
        ? ` (time scale ${timeScale}: not comparable with the budget, for information)`
        : row === predictive?.row
          ? ''
          : ' (for information: the ramp-up left out)';
    console.log(
      `${pass ? 'PASS' : 'MISS'}: ${row.mode}: ${talk.toFixed(1)} talk min/agent-hour at ${(abandonRate * 100).toFixed(2)} % abandon; ` +
        `budget ≥ ${shared.budget.talkMinutesPerAgentHour} at ≤ ${shared.budget.abandonRate * 100} %${note}`,
    );
  }
  if (runs.some((run) => !run.correct)) process.exitCode = 1;
  console.log('');
  return mode === 'all';
}
