// Network-quality warnings (spec 000 §9): "high-rtt, low-mos, high-jitter, high-packets-lost-fraction,
// low-bytes-received, low-bytes-sent, ice-connectivity-lost"; spec 000 §4: they "resolve and clear
// after 10 s". The browser feeds one sample a second (docs/voice-web.md); this module decides which
// warnings stand. Pure: the caller keeps the state between samples.
//
// Thresholds are Parley's (the spec names the warnings, not their limits). They follow the usual
// softphone defaults, so one bad second does not raise anything:
//   high-rtt                    rtt above 400 ms in 3 of the last 5 samples
//   low-mos                     estimated MOS below 3.5 in 3 of the last 5 samples
//   high-jitter                 jitter above 30 ms in 3 of the last 5 samples
//   high-packets-lost-fraction  loss above 1 % in 3 of the last 5 samples, or above 3 % on average
//                               over the last 7
//   low-bytes-received          nothing received in each of the last 3 samples (while audio is due)
//   low-bytes-sent              nothing sent in each of the last 3 samples (while audio is due)
//   ice-connectivity-lost       the latest sample's ICE connection is disconnected or failed
// A warning is raised as soon as its condition holds. Once the condition stops holding the warning
// stays for NETWORK_WARNING_MS (10 s) and then clears; if the condition comes back meanwhile it
// simply stays.
import { NETWORK_WARNING_MS } from '../common/limits.ts';

export const NETWORK_WARNING_NAMES = [
  'high-rtt',
  'low-mos',
  'high-jitter',
  'high-packets-lost-fraction',
  'low-bytes-received',
  'low-bytes-sent',
  'ice-connectivity-lost',
] as const;
export type NetworkWarningName = (typeof NETWORK_WARNING_NAMES)[number];

export const NETWORK_WARNING_THRESHOLDS = {
  rttMaxMs: 400,
  mosMin: 3.5,
  jitterMaxMs: 30,
  packetsLostFractionMax: 0.01,
  packetsLostFractionMaxAverage: 0.03,
  /** "3 of the last 5". */
  raiseCount: 3,
  windowSize: 5,
  /** The loss average is taken over this many samples. */
  averageWindowSize: 7,
  /** Consecutive samples with no bytes before low-bytes-* is raised. */
  lowBytesCount: 3,
} as const;

/** One second of the network as the browser saw it; null: not measured (or not due, for bytes). */
export type NetworkSample = {
  rttMs: number | null;
  jitterMs: number | null;
  mos: number | null;
  packetsLostFraction: number | null;
  /** Bytes received in the interval; null when no audio is expected (nobody sends to us). */
  bytesReceived: number | null;
  /** Bytes sent in the interval; null when we are not expected to send (muted, listening). */
  bytesSent: number | null;
  iceConnectivityLost: boolean;
};

export type ActiveNetworkWarning = {
  raisedAt: number;
  /** When its condition stopped holding (it clears NETWORK_WARNING_MS later), or null while it holds. */
  conditionEndedAt: number | null;
};

export type NetworkWarningsState = {
  /** The latest samples, oldest first (as many as the longest window needs). */
  samples: readonly NetworkSample[];
  active: Readonly<Partial<Record<NetworkWarningName, ActiveNetworkWarning>>>;
};

export const EMPTY_NETWORK_WARNINGS: NetworkWarningsState = { samples: [], active: {} };

export type NetworkWarningsStep = {
  state: NetworkWarningsState;
  raised: NetworkWarningName[];
  cleared: NetworkWarningName[];
};

const T = NETWORK_WARNING_THRESHOLDS;
const HISTORY = Math.max(T.windowSize, T.averageWindowSize, T.lowBytesCount);

function countOver(values: readonly (number | null)[], test: (value: number) => boolean): number {
  return values.filter((value) => value !== null && test(value)).length;
}

/** Which conditions hold on these samples (the latest last). */
export function networkConditions(samples: readonly NetworkSample[]): Set<NetworkWarningName> {
  const holding = new Set<NetworkWarningName>();
  const recent = samples.slice(-T.windowSize);
  const latest = samples.at(-1);
  if (
    countOver(
      recent.map((s) => s.rttMs),
      (v) => v > T.rttMaxMs,
    ) >= T.raiseCount
  )
    holding.add('high-rtt');
  if (
    countOver(
      recent.map((s) => s.mos),
      (v) => v < T.mosMin,
    ) >= T.raiseCount
  )
    holding.add('low-mos');
  if (
    countOver(
      recent.map((s) => s.jitterMs),
      (v) => v > T.jitterMaxMs,
    ) >= T.raiseCount
  ) {
    holding.add('high-jitter');
  }
  const losses = samples
    .slice(-T.averageWindowSize)
    .map((s) => s.packetsLostFraction)
    .filter((v): v is number => v !== null);
  const averageLoss = losses.length > 0 ? losses.reduce((sum, v) => sum + v, 0) / losses.length : 0;
  if (
    countOver(
      recent.map((s) => s.packetsLostFraction),
      (v) => v > T.packetsLostFractionMax,
    ) >= T.raiseCount ||
    (losses.length >= T.averageWindowSize && averageLoss > T.packetsLostFractionMaxAverage)
  ) {
    holding.add('high-packets-lost-fraction');
  }
  const lastBytes = samples.slice(-T.lowBytesCount);
  const noBytes = (pick: (s: NetworkSample) => number | null) =>
    lastBytes.length === T.lowBytesCount && lastBytes.every((s) => pick(s) !== null && (pick(s) ?? 0) < 1);
  if (noBytes((s) => s.bytesReceived)) holding.add('low-bytes-received');
  if (noBytes((s) => s.bytesSent)) holding.add('low-bytes-sent');
  if (latest?.iceConnectivityLost) holding.add('ice-connectivity-lost');
  return holding;
}

/**
 * The warnings after one more sample at `now`: newly raised ones, and ones whose condition ended at
 * least NETWORK_WARNING_MS ago, cleared.
 */
export function addNetworkSample(
  state: NetworkWarningsState,
  sample: NetworkSample,
  now: number,
): NetworkWarningsStep {
  const samples = [...state.samples, sample].slice(-HISTORY);
  const holding = networkConditions(samples);
  const active: Partial<Record<NetworkWarningName, ActiveNetworkWarning>> = {};
  const raised: NetworkWarningName[] = [];
  const cleared: NetworkWarningName[] = [];
  for (const name of NETWORK_WARNING_NAMES) {
    const current = state.active[name];
    if (holding.has(name)) {
      active[name] = current
        ? { ...current, conditionEndedAt: null }
        : { raisedAt: now, conditionEndedAt: null };
      if (!current) raised.push(name);
    } else if (current) {
      const endedAt = current.conditionEndedAt ?? now;
      if (now - endedAt >= NETWORK_WARNING_MS) cleared.push(name);
      else active[name] = { ...current, conditionEndedAt: endedAt };
    }
  }
  return { state: { samples, active }, raised, cleared };
}

/** Clears warnings whose 10 s ran out without a new sample (the call's samples stopped). */
export function expireNetworkWarnings(state: NetworkWarningsState, now: number): NetworkWarningsStep {
  const active: Partial<Record<NetworkWarningName, ActiveNetworkWarning>> = {};
  const cleared: NetworkWarningName[] = [];
  for (const name of NETWORK_WARNING_NAMES) {
    const current = state.active[name];
    if (!current) continue;
    if (current.conditionEndedAt !== null && now - current.conditionEndedAt >= NETWORK_WARNING_MS)
      cleared.push(name);
    else active[name] = current;
  }
  return { state: { samples: state.samples, active }, raised: [], cleared };
}

/** The warnings standing, in the spec's order. */
export function activeNetworkWarnings(state: NetworkWarningsState): NetworkWarningName[] {
  return NETWORK_WARNING_NAMES.filter((name) => state.active[name] !== undefined);
}
