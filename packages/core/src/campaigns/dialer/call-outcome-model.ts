// The simulator's outcome model for campaign calls (issue 14: "The simulator decides outcomes
// (answered by a person, answering machine, busy, no answer, failed) from documented number rules
// and a per-campaign answer-rate model, so pacing can be watched and tested on one machine").
// Pure: randomness is injected (`random` returns [0, 1)), and seededRandom makes runs reproducible.
//
// Number rules. The last four digits force the outcome; they agree with the simulator carrier's
// rules (../../simulator/rules.ts, docs/simulator.md), so a number means the same thing to the
// carrier and to the dialer:
//
//   suffix  outcome   why
//   0000    failed    unreachable (the carrier's `failed`)
//   0001    failed    refused by the carrier: on a do-not-call list (`blocked`)
//   0002    failed    refused by the carrier: invalid number (`invalid`)
//   0003    failed    refused by the carrier: blocked or malformed (`notAllowed`)
//   0004    failed    refused by the carrier: geography not covered (`notAuthorized`)
//   0005    busy      rings, then busy
//   0006    noAnswer  rings, nobody answers
//   0007    human     a person answers (the carrier's silent auto-answer)
//   0008    machine   an answering machine answers (the carrier's silent machine)
//   other   drawn from the campaign's model: humanRate, machineRate, busyRate, failedRate, rest noAnswer
import { CALL_OUTCOMES, type CallOutcome, MIN_RING_MS } from './dialer-model.ts';

export type ForcedOutcomeRule = { suffix: string; outcome: CallOutcome; meaning: string };

export const FORCED_OUTCOME_SUFFIXES: readonly ForcedOutcomeRule[] = [
  { suffix: '0000', outcome: 'failed', meaning: 'The number is unreachable: the call fails.' },
  { suffix: '0001', outcome: 'failed', meaning: 'The carrier blocks the call (do-not-call list).' },
  { suffix: '0002', outcome: 'failed', meaning: 'The carrier rejects the number as invalid.' },
  { suffix: '0003', outcome: 'failed', meaning: 'The number is blocked or malformed at the carrier.' },
  { suffix: '0004', outcome: 'failed', meaning: 'The number is in a geography the account does not cover.' },
  { suffix: '0005', outcome: 'busy', meaning: 'The line is busy.' },
  { suffix: '0006', outcome: 'noAnswer', meaning: 'The phone rings and nobody answers.' },
  { suffix: '0007', outcome: 'human', meaning: 'A person answers.' },
  { suffix: '0008', outcome: 'machine', meaning: 'An answering machine answers.' },
];

/** A campaign's answer-rate model: shares of calls by outcome (the rest ring out) and talk time. */
export type CallOutcomeModel = {
  humanRate: number;
  machineRate: number;
  busyRate: number;
  failedRate: number;
  /** Mean talk time of a call answered by a person. */
  meanTalkMs: number;
};

/** issue 14's bench: a quarter of calls reach a person; 180 s of talk. */
export const DEFAULT_CALL_OUTCOME_MODEL: CallOutcomeModel = {
  humanRate: 0.25,
  machineRate: 0.15,
  busyRate: 0.05,
  failedRate: 0.05,
  meanTalkMs: 180_000,
};

/**
 * How long each outcome takes to show, from dialing, as [from, to) ms, uniform: a person or a machine
 * answers after 3-15 s, a no-answer rings 15-30 s (issue 14: "ring at least 15 s before a
 * no-answer"), busy and failed come back within seconds.
 */
export const RING_MS: Readonly<Record<CallOutcome, readonly [number, number]>> = {
  human: [3_000, 15_000],
  machine: [3_000, 15_000],
  busy: [500, 3_000],
  failed: [200, 2_000],
  noAnswer: [MIN_RING_MS, 30_000],
};

/** The rule forcing `phoneNumber`'s outcome (compared on its digits), or null. */
export function forcedOutcomeRule(phoneNumber: string): ForcedOutcomeRule | null {
  const digits = phoneNumber.replace(/\D/g, '');
  return FORCED_OUTCOME_SUFFIXES.find((rule) => digits.endsWith(rule.suffix)) ?? null;
}

function checkedShares(model: CallOutcomeModel) {
  const shares = [model.humanRate, model.machineRate, model.busyRate, model.failedRate];
  const total = shares.reduce((sum, value) => sum + value, 0);
  if (shares.some((value) => !(value >= 0)) || total > 1 + 1e-9) {
    throw new RangeError('outcome rates must be at least 0 and add up to at most 1');
  }
  return model;
}

/** The outcome of a call to `phoneNumber`: its number rule, else one draw from the model. */
export function outcomeFor(phoneNumber: string, model: CallOutcomeModel, random: () => number): CallOutcome {
  const forced = forcedOutcomeRule(phoneNumber);
  if (forced) return forced.outcome;
  const { humanRate, machineRate, busyRate, failedRate } = checkedShares(model);
  const draw = random();
  let bound = humanRate;
  if (draw < bound) return 'human';
  bound += machineRate;
  if (draw < bound) return 'machine';
  bound += busyRate;
  if (draw < bound) return 'busy';
  bound += failedRate;
  if (draw < bound) return 'failed';
  return 'noAnswer';
}

/** Ms from dialing to the outcome showing (RING_MS). */
export function ringDurationMs(outcome: CallOutcome, random: () => number): number {
  const [from, to] = RING_MS[outcome];
  return Math.round(from + random() * (to - from));
}

/**
 * P(a call still ringing after `ringingMs` ends with a person), from the model's shares and RING_MS:
 * what the pacing counts an in-flight call as. It falls to 0 once no person answers that late.
 */
export function humanAnswerChanceAfter(model: CallOutcomeModel, ringingMs: number): number {
  const noAnswerRate = Math.max(
    0,
    1 - model.humanRate - model.machineRate - model.busyRate - model.failedRate,
  );
  const rates: Record<CallOutcome, number> = {
    human: model.humanRate,
    machine: model.machineRate,
    busy: model.busyRate,
    failed: model.failedRate,
    noAnswer: noAnswerRate,
  };
  const surviving = (outcome: CallOutcome) => {
    const [from, to] = RING_MS[outcome];
    const left = ringingMs <= from ? 1 : ringingMs >= to ? 0 : (to - ringingMs) / (to - from);
    return rates[outcome] * left;
  };
  const total = CALL_OUTCOMES.reduce((sum, outcome) => sum + surviving(outcome), 0);
  return total === 0 ? 0 : surviving('human') / total;
}

/**
 * Talk time of a call a person answered: gamma with shape 2 around `meanTalkMs` (the sum of two
 * exponentials: rarely very short, a long tail, as call centres' handle times are).
 */
export function talkDurationMs(model: CallOutcomeModel, random: () => number): number {
  const halfMean = model.meanTalkMs / 2;
  // 1 − random() is in (0, 1], so the logarithms are finite.
  return Math.round(-halfMean * (Math.log(1 - random()) + Math.log(1 - random())));
}

/** mulberry32: a small, fast, seeded PRNG returning [0, 1), for reproducible simulations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
