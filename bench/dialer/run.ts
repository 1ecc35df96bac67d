// bench/dialer (issue 14 "Bench": "a simulated day on an accelerated clock — 20 agents, 10,000
// contacts, answer rate 25 %, handle time 180 s, wrap-up 30 s — for preview, progressive and
// predictive"). Mode `server` (server-run.ts, first when a database is given) runs the server's own
// dialer in real time; mode `engine` plays the pacing engine of packages/core in a simulated day (no
// server, no database): what the dialer decides, isolated. Prints talk minutes
// per agent-hour, abandon rate, agent idle %, the Erlang-style theoretical best for the same inputs,
// the budget check for predictive, and the dial decisions per second callsToPlace makes.
// Budget (predictive): ≥ 50 talk minutes per agent-hour at an abandon rate ≤ 2 %.
// Run: npm run bench:dialer   (DIALER_BENCH_CONTACTS, DIALER_BENCH_AGENTS, DIALER_BENCH_SEED)
import {
  type CallOutcomeModel,
  DEFAULT_CALL_OUTCOME_MODEL,
  RING_MS,
} from '../../packages/core/src/campaigns/dialer/call-outcome-model.ts';
import {
  CALL_OUTCOMES,
  DEFAULT_TARGET_ABANDON_RATE,
} from '../../packages/core/src/campaigns/dialer/dialer-model.ts';
import { theoreticalPacing } from '../../packages/core/src/campaigns/dialer/erlang.ts';
import { simulateCampaign } from '../../packages/core/src/campaigns/dialer/simulate-campaign.ts';
import { measureDecisionRate } from './decision-rate.ts';
import { simulatePreviewDay } from './preview-day.ts';
import { runServerModeFirst } from './server-run.ts';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

const CONTACTS = positiveInteger('DIALER_BENCH_CONTACTS', 10_000);
const AGENTS = positiveInteger('DIALER_BENCH_AGENTS', 20);
const SEED = positiveInteger('DIALER_BENCH_SEED', 1);
const WRAP_MS = 30_000;
/** What the agent spends looking at a contact before dialing in preview mode. */
const PREVIEW_MS = 10_000;
const BUDGET = { talkMinutesPerAgentHour: 50, abandonRate: 0.02 };
const DECISIONS = { decisions: 200_000, warmUp: 20_000, states: 20_000 };
// issue 14's bench: answer rate 25 %, handle time 180 s; the other outcomes as the engine's default.
const MODEL: CallOutcomeModel = { ...DEFAULT_CALL_OUTCOME_MODEL, humanRate: 0.25, meanTalkMs: 180_000 };

// DIALER_BENCH_MODE=engine|server|all (default all): mode server first when a database is given (server-run.ts).
if (
  !(await runServerModeFirst({ agents: AGENTS, seed: SEED, model: MODEL, wrapMs: WRAP_MS, budget: BUDGET }))
)
  process.exit();

type Row = {
  mode: string;
  talkMinutesPerAgentHour: number;
  abandonRate: number;
  agentIdleShare: number;
  dials: number;
  answered: number;
  abandoned: number;
  measuredMs: number;
  durationMs: number;
  wallMs: number;
};

function timed<T>(run: () => T): { result: T; wallMs: number } {
  const started = performance.now();
  const result = run();
  return { result, wallMs: performance.now() - started };
}

const hours = (ms: number) => `${(ms / 3_600_000).toFixed(2)} h`;
const percent = (share: number, digits = 2) => `${(share * 100).toFixed(digits)} %`;

function printTable(rows: Row[]) {
  const header = [
    'mode',
    'talk min/agent-h',
    'abandon (FTC)',
    'agent idle',
    'dials',
    'answered (person)',
    'abandoned',
    'measured over',
    'simulated',
    'wall',
  ];
  const lines = rows.map((row) => [
    row.mode,
    row.talkMinutesPerAgentHour.toFixed(1),
    percent(row.abandonRate),
    percent(row.agentIdleShare, 1),
    row.dials.toLocaleString('en-GB'),
    row.answered.toLocaleString('en-GB'),
    row.abandoned.toLocaleString('en-GB'),
    hours(row.measuredMs),
    hours(row.durationMs),
    `${(row.wallMs / 1_000).toFixed(1)} s`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

/** Mean ms from dialing to any outcome showing: the time a line is held (RING_MS, uniform ranges). */
function meanRingMs(model: CallOutcomeModel) {
  const noAnswer = Math.max(0, 1 - model.humanRate - model.machineRate - model.busyRate - model.failedRate);
  const share = {
    human: model.humanRate,
    machine: model.machineRate,
    busy: model.busyRate,
    failed: model.failedRate,
    noAnswer,
  };
  return CALL_OUTCOMES.reduce(
    (sum, outcome) => sum + share[outcome] * ((RING_MS[outcome][0] + RING_MS[outcome][1]) / 2),
    0,
  );
}

console.log(
  'bench/dialer, mode engine: the pacing engine of packages/core in a simulated day (no server, no database):\n' +
    'what the dialer decides, not what the server does.',
);
console.log(
  `${AGENTS} agents, ${CONTACTS.toLocaleString('en-GB')} contacts, answer rate ${percent(MODEL.humanRate, 0)}, ` +
    `handle ${MODEL.meanTalkMs / 1_000} s (gamma), wrap-up ${WRAP_MS / 1_000} s, default retry policy, seed ${SEED}; ` +
    `predictive paced to a target abandon rate of ${percent(BUDGET.abandonRate, 0)} (the budget's; ` +
    `the engine's default is ${percent(DEFAULT_TARGET_ABANDON_RATE, 0)})\n`,
);

const campaign = { seed: SEED, agents: AGENTS, contacts: CONTACTS, model: MODEL, wrapMs: WRAP_MS };
const preview = timed(() => simulatePreviewDay({ ...campaign, previewMs: PREVIEW_MS }));
const progressive = timed(() => simulateCampaign({ ...campaign, mode: 'progressive' }));
// The ledger's guard and the pacing's abandon budget aim at the budget's 2 %, as a campaign set to it.
const predictive = timed(() =>
  simulateCampaign({ ...campaign, mode: 'predictive', targetAbandonRate: BUDGET.abandonRate }),
);
printTable([
  { mode: `preview (${PREVIEW_MS / 1_000} s look)`, ...preview.result, wallMs: preview.wallMs },
  { mode: 'progressive', ...progressive.result, wallMs: progressive.wallMs },
  { mode: 'predictive', ...predictive.result, wallMs: predictive.wallMs },
]);
console.log(
  `preview: played by bench/dialer/preview-day.ts (the engine dials nothing in preview); ` +
    `${percent(preview.result.previewShare, 1)} of agent time spent previewing (neither talk nor idle).\n` +
    `predictive: guard forced progressive pacing on ${percent(predictive.result.forcedProgressiveShare, 1)} of ticks.\n` +
    'Talk and idle are over "measured over" (while contacts were due); abandon over the whole run.',
);
for (const [mode, run] of [
  ['progressive', progressive],
  ['predictive', predictive],
] as const) {
  if (run.wallMs > 60_000)
    console.log(`note: ${mode} took ${(run.wallMs / 1_000).toFixed(0)} s of wall time (> 60 s)`);
}

console.log('\nTheoretical best for the same inputs (packages/core .../dialer/erlang.ts):');
const ringMs = meanRingMs(MODEL);
for (const target of [BUDGET.abandonRate, DEFAULT_TARGET_ABANDON_RATE]) {
  const best = theoreticalPacing({
    agents: AGENTS,
    answerRate: MODEL.humanRate,
    handleMs: MODEL.meanTalkMs,
    wrapMs: WRAP_MS,
    ringMs,
    targetAbandonRate: target,
  });
  console.log(
    `  steady-rate Erlang bound at ≤ ${percent(target, 0)} abandon (paces on averages, M/M/${AGENTS}, 2 s grace): ` +
      `${best.talkMinutesPerAgentHour.toFixed(1)} talk min/agent-hour ` +
      `(occupancy ${percent(best.occupancy, 1)}, ${best.offeredErlangs.toFixed(2)} erlangs, ` +
      `${Math.round(best.dialsPerHour)} dials/h, ${best.linesDialing.toFixed(1)} lines dialing)`,
  );
  if (target === DEFAULT_TARGET_ABANDON_RATE) {
    console.log(
      `  no-idle ceiling (no agent ever waits, whatever the dialer): ${best.zeroIdleTalkMinutesPerAgentHour.toFixed(1)} talk min/agent-hour`,
    );
  }
}

const predictiveTalk = predictive.result.talkMinutesPerAgentHour;
const predictiveAbandon = predictive.result.abandonRate;
const pass = predictiveTalk >= BUDGET.talkMinutesPerAgentHour && predictiveAbandon <= BUDGET.abandonRate;
console.log(
  `\n${pass ? 'PASS' : 'MISS'}: ${predictiveTalk.toFixed(1)} talk min/agent-hour at ${percent(predictiveAbandon)} abandon; ` +
    `budget ≥ ${BUDGET.talkMinutesPerAgentHour} at ≤ ${percent(BUDGET.abandonRate, 0)}`,
);

console.log(
  `\nDial decisions per second (callsToPlace, ${DECISIONS.decisions.toLocaleString('en-GB')} varied states ` +
    `after ${DECISIONS.warmUp.toLocaleString('en-GB')} warm-up calls):`,
);
const rate = measureDecisionRate({ seed: SEED, agents: AGENTS, model: MODEL, wrapMs: WRAP_MS, ...DECISIONS });
console.log(
  `  ${Math.round(rate.decisionsPerSecond).toLocaleString('en-GB')} decisions/s; one decision p50 ` +
    `${rate.p50Micros.toFixed(1)} µs, p99 ${rate.p99Micros.toFixed(1)} µs ` +
    `(${percent(rate.predictiveShare, 0)} paced predictive, ${rate.averageCalls.toFixed(2)} calls per decision on average)`,
);
