import { type CallStatisticsSample, estimateMos } from '@parley/core/voice/call-statistics';
import type { NetworkSample } from '@parley/core/voice/network-warnings';

// Reading a peer connection's getStats() report (W3C webrtc-stats) into what the call statistics
// and the network warnings need. Pure: the report is passed in as its values.

/** What one getStats() entry may hold (only the fields read here). */
export type StatsEntry = {
  type: string;
  kind?: string;
  id?: string;
  timestamp?: number;
  audioLevel?: number;
  jitter?: number;
  packetsLost?: number;
  packetsReceived?: number;
  bytesReceived?: number;
  bytesSent?: number;
  roundTripTime?: number;
  currentRoundTripTime?: number;
  nominated?: boolean;
  selected?: boolean;
  state?: string;
  selectedCandidatePairId?: string;
};

/** Running counters kept between two readings, for per-interval deltas. */
export type PeerCounters = {
  bytesReceived: number;
  bytesSent: number;
  packetsReceived: number;
  packetsLost: number;
};

export type PeerStatsSample = {
  peerSid: string;
  /** Our microphone as sent on this connection (media-source audioLevel, 0–1). */
  audioInputLevel: number | null;
  /** What arrives on this connection (inbound-rtp audioLevel, 0–1). */
  audioOutputLevel: number | null;
  jitterMs: number | null;
  rttMs: number | null;
  /** Lost over expected packets in the interval, 0–1. */
  packetsLostFraction: number | null;
  bytesReceived: number | null;
  bytesSent: number | null;
  iceConnectivityLost: boolean;
  /** What the plan asked of this connection when it was read. */
  send: boolean;
  receive: boolean;
};

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function isAudio(entry: StatsEntry): boolean {
  return entry.kind === undefined || entry.kind === 'audio';
}

/** The candidate pair in use: the transport's selected one, else a nominated succeeded one. */
function selectedPair(entries: readonly StatsEntry[]): StatsEntry | undefined {
  const transport = entries.find((entry) => entry.type === 'transport' && entry.selectedCandidatePairId);
  const byTransport = transport
    ? entries.find(
        (entry) => entry.type === 'candidate-pair' && entry.id === transport.selectedCandidatePairId,
      )
    : undefined;
  return (
    byTransport ??
    entries.find((entry) => entry.type === 'candidate-pair' && entry.selected) ??
    entries.find((entry) => entry.type === 'candidate-pair' && entry.nominated && entry.state === 'succeeded')
  );
}

export type PeerStatsInput = {
  peerSid: string;
  entries: readonly StatsEntry[];
  previous: PeerCounters | null;
  iceConnectionState: string;
  send: boolean;
  receive: boolean;
};

/** One reading of one connection, and the counters to keep for the next. */
export function readPeerStats(input: PeerStatsInput): { sample: PeerStatsSample; counters: PeerCounters } {
  const { entries, previous } = input;
  const inbound = entries.find((entry) => entry.type === 'inbound-rtp' && isAudio(entry));
  const outbound = entries.find((entry) => entry.type === 'outbound-rtp' && isAudio(entry));
  const source = entries.find((entry) => entry.type === 'media-source' && isAudio(entry));
  const remoteInbound = entries.find((entry) => entry.type === 'remote-inbound-rtp' && isAudio(entry));
  const pair = selectedPair(entries);

  const counters: PeerCounters = {
    bytesReceived: num(inbound?.bytesReceived) ?? num(pair?.bytesReceived) ?? 0,
    bytesSent: num(outbound?.bytesSent) ?? num(pair?.bytesSent) ?? 0,
    packetsReceived: num(inbound?.packetsReceived) ?? 0,
    packetsLost: Math.max(0, num(inbound?.packetsLost) ?? 0),
  };
  const delta = (key: keyof PeerCounters) => (previous ? Math.max(0, counters[key] - previous[key]) : null);
  const received = delta('packetsReceived');
  const lost = delta('packetsLost');
  const expected = received === null || lost === null ? 0 : received + lost;
  const rttSeconds = num(pair?.currentRoundTripTime) ?? num(remoteInbound?.roundTripTime);
  const jitterSeconds = num(inbound?.jitter);
  return {
    counters,
    sample: {
      peerSid: input.peerSid,
      audioInputLevel: num(source?.audioLevel),
      audioOutputLevel: num(inbound?.audioLevel),
      jitterMs: jitterSeconds === null ? null : jitterSeconds * 1000,
      rttMs: rttSeconds === null ? null : rttSeconds * 1000,
      packetsLostFraction: expected > 0 && lost !== null ? lost / expected : previous ? 0 : null,
      bytesReceived: delta('bytesReceived'),
      bytesSent: delta('bytesSent'),
      iceConnectivityLost:
        input.iceConnectionState === 'disconnected' || input.iceConnectionState === 'failed',
      send: input.send,
      receive: input.receive,
    },
  };
}

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.max(...present);
}

function minOf(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.min(...present);
}

function sumOf(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0);
}

/**
 * One second of the call from every connection's reading: the call statistics take the
 * microphone's level, the loudest audio played, and the worst jitter, rtt and MOS; the network
 * warnings take the worst too, and count bytes only where audio is due (received from peers we
 * play, sent to peers we send to, unless muted).
 */
export function combinePeerSamples(
  samples: readonly PeerStatsSample[],
  options: { muted: boolean; inputLevel?: number | null },
): { statistics: CallStatisticsSample; network: NetworkSample } {
  const mosValues = samples.map((sample) =>
    sample.rttMs === null && sample.jitterMs === null
      ? null
      : estimateMos({
          rttMs: sample.rttMs ?? 0,
          jitterMs: sample.jitterMs ?? 0,
          packetsLostFraction: sample.packetsLostFraction ?? 0,
        }),
  );
  const played = samples.filter((sample) => sample.receive);
  const sending = samples.filter((sample) => sample.send);
  const mos = minOf(mosValues);
  const jitterMs = maxOf(samples.map((sample) => sample.jitterMs));
  const rttMs = maxOf(samples.map((sample) => sample.rttMs));
  return {
    statistics: {
      audioInputLevel: options.inputLevel ?? maxOf(samples.map((sample) => sample.audioInputLevel)),
      audioOutputLevel: played.length === 0 ? null : maxOf(played.map((sample) => sample.audioOutputLevel)),
      jitter: jitterMs,
      rtt: rttMs,
      mos,
    },
    network: {
      rttMs,
      jitterMs,
      mos,
      packetsLostFraction: maxOf(samples.map((sample) => sample.packetsLostFraction)),
      bytesReceived: played.length === 0 ? null : sumOf(played.map((sample) => sample.bytesReceived)),
      bytesSent:
        options.muted || sending.length === 0 ? null : sumOf(sending.map((sample) => sample.bytesSent)),
      iceConnectivityLost: samples.some((sample) => sample.iceConnectivityLost),
    },
  };
}
