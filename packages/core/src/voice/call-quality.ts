// The call card's quality indicator (issue 17 item 6): one word, good / fair / poor, from the call
// statistics of spec 000 §9 (call-statistics.ts) and the network warnings standing now
// (network-warnings.ts). Pure; the browser recomputes it with each sample.
//
// The rule:
//  1. No MOS sample yet (and no warning standing): 'unknown'.
//  2. The level comes from the call's average MOS (the E-model estimate, 1–4.5), by the ITU-T
//     G.107 / G.109 user-satisfaction bands: MOS ≥ 4.0 (R ≥ 80, "satisfied") good, MOS ≥ 3.6
//     (R ≥ 70, "some users dissatisfied") fair, below that poor.
//  3. Tie-breakers: within TIE_MARGIN (0.05) of a threshold, on either side, the MOS estimate is too
//     close to call and the delay decides: average RTT ≤ 300 ms (G.114's 150 ms one way) and
//     average jitter ≤ 20 ms give the upper level, anything worse the lower one. Without an RTT or
//     jitter average the MOS alone decides.
//  4. The statistics are averages over the whole call, slow to show a problem that starts now; the
//     warnings describe the last few seconds, so they cap the level: 'ice-connectivity-lost',
//     'low-mos', 'low-bytes-received' and 'low-bytes-sent' (the call is cut or silent one way) make
//     it poor; 'high-rtt', 'high-jitter' and 'high-packets-lost-fraction' make it at most fair.
//     A warning standing before the first MOS sample gives its level instead of 'unknown'.
import type { CallStatistics } from './call-statistics.ts';
import type { NetworkWarningName } from './network-warnings.ts';

export const CALL_QUALITY_LEVELS = ['good', 'fair', 'poor', 'unknown'] as const;
export type CallQualityLevel = (typeof CALL_QUALITY_LEVELS)[number];

export const CALL_QUALITY_THRESHOLDS = {
  /** ITU-T G.107 R = 80 ("satisfied"). */
  goodMos: 4.0,
  /** ITU-T G.107 R = 70 ("some users dissatisfied"). */
  fairMos: 3.6,
  /** How close to a threshold an average MOS is a tie the delay breaks. */
  tieMargin: 0.05,
  /** ITU-T G.114: up to 150 ms one way keeps most conversations natural. */
  tieRttMaxMs: 300,
  tieJitterMaxMs: 20,
} as const;

/** Warnings that leave the call cut or silent one way. */
const POOR_WARNINGS: ReadonlySet<NetworkWarningName> = new Set([
  'ice-connectivity-lost',
  'low-mos',
  'low-bytes-received',
  'low-bytes-sent',
]);

type RatedLevel = Exclude<CallQualityLevel, 'unknown'>;
const RANK: Record<RatedLevel, number> = { good: 2, fair: 1, poor: 0 };

function worse(a: RatedLevel, b: RatedLevel): RatedLevel {
  return RANK[a] <= RANK[b] ? a : b;
}

/** The most a standing warning lets the level be (null: no warning standing). */
function warningCap(warnings: readonly NetworkWarningName[]): RatedLevel | null {
  if (warnings.length === 0) return null;
  return warnings.some((name) => POOR_WARNINGS.has(name)) ? 'poor' : 'fair';
}

/** Whether the delay figures are comfortable; null when either is not measured. */
function delayIsComfortable(statistics: CallStatistics): boolean | null {
  const rtt = statistics.rtt.average;
  const jitter = statistics.jitter.average;
  if (rtt === null || jitter === null) return null;
  const T = CALL_QUALITY_THRESHOLDS;
  return rtt <= T.tieRttMaxMs && jitter <= T.tieJitterMaxMs;
}

/** One band boundary: above `threshold` the upper level, unless it is a tie the delay breaks. */
function aboveThreshold(mos: number, threshold: number, comfortable: boolean | null): boolean {
  if (comfortable === null || Math.abs(mos - threshold) > CALL_QUALITY_THRESHOLDS.tieMargin) {
    return mos >= threshold;
  }
  return comfortable;
}

/** The level the average MOS gives (steps 2 and 3 of the rule above). */
export function levelFromStatistics(statistics: CallStatistics): CallQualityLevel {
  const mos = statistics.mos.average;
  if (statistics.mos.sampleCount === 0 || mos === null) return 'unknown';
  const comfortable = delayIsComfortable(statistics);
  if (aboveThreshold(mos, CALL_QUALITY_THRESHOLDS.goodMos, comfortable)) return 'good';
  if (aboveThreshold(mos, CALL_QUALITY_THRESHOLDS.fairMos, comfortable)) return 'fair';
  return 'poor';
}

/** The call's quality now: the statistics' level, capped by the warnings standing (see the rule). */
export function callQualityLevel(
  statistics: CallStatistics,
  warnings: readonly NetworkWarningName[] = [],
): CallQualityLevel {
  const level = levelFromStatistics(statistics);
  const cap = warningCap(warnings);
  if (cap === null) return level;
  return level === 'unknown' ? cap : worse(level, cap);
}
