import { describe, expect, it } from 'vitest';
import { combinePeerSamples, type PeerStatsSample, readPeerStats, type StatsEntry } from './stats-sample.ts';

const REPORT: StatsEntry[] = [
  { type: 'media-source', kind: 'audio', audioLevel: 0.4 },
  {
    type: 'inbound-rtp',
    kind: 'audio',
    jitter: 0.012,
    audioLevel: 0.2,
    bytesReceived: 5000,
    packetsReceived: 100,
    packetsLost: 2,
  },
  { type: 'outbound-rtp', kind: 'audio', bytesSent: 4000 },
  { type: 'transport', selectedCandidatePairId: 'P2' },
  { type: 'candidate-pair', id: 'P1', nominated: true, state: 'succeeded', currentRoundTripTime: 0.5 },
  { type: 'candidate-pair', id: 'P2', currentRoundTripTime: 0.03 },
];

describe('reading getStats()', () => {
  it('takes levels, jitter and rtt (in ms) from the report, and deltas from the previous reading', () => {
    const first = readPeerStats({
      peerSid: 'CP1',
      entries: REPORT,
      previous: null,
      iceConnectionState: 'connected',
      send: true,
      receive: true,
    });
    expect(first.sample).toMatchObject({
      audioInputLevel: 0.4,
      audioOutputLevel: 0.2,
      jitterMs: 12,
      rttMs: 30,
      bytesReceived: null,
      bytesSent: null,
      packetsLostFraction: null,
      iceConnectivityLost: false,
    });
    const later: StatsEntry[] = REPORT.map((entry) =>
      entry.type === 'inbound-rtp'
        ? { ...entry, bytesReceived: 9000, packetsReceived: 148, packetsLost: 4 }
        : entry.type === 'outbound-rtp'
          ? { ...entry, bytesSent: 8000 }
          : entry,
    );
    const second = readPeerStats({
      peerSid: 'CP1',
      entries: later,
      previous: first.counters,
      iceConnectionState: 'disconnected',
      send: true,
      receive: false,
    });
    expect(second.sample).toMatchObject({
      bytesReceived: 4000,
      bytesSent: 4000,
      iceConnectivityLost: true,
      receive: false,
    });
    expect(second.sample.packetsLostFraction).toBeCloseTo(2 / 50);
  });

  it('falls back to remote-inbound-rtp for rtt and to a nominated pair', () => {
    const { sample } = readPeerStats({
      peerSid: 'CP1',
      entries: [
        { type: 'remote-inbound-rtp', kind: 'audio', roundTripTime: 0.08 },
        { type: 'candidate-pair', nominated: true, state: 'succeeded' },
      ],
      previous: null,
      iceConnectionState: 'failed',
      send: false,
      receive: false,
    });
    expect(sample).toMatchObject({
      rttMs: 80,
      jitterMs: null,
      audioOutputLevel: null,
      iceConnectivityLost: true,
    });
  });
});

const sample = (overrides: Partial<PeerStatsSample>): PeerStatsSample => ({
  peerSid: 'CP1',
  audioInputLevel: 0.3,
  audioOutputLevel: 0.2,
  jitterMs: 5,
  rttMs: 20,
  packetsLostFraction: 0,
  bytesReceived: 1000,
  bytesSent: 1000,
  iceConnectivityLost: false,
  send: true,
  receive: true,
  ...overrides,
});

describe('one second of a call from every connection', () => {
  it('keeps the loudest audio played and the worst network figures', () => {
    const { statistics, network } = combinePeerSamples(
      [
        sample({ audioOutputLevel: 0.1, jitterMs: 3, rttMs: 10 }),
        sample({ peerSid: 'CP2', audioOutputLevel: 0.6, jitterMs: 9, rttMs: 40, receive: false }),
        sample({ peerSid: 'CP3', audioOutputLevel: 0.4, bytesReceived: 0, bytesSent: 10, send: false }),
      ],
      { muted: false },
    );
    // CP2 is not played: its level is not what the agent hears.
    expect(statistics.audioOutputLevel).toBe(0.4);
    expect(statistics.audioInputLevel).toBe(0.3);
    expect(statistics.jitter).toBe(9);
    expect(statistics.rtt).toBe(40);
    expect(statistics.mos).toBeGreaterThan(4);
    expect(network).toMatchObject({ jitterMs: 9, rttMs: 40, bytesReceived: 1000, bytesSent: 2000 });
  });

  it('counts no bytes where no audio is due (muted, or nobody played)', () => {
    const { network, statistics } = combinePeerSamples([sample({ receive: false })], { muted: true });
    expect(network.bytesSent).toBeNull();
    expect(network.bytesReceived).toBeNull();
    expect(statistics.audioOutputLevel).toBeNull();
  });
});
