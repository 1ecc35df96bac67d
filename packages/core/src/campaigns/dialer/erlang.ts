// Erlang-style bounds for predictive dialing (issue 14 bench: "also print the theoretical best for
// the same inputs (an Erlang-style calculation)"). Pure arithmetic, no state.
//
// The model (a steady-rate dialer, M/M/N with a 2 s grace):
// - answered calls reach N agents as a Poisson stream at rate λ; each takes an agent for
//   S = handle + wrap-up (exponential, as Erlang C assumes); the offered load is A = λ·S erlangs;
// - a person is abandoned when no agent is free within the grace (issue 14: 2 s); with Erlang C's
//   waiting-time law, P(wait > g) = C(N, A) · e^(−(N − A)·g / S), which over-counts abandons a little
//   (those who hang up also shorten the queue for the next), so the bound is on the safe side;
// - the best steady rate is the largest A whose P(wait > g) ≤ the target abandon rate; agents are
//   then busy A·(1 − P)/N of the time and talk handle/S of that: talk minutes per agent-hour =
//   60 · occupancy · handle / S. The answer rate and the ring time set the dials and the lines
//   needed for that many answers (dials = answers / answer rate; lines = dials/s × ring time), not
//   the bound itself.
// This is the best a dialer does that paces on averages alone. A dialer that watches its agents
// (wrap-up ends are known 30 s ahead) answers the stream's randomness and can do better, up to the
// hard ceiling where no agent ever waits: 60 · handle / (handle + wrap). Both are returned so the
// bench can print where its dialer lands between them.
import { ABANDON_GRACE_MS } from './dialer-model.ts';

/** Erlang B: the chance that all `agents` are busy with `erlangs` offered (recurrence, stable). */
export function erlangB(agents: number, erlangs: number): number {
  let blocking = 1;
  for (let n = 1; n <= agents; n += 1) blocking = (erlangs * blocking) / (n + erlangs * blocking);
  return blocking;
}

/** Erlang C: the chance an arrival waits with `agents` and `erlangs` offered; 1 when A ≥ N. */
export function erlangC(agents: number, erlangs: number): number {
  if (erlangs <= 0) return 0;
  if (erlangs >= agents) return 1;
  const blocking = erlangB(agents, erlangs);
  return (agents * blocking) / (agents - erlangs * (1 - blocking));
}

/** P(wait > waitMs) in M/M/N with `serviceMs` per call. */
export function waitLongerThan(agents: number, erlangs: number, serviceMs: number, waitMs: number): number {
  if (erlangs >= agents) return 1;
  return erlangC(agents, erlangs) * Math.exp((-(agents - erlangs) * waitMs) / serviceMs);
}

export type TheoreticalPacingInput = {
  agents: number;
  /** Share of dials a person answers (0..1]. */
  answerRate: number;
  handleMs: number;
  wrapMs: number;
  /** Average ms from dialing to the outcome (the line is held that long). */
  ringMs: number;
  /** A fraction: 0.03 = 3 %. */
  targetAbandonRate: number;
  /** Default ABANDON_GRACE_MS. */
  graceMs?: number;
};

export type TheoreticalPacing = {
  /** The steady-rate bound (see the model above). */
  talkMinutesPerAgentHour: number;
  /** No agent ever waits: the ceiling no dialer passes. */
  zeroIdleTalkMinutesPerAgentHour: number;
  occupancy: number;
  offeredErlangs: number;
  abandonProbability: number;
  answersPerHour: number;
  dialsPerHour: number;
  /** Lines dialing at once, on average. */
  linesDialing: number;
};

const HOUR_MS = 3_600_000;

/** The steady-rate best and the zero-idle ceiling for the bench's inputs. */
export function theoreticalPacing(input: TheoreticalPacingInput): TheoreticalPacing {
  const { agents, handleMs, wrapMs, targetAbandonRate } = input;
  const serviceMs = handleMs + wrapMs;
  const graceMs = input.graceMs ?? ABANDON_GRACE_MS;
  const talkShare = serviceMs > 0 ? handleMs / serviceMs : 0;
  const abandonAt = (erlangs: number) => waitLongerThan(agents, erlangs, serviceMs, graceMs);
  // P(wait > g) rises with the load: bisect for the largest load within the target.
  let low = 0;
  let high = agents;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (abandonAt(middle) <= targetAbandonRate) low = middle;
    else high = middle;
  }
  const abandonProbability = abandonAt(low);
  const occupancy = agents > 0 ? (low * (1 - abandonProbability)) / agents : 0;
  const answersPerHour = serviceMs > 0 ? (low * HOUR_MS) / serviceMs : 0;
  const dialsPerHour = input.answerRate > 0 ? answersPerHour / input.answerRate : 0;
  return {
    talkMinutesPerAgentHour: 60 * occupancy * talkShare,
    zeroIdleTalkMinutesPerAgentHour: 60 * talkShare,
    occupancy,
    offeredErlangs: low,
    abandonProbability,
    answersPerHour,
    dialsPerHour,
    linesDialing: (dialsPerHour * input.ringMs) / HOUR_MS,
  };
}

/** The steady-rate bound of talk minutes per agent-hour (theoreticalPacing's model). */
export function theoreticalTalkMinutesPerAgentHour(input: TheoreticalPacingInput): number {
  return theoreticalPacing(input).talkMinutesPerAgentHour;
}
