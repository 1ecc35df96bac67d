// The call-campaign dialer's vocabulary (issue 14 "Call campaigns", "Abandonment", "The simulator
// decides outcomes"): call outcomes, the abandonment clocks and windows, the pacing guard. Pure
// constants and types shared by the pacing, the abandon ledger, the outcome model, the retry
// schedule and the simulation beside this file. Time is always milliseconds passed in, never read.
//
// Dialing modes and the retry policy are the campaign's settings and live in ../campaign-model.ts
// (DialingMode, RetryPolicy, DEFAULT_RETRY_POLICY); they are imported from there, not repeated.
import { DEFAULT_TARGET_ABANDON_RATE as DEFAULT_TARGET_ABANDON_PERCENT } from '../../compliance/compliance-input.ts';
import { VALUED_FLAG_DEFAULTS } from '../../users/feature-flags.ts';

/**
 * How a placed call ended up. `human` and `machine` are answers (a person, an answering machine);
 * the other three are the retried outcomes, named as the campaign's RetryPolicy keys them
 * (../campaign-model.ts RETRIED_OUTCOMES), so a policy is looked up by outcome without a mapping.
 */
export const CALL_OUTCOMES = ['human', 'machine', 'busy', 'noAnswer', 'failed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** issue 14 "Abandonment": a person who answers and gets no agent within 2 s is abandoned. */
export const ABANDON_GRACE_MS = 2_000;
/** issue 14 "Abandonment": a call rings at least 15 s before the dialer calls it a no-answer. */
export const MIN_RING_MS = 15_000;

const HOUR_MS = 3_600_000;
/** The FTC's abandonment window (16 CFR 310.4(b)(4)(i)): 30 days per campaign. */
export const FTC_WINDOW_MS = 30 * 24 * HOUR_MS;
/** Ofcom's abandonment window (persistent misuse policy): 24 hours per campaign. */
export const OFCOM_WINDOW_MS = 24 * HOUR_MS;

/**
 * The target abandon rate as a fraction of calls answered by a person (0.03 = 3 %). The brand's
 * Compliance setting and a campaign's `targetAbandonRate` are percents (compliance-input.ts); this
 * is the same default, divided once here so the dialer's arithmetic stays in fractions.
 */
export const DEFAULT_TARGET_ABANDON_RATE = DEFAULT_TARGET_ABANDON_PERCENT / 100;

/** The brand's `callsAgentsRatioLimit` flag default: calls per agent at most, whatever the campaign says. */
export const DEFAULT_CALLS_AGENTS_RATIO_LIMIT = VALUED_FLAG_DEFAULTS.callsAgentsRatioLimit;

/**
 * The campaign's abandonment guard (issue 14: "when the projected rate would pass
 * `targetAbandonRate`, the campaign drops to progressive by itself and says so"). Progressive
 * never dials more calls than agents are free, so it cannot abandon.
 */
export const ABANDON_GUARD_STATES = ['ok', 'forced_progressive'] as const;
export type AbandonGuard = (typeof ABANDON_GUARD_STATES)[number];
