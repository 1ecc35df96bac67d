import { describe, expect, it } from 'vitest';
import { NETWORK_WARNING_MS } from '../common/limits.ts';
import {
  activeNetworkWarnings,
  addNetworkSample,
  EMPTY_NETWORK_WARNINGS,
  expireNetworkWarnings,
  NETWORK_WARNING_NAMES,
  type NetworkSample,
  type NetworkWarningsState,
  networkConditions,
} from './network-warnings.ts';

const GOOD: NetworkSample = {
  rttMs: 20,
  jitterMs: 2,
  mos: 4.4,
  packetsLostFraction: 0,
  bytesReceived: 8_000,
  bytesSent: 8_000,
  iceConnectivityLost: false,
};

/** Feeds samples one a second from `start`; returns the final state and every raise and clear. */
function feed(samples: NetworkSample[], state: NetworkWarningsState = EMPTY_NETWORK_WARNINGS, start = 0) {
  const raised: string[] = [];
  const cleared: string[] = [];
  let current = state;
  samples.forEach((sample, index) => {
    const step = addNetworkSample(current, sample, start + index * 1000);
    current = step.state;
    raised.push(...step.raised);
    cleared.push(...step.cleared);
  });
  return { state: current, raised, cleared };
}

const repeat = (sample: NetworkSample, times: number) => Array.from({ length: times }, () => sample);

describe('network warnings (spec 000 §9)', () => {
  it('names the seven warnings of the spec', () => {
    expect(NETWORK_WARNING_NAMES).toEqual([
      'high-rtt',
      'low-mos',
      'high-jitter',
      'high-packets-lost-fraction',
      'low-bytes-received',
      'low-bytes-sent',
      'ice-connectivity-lost',
    ]);
    expect(NETWORK_WARNING_MS).toBe(10_000);
  });

  it('raises nothing on a good network', () => {
    expect(feed(repeat(GOOD, 20)).raised).toEqual([]);
  });

  it('raises high-rtt, low-mos and high-jitter on 3 of the last 5 samples, not on one bad second', () => {
    const bad = { ...GOOD, rttMs: 600, mos: 2.9, jitterMs: 45 };
    expect(feed([GOOD, bad, GOOD, GOOD, bad, GOOD]).raised).toEqual([]);
    const { raised, state } = feed([bad, GOOD, bad, GOOD, bad]);
    expect(raised).toEqual(['high-rtt', 'low-mos', 'high-jitter']);
    expect(activeNetworkWarnings(state)).toEqual(['high-rtt', 'low-mos', 'high-jitter']);
  });

  it('raises high-packets-lost-fraction on 3 of 5 over 1 %, or a 7-sample average over 3 %', () => {
    const lossy = { ...GOOD, packetsLostFraction: 0.02 };
    expect(feed([lossy, lossy, lossy]).raised).toEqual(['high-packets-lost-fraction']);
    // One burst of 25 % among clean seconds: the average over 7 is above 3 %.
    const burst = { ...GOOD, packetsLostFraction: 0.25 };
    expect(feed([GOOD, GOOD, GOOD, GOOD, GOOD, GOOD, burst]).raised).toEqual(['high-packets-lost-fraction']);
    expect(feed([GOOD, GOOD, burst]).raised).toEqual([]);
  });

  it('raises low-bytes-* after 3 silent seconds, only while audio is due', () => {
    const silentIn = { ...GOOD, bytesReceived: 0 };
    expect(feed([silentIn, silentIn]).raised).toEqual([]);
    expect(feed([silentIn, silentIn, silentIn]).raised).toEqual(['low-bytes-received']);
    const notDue = { ...GOOD, bytesReceived: null, bytesSent: null };
    expect(feed(repeat(notDue, 5)).raised).toEqual([]);
    const silentOut = { ...GOOD, bytesSent: 0 };
    expect(feed(repeat(silentOut, 3)).raised).toEqual(['low-bytes-sent']);
  });

  it('raises ice-connectivity-lost at once', () => {
    expect(feed([GOOD, { ...GOOD, iceConnectivityLost: true }]).raised).toEqual(['ice-connectivity-lost']);
  });

  it('clears a warning 10 s after its condition ends, and keeps it if the condition returns', () => {
    const lost = { ...GOOD, iceConnectivityLost: true };
    // Lost at t=0, back at t=1 s: the warning stands until t=11 s.
    let step = addNetworkSample(EMPTY_NETWORK_WARNINGS, lost, 0);
    expect(step.raised).toEqual(['ice-connectivity-lost']);
    step = addNetworkSample(step.state, GOOD, 1_000);
    expect(step.cleared).toEqual([]);
    expect(step.state.active['ice-connectivity-lost']?.conditionEndedAt).toBe(1_000);
    step = addNetworkSample(step.state, GOOD, 10_999);
    expect(activeNetworkWarnings(step.state)).toEqual(['ice-connectivity-lost']);
    step = addNetworkSample(step.state, GOOD, 11_000);
    expect(step.cleared).toEqual(['ice-connectivity-lost']);
    expect(activeNetworkWarnings(step.state)).toEqual([]);

    // Lost again within the 10 s: it stays, raised once, and the 10 s start again when it ends.
    let again = addNetworkSample(EMPTY_NETWORK_WARNINGS, lost, 0);
    again = addNetworkSample(again.state, GOOD, 1_000);
    again = addNetworkSample(again.state, lost, 5_000);
    expect(again.raised).toEqual([]);
    expect(again.state.active['ice-connectivity-lost']).toEqual({ raisedAt: 0, conditionEndedAt: null });
    again = addNetworkSample(again.state, GOOD, 6_000);
    again = addNetworkSample(again.state, GOOD, 15_000);
    expect(activeNetworkWarnings(again.state)).toEqual(['ice-connectivity-lost']);
    again = addNetworkSample(again.state, GOOD, 16_000);
    expect(again.cleared).toEqual(['ice-connectivity-lost']);
  });

  it('expires warnings when the samples stop', () => {
    let step = addNetworkSample(EMPTY_NETWORK_WARNINGS, { ...GOOD, iceConnectivityLost: true }, 0);
    // Still holding: nothing expires however long it is.
    expect(expireNetworkWarnings(step.state, 60_000).cleared).toEqual([]);
    step = addNetworkSample(step.state, GOOD, 1_000);
    expect(expireNetworkWarnings(step.state, 10_000).cleared).toEqual([]);
    const expired = expireNetworkWarnings(step.state, 11_000);
    expect(expired.cleared).toEqual(['ice-connectivity-lost']);
    expect(activeNetworkWarnings(expired.state)).toEqual([]);
  });

  it('reads conditions from the latest samples only', () => {
    const bad = { ...GOOD, rttMs: 900 };
    expect(networkConditions([bad, bad, bad, GOOD, GOOD, GOOD, GOOD, GOOD]).has('high-rtt')).toBe(false);
    expect(networkConditions([GOOD, GOOD, bad, bad, bad]).has('high-rtt')).toBe(true);
  });
});
