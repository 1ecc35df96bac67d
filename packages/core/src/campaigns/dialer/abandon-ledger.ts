// A call campaign's abandon ledger (issue 14 "Abandonment": "A ledger per campaign counts abandons
// over the FTC window (30 days) and the Ofcom window (24 h); when the projected rate would pass
// `targetAbandonRate` (default 3 %), the campaign drops to progressive by itself"). Pure: every
// function takes the ledger and returns a new one or a reading; the time is passed in.
//
// Memory is bounded: calls are counted per minute (answered by a person, of which abandoned), one
// bucket per minute that had a call, and buckets older than the FTC window are dropped on each
// record: at most 43,200 buckets, whatever the volume. A minute's calls share its start as their
// time: a bucket is inside a window while `now − minuteStart < window`, so a call leaves a window
// at the exact instant for a call on the minute and at most 59.999 s before its exact age otherwise.
// Calls timed after `now` are not counted yet.
import { type AbandonGuard, FTC_WINDOW_MS, OFCOM_WINDOW_MS } from './dialer-model.ts';

const MINUTE_MS = 60_000;

export type LedgerBucket = { readonly minute: number; readonly answered: number; readonly abandoned: number };
/** Buckets in ascending minute order (minute = floor(ms / 60,000)). */
export type AbandonLedger = { readonly buckets: readonly LedgerBucket[] };

export type WindowRate = { answered: number; abandoned: number; rate: number };
export type AbandonRates = { ftc: WindowRate; ofcom: WindowRate };

/** The rates of the calls about to be made, added to the ledger's (see projectedAbandonRate). */
export type AbandonProjection = { plannedCalls: number; expectedAbandonProbability: number };

export const EMPTY_ABANDON_LEDGER: AbandonLedger = { buckets: [] };

/** The ledger with one more call answered by a person, abandoned or not. */
export function recordCall(ledger: AbandonLedger, call: { at: number; abandoned: boolean }): AbandonLedger {
  const minute = Math.floor(call.at / MINUTE_MS);
  const newest = Math.max(minute, ledger.buckets.at(-1)?.minute ?? minute) * MINUTE_MS;
  // Out of the FTC window for good: its start is a whole window before the newest minute's.
  const oldest = Math.floor((newest - FTC_WINDOW_MS) / MINUTE_MS);
  const kept = ledger.buckets.filter((bucket) => bucket.minute > oldest);
  const abandoned = call.abandoned ? 1 : 0;
  const index = kept.findIndex((bucket) => bucket.minute >= minute);
  const found = index === -1 ? undefined : kept[index];
  if (found && found.minute === minute) {
    const updated = { minute, answered: found.answered + 1, abandoned: found.abandoned + abandoned };
    return { buckets: [...kept.slice(0, index), updated, ...kept.slice(index + 1)] };
  }
  const bucket = { minute, answered: 1, abandoned };
  if (index === -1) return { buckets: [...kept, bucket] };
  return { buckets: [...kept.slice(0, index), bucket, ...kept.slice(index)] };
}

function windowRate(ledger: AbandonLedger, now: number, windowMs: number): WindowRate {
  let answered = 0;
  let abandoned = 0;
  for (const bucket of ledger.buckets) {
    const start = bucket.minute * MINUTE_MS;
    if (start > now || now - start >= windowMs) continue;
    answered += bucket.answered;
    abandoned += bucket.abandoned;
  }
  return { answered, abandoned, rate: answered === 0 ? 0 : abandoned / answered };
}

/** Abandoned / answered by a person over the FTC (30 days) and Ofcom (24 h) windows; 0 when none. */
export function abandonRates(ledger: AbandonLedger, now: number): AbandonRates {
  return { ftc: windowRate(ledger, now, FTC_WINDOW_MS), ofcom: windowRate(ledger, now, OFCOM_WINDOW_MS) };
}

const projected = (window: WindowRate, projection: AbandonProjection) => {
  const planned = Math.max(0, projection.plannedCalls);
  const probability = Math.min(1, Math.max(0, projection.expectedAbandonProbability));
  const answered = window.answered + planned;
  return answered === 0 ? 0 : (window.abandoned + planned * probability) / answered;
};

/**
 * The rates each window would show once `plannedCalls` more people answer, each abandoned with
 * `expectedAbandonProbability` (the pacing's expected answers and abandons give both).
 */
export function projectedAbandonRate(ledger: AbandonLedger, now: number, projection: AbandonProjection) {
  const rates = abandonRates(ledger, now);
  return { ftc: projected(rates.ftc, projection), ofcom: projected(rates.ofcom, projection) };
}

/** 'forced_progressive' when the projected rate in either window would pass the target (a fraction). */
export function guardState(
  ledger: AbandonLedger,
  now: number,
  target: number,
  projection: AbandonProjection,
): AbandonGuard {
  const rates = projectedAbandonRate(ledger, now, projection);
  return rates.ftc > target || rates.ofcom > target ? 'forced_progressive' : 'ok';
}
