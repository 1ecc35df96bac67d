// How much abandon risk a predictive pass may take per call (pacing.ts `abandonBudget`), from the
// campaign's abandon ledger (issue 14 "Abandonment": the dialer aims at the campaign's
// `targetAbandonRate`). The guard (abandon-ledger.ts guardState) is a hard switch: once one more
// abandon would pass the target, the campaign paces progressively, which leaves agents idle far
// longer than any predictive pass. A fixed budget either stays far under the target (the engine
// spent about half of a 2 % target) or runs into the guard again and again (a larger fixed budget
// talks less, not more). So the budget follows the ledger's headroom, counted in abandons: how many
// more the target allows over the people answered so far. Under ABANDON_HEADROOM_RESERVE (the
// guard's own one abandon and a margin) it is 0: only calls an agent is sure to be there for. Above
// it, it rises with the headroom to MAX_ADAPTIVE_ABANDON_BUDGET over ABANDON_HEADROOM_SPAN abandons.
// Each answer adds `target` abandons of headroom and each abandon takes one, so a campaign settles
// just under its target, rarely forced. Both windows count: the tighter one decides.
// Pure: the ledger, the time and the target (a fraction) are passed in.
import { type AbandonLedger, abandonRates, type WindowRate } from './abandon-ledger.ts';

/**
 * The most risk per call, with headroom to spare. Set with simulate-campaign.ts (20 agents, 10,000
 * contacts, answer rate 25 %, target 2 %, seeds 1-5): 0.05 to 0.12 all settle at 46.8-47.0 talk
 * minutes per agent-hour near 1.9 % abandon; the pacing's frontier is flat there.
 */
export const MAX_ADAPTIVE_ABANDON_BUDGET = 0.08;
/** Headroom kept in reserve, in abandons: the guard's own one and a half more. */
export const ABANDON_HEADROOM_RESERVE = 1.5;
/** Headroom over the reserve, in abandons, at which the budget is at its most. */
export const ABANDON_HEADROOM_SPAN = 6;

/** Abandons the target still allows in a window: target × answered − abandoned. */
export const abandonHeadroom = (window: WindowRate, target: number) =>
  target * window.answered - window.abandoned;

/** The abandon budget for a predictive pass at `now`: 0 without headroom, the most with plenty. */
export function adaptiveAbandonBudget(ledger: AbandonLedger, now: number, target: number): number {
  const rates = abandonRates(ledger, now);
  const headroom = Math.min(abandonHeadroom(rates.ftc, target), abandonHeadroom(rates.ofcom, target));
  const room = (headroom - ABANDON_HEADROOM_RESERVE) / ABANDON_HEADROOM_SPAN;
  return Number.isFinite(room) ? MAX_ADAPTIVE_ABANDON_BUDGET * Math.min(1, Math.max(0, room)) : 0;
}
