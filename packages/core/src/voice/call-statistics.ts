// Call statistics (spec 000 §9): "Call statistics track min, max, average and sample count for audio
// input level, audio output level, jitter, mos and rtt." The browser feeds one sample a second from
// its peer connections' getStats() (docs/voice-web.md); the summary travels as `audioStatistics`
// with POST /conv/tasks/summarize-task (spec 000 §7).

/** The five measures of spec 000 §9, in the units they are kept in. */
export const CALL_STATISTIC_METRICS = [
  'audioInputLevel',
  'audioOutputLevel',
  'jitter',
  'mos',
  'rtt',
] as const;
export type CallStatisticMetric = (typeof CALL_STATISTIC_METRICS)[number];

/**
 * Units: audio levels 0–1 (WebRTC `audioLevel`), jitter and rtt in milliseconds, mos 1–4.5 (the
 * E-model's scale). A measure with no sample yet has null min, max and average.
 */
export type StatisticSummary = {
  min: number | null;
  max: number | null;
  average: number | null;
  sampleCount: number;
};

export type CallStatistics = Record<CallStatisticMetric, StatisticSummary>;

/** One second of a call; a measure the browser could not read is null or absent (not counted). */
export type CallStatisticsSample = Partial<Record<CallStatisticMetric, number | null>>;

const EMPTY_SUMMARY: StatisticSummary = { min: null, max: null, average: null, sampleCount: 0 };

export function emptyCallStatistics(): CallStatistics {
  return {
    audioInputLevel: EMPTY_SUMMARY,
    audioOutputLevel: EMPTY_SUMMARY,
    jitter: EMPTY_SUMMARY,
    mos: EMPTY_SUMMARY,
    rtt: EMPTY_SUMMARY,
  };
}

/** A running summary with one more value (the average is the running mean, no history kept). */
export function addToSummary(summary: StatisticSummary, value: number): StatisticSummary {
  const sampleCount = summary.sampleCount + 1;
  const previousAverage = summary.average ?? 0;
  return {
    min: summary.min === null ? value : Math.min(summary.min, value),
    max: summary.max === null ? value : Math.max(summary.max, value),
    average: previousAverage + (value - previousAverage) / sampleCount,
    sampleCount,
  };
}

/** The statistics with one sample added; measures that are null, absent or not finite are skipped. */
export function addCallStatisticsSample(stats: CallStatistics, sample: CallStatisticsSample): CallStatistics {
  const next: CallStatistics = { ...stats };
  for (const metric of CALL_STATISTIC_METRICS) {
    const value = sample[metric];
    if (typeof value === 'number' && Number.isFinite(value))
      next[metric] = addToSummary(stats[metric], value);
  }
  return next;
}

// --- MOS estimate: a simplified ITU-T G.107 E-model ---------------------------------------------
//
// WebRTC reports no MOS, so it is estimated from what getStats() gives (as softphone SDKs do):
//  1. effective one-way delay d = rtt / 2 + 2 × jitter + 10 ms (the jitter buffer holds about two
//     jitters; 10 ms for coding and packetisation);
//  2. the delay impairment Id = 0.024 d, plus 0.11 (d − 177.3) beyond 177.3 ms (the E-model's knee);
//  3. the loss impairment Ie,eff = Ie + (95 − Ie) × Ppl / (Ppl + Bpl), with Ie = 0 and Bpl = 25.1
//     (G.711 with packet-loss concealment, G.113 Appendix I; Opus does better, so this is cautious)
//     and Ppl the lost packets in percent, losses taken as random (BurstR = 1);
//  4. R = 93.2 − Id − Ie,eff (93.2: the default R with no impairment), then
//     MOS = 1 + 0.035 R + 7·10⁻⁶ R (R − 60)(100 − R), 1 below R = 0 and 4.5 above R = 100.
// A perfect network therefore scores about 4.41, a busy LAN 4.3–4.4, and 5 % loss about 3.9.

export const E_MODEL_DEFAULT_R = 93.2;
const DELAY_KNEE_MS = 177.3;
const CODEC_DELAY_MS = 10;
const LOSS_ROBUSTNESS_BPL = 25.1;

export type MosInput = {
  /** Round-trip time, ms. */
  rttMs: number;
  /** Interarrival jitter, ms. */
  jitterMs: number;
  /** Lost packets over sent packets in the interval, 0–1. */
  packetsLostFraction: number;
};

/** The E-model's rating factor R for the measured network. */
export function rFactor({ rttMs, jitterMs, packetsLostFraction }: MosInput): number {
  const delay = Math.max(0, rttMs) / 2 + 2 * Math.max(0, jitterMs) + CODEC_DELAY_MS;
  const delayImpairment = 0.024 * delay + (delay > DELAY_KNEE_MS ? 0.11 * (delay - DELAY_KNEE_MS) : 0);
  const lossPercent = Math.min(100, Math.max(0, packetsLostFraction) * 100);
  const lossImpairment = (95 * lossPercent) / (lossPercent + LOSS_ROBUSTNESS_BPL);
  return E_MODEL_DEFAULT_R - delayImpairment - lossImpairment;
}

/** G.107's mapping from R to the mean opinion score (1–4.5). */
export function mosFromR(r: number): number {
  if (r <= 0) return 1;
  if (r >= 100) return 4.5;
  return 1 + 0.035 * r + 7e-6 * r * (r - 60) * (100 - r);
}

/** The estimated MOS of a call leg, rounded to two decimals. */
export function estimateMos(input: MosInput): number {
  return Math.round(mosFromR(rFactor(input)) * 100) / 100;
}
