import { describe, expect, it, vi } from 'vitest';
import type { VoiceSignal } from '../api/voice-types.ts';
import { type AudioOutput, type MeshDeps, offersTo, RECONNECT_AFTER_MS } from './mesh-deps.ts';
import type { MicrophoneHandle } from './microphone.ts';
import { WebRtcMeshMedia } from './webrtc-mesh-media.ts';

// The mesh's rules with fake browser objects: who offers, non-trickle exchange, one microphone clone
// per peer enabled per the plan, remote audio played per the plan, recovery.

class FakeTrack {
  enabled = true;
  stopped = false;
  readonly clones: FakeTrack[] = [];
  clone(): FakeTrack {
    const copy = new FakeTrack();
    this.clones.push(copy);
    return copy;
  }
  stop(): void {
    this.stopped = true;
  }
}

let pcCount = 0;

/** RTCDTMFSender as the browser keeps it: insertDTMF replaces the buffer of tones still to play. */
class FakeDtmfSender {
  canInsertDTMF = true;
  toneBuffer = '';
  readonly inserted: string[] = [];
  insertDTMF(tones: string): void {
    this.inserted.push(tones);
    this.toneBuffer = tones;
  }
}

class FakePeerConnection {
  readonly id = ++pcCount;
  connectionState = 'new';
  iceConnectionState = 'new';
  iceGatheringState = 'new';
  signalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  readonly tracks: FakeTrack[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(readonly config: RTCConfiguration) {}

  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(): void {}
  dispatch(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  readonly dtmf = new FakeDtmfSender();
  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }
  getSenders() {
    return this.tracks.map((track) => ({ track, dtmf: this.dtmf }));
  }
  addTransceiver(): void {}
  async createOffer() {
    return { type: 'offer', sdp: `offer-${this.id}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: `answer-${this.id}` };
  }
  async setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
    // Gathering completes later, as in a browser.
    this.iceGatheringState = 'gathering';
    setTimeout(() => {
      this.iceGatheringState = 'complete';
      this.dispatch('icegatheringstatechange', {});
    }, 0);
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async getStats() {
    return new Map<string, unknown>([
      [
        'in',
        {
          type: 'inbound-rtp',
          kind: 'audio',
          jitter: 0.004,
          audioLevel: 0.3,
          bytesReceived: 1000,
          packetsReceived: 50,
          packetsLost: 0,
        },
      ],
      ['out', { type: 'outbound-rtp', kind: 'audio', bytesSent: 900 }],
    ]);
  }
  close(): void {
    this.closed = true;
    this.connectionState = 'closed';
  }
}

type Harness = {
  media: WebRtcMeshMedia;
  signals: VoiceSignal[];
  connections: FakePeerConnection[];
  outputs: { playing: boolean; closed: boolean }[];
  mic: FakeTrack;
  release: ReturnType<typeof vi.fn>;
  now: { value: number };
};

function harness(selfSid: string, options: { resume?: boolean } = {}): Harness {
  const signals: VoiceSignal[] = [];
  const connections: FakePeerConnection[] = [];
  const outputs: { playing: boolean; closed: boolean }[] = [];
  const mic = new FakeTrack();
  const release = vi.fn();
  const now = { value: 1_000 };
  const deps: MeshDeps = {
    createPeerConnection: (config) => {
      const pc = new FakePeerConnection(config);
      connections.push(pc);
      // The fake stands in for the browser object.
      return pc as unknown as RTCPeerConnection;
    },
    acquireMicrophone: async (): Promise<MicrophoneHandle> => ({
      track: mic as unknown as MediaStreamTrack,
      real: true,
      meter: { level: () => 0.25, close: () => {} },
      release,
    }),
    createOutput: (): AudioOutput => {
      const output = { playing: false, closed: false };
      outputs.push(output);
      return {
        setPlaying: (on) => {
          output.playing = on;
        },
        close: () => {
          output.closed = true;
        },
      };
    },
    createMeter: () => ({ level: () => 0.5, close: () => {} }),
    createStream: () => ({}) as MediaStream,
    now: () => now.value,
    startTimer: () => () => {},
    iceGatheringTimeoutMs: 1_000,
  };
  const media = new WebRtcMeshMedia(
    {
      conferenceSid: 'CF1',
      selfSid,
      resume: options.resume ?? false,
      sendSignal: async (signal) => {
        signals.push(signal);
      },
    },
    deps,
  );
  return { media, signals, connections, outputs, mic, release, now };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function remoteTrack(pc: FakePeerConnection): void {
  pc.dispatch('track', { streams: [{}], track: new FakeTrack() });
}

describe('the WebRTC mesh', () => {
  it('lets the lower participant sid offer', () => {
    expect(offersTo('CPa', 'CPb')).toBe(true);
    expect(offersTo('CPb', 'CPa')).toBe(false);
  });

  it('offers once ICE gathering is complete, with no ICE servers and one microphone clone per peer', async () => {
    const { media, signals, connections, mic } = harness('CPa');
    media.connect([
      { peerSid: 'CPb', send: true, receive: true },
      { peerSid: 'CPc', send: false, receive: true },
    ]);
    await settle();
    expect(connections).toHaveLength(2);
    expect(connections[0]?.config).toEqual({ iceServers: [] });
    expect(mic.clones).toHaveLength(2);
    expect(connections[0]?.tracks[0]).toBe(mic.clones[0]);
    // Sending differs per peer.
    expect(mic.clones.map((track) => track.enabled)).toEqual([true, false]);
    expect(signals).toEqual([
      {
        conferenceSid: 'CF1',
        fromParticipantSid: 'CPa',
        toParticipantSid: 'CPb',
        kind: 'offer',
        sdp: 'offer-1',
      },
      {
        conferenceSid: 'CF1',
        fromParticipantSid: 'CPa',
        toParticipantSid: 'CPc',
        kind: 'offer',
        sdp: 'offer-2',
      },
    ]);
    media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPb',
      toParticipantSid: 'CPa',
      kind: 'answer',
      sdp: 'answer-x',
    });
    await settle();
    expect(connections[0]?.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-x' });
  });

  it('answers an offer from a lower sid, even one that came before the plan named its peer', async () => {
    const { media, signals, connections } = harness('CPz');
    media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPa',
      toParticipantSid: 'CPz',
      kind: 'offer',
      sdp: 'offer-a',
    });
    await settle();
    expect(connections).toHaveLength(1);
    expect(connections[0]?.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-a' });
    expect(signals).toEqual([
      expect.objectContaining({
        fromParticipantSid: 'CPz',
        toParticipantSid: 'CPa',
        kind: 'answer',
        sdp: `answer-${connections[0]?.id}`,
      }),
    ]);
    // The plan then arrives: the same connection is kept and toggled, not renegotiated.
    media.connect([{ peerSid: 'CPa', send: true, receive: true }]);
    await settle();
    expect(connections).toHaveLength(1);
    expect(signals).toHaveLength(1);
  });

  it('ignores signals for other participants or conferences, and offers from a higher sid', async () => {
    const { media, signals, connections } = harness('CPa');
    media.handleSignal({
      conferenceSid: 'CF2',
      fromParticipantSid: 'CPb',
      toParticipantSid: 'CPa',
      kind: 'offer',
      sdp: 'x',
    });
    media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPb',
      toParticipantSid: 'CPq',
      kind: 'offer',
      sdp: 'x',
    });
    media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPb',
      toParticipantSid: 'CPa',
      kind: 'offer',
      sdp: 'x',
    });
    await settle();
    expect(connections).toHaveLength(0);
    expect(signals).toHaveLength(0);
  });

  it('plays a peer only when the plan says receive, and mute stops every track', async () => {
    const { media, connections, outputs, mic } = harness('CPa');
    media.connect([{ peerSid: 'CPb', send: true, receive: false }]);
    await settle();
    const pc = connections[0];
    if (!pc) throw new Error('no connection');
    remoteTrack(pc);
    expect(outputs).toEqual([{ playing: false, closed: false }]);
    // A new plan (hold ends, a whisper becomes a barge): only toggles, same connection.
    media.connect([{ peerSid: 'CPb', send: true, receive: true }]);
    expect(outputs[0]?.playing).toBe(true);
    expect(connections).toHaveLength(1);
    media.setMuted(true);
    expect(mic.clones[0]?.enabled).toBe(false);
    expect(media.snapshot()).toMatchObject({
      muted: true,
      inputLevel: 0,
      peers: [{ peerSid: 'CPb', send: false, receive: true, inboundLevel: 0.5 }],
    });
    media.setMuted(false);
    expect(mic.clones[0]?.enabled).toBe(true);
    media.setSending('CPb', false);
    expect(mic.clones[0]?.enabled).toBe(false);
  });

  it('closes a connection the plan no longer names, and everything on close', async () => {
    const { media, connections, outputs, mic, release } = harness('CPa');
    media.connect([
      { peerSid: 'CPb', send: true, receive: true },
      { peerSid: 'CPc', send: true, receive: true },
    ]);
    await settle();
    remoteTrack(connections[0] as FakePeerConnection);
    media.connect([{ peerSid: 'CPc', send: true, receive: true }]);
    expect(connections[0]?.closed).toBe(true);
    expect(outputs[0]?.closed).toBe(true);
    expect(mic.clones[0]?.stopped).toBe(true);
    media.close();
    expect(connections[1]?.closed).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('starts over when the peer offers again (it reloaded) or asks with a bye', async () => {
    const answerer = harness('CPz');
    answerer.media.connect([{ peerSid: 'CPa', send: true, receive: true }]);
    answerer.media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPa',
      toParticipantSid: 'CPz',
      kind: 'offer',
      sdp: 'o1',
    });
    await settle();
    answerer.media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPa',
      toParticipantSid: 'CPz',
      kind: 'offer',
      sdp: 'o2',
    });
    await settle();
    expect(answerer.connections).toHaveLength(2);
    expect(answerer.connections[0]?.closed).toBe(true);
    expect(answerer.connections[1]?.remoteDescription?.sdp).toBe('o2');

    const offerer = harness('CPa');
    offerer.media.connect([{ peerSid: 'CPz', send: true, receive: true }]);
    await settle();
    offerer.media.handleSignal({
      conferenceSid: 'CF1',
      fromParticipantSid: 'CPz',
      toParticipantSid: 'CPa',
      kind: 'bye',
      sdp: '',
    });
    await settle();
    expect(offerer.connections).toHaveLength(2);
    expect(offerer.signals.filter((signal) => signal.kind === 'offer')).toHaveLength(2);
  });

  it('after a reload, the answering side asks the offerer to offer again', async () => {
    const { media, signals } = harness('CPz', { resume: true });
    media.connect([{ peerSid: 'CPa', send: true, receive: true }]);
    await settle();
    expect(signals).toEqual([expect.objectContaining({ toParticipantSid: 'CPa', kind: 'bye' })]);
  });

  it('negotiates again a connection that did not come up in time', async () => {
    const { media, signals, connections, now } = harness('CPa');
    media.connect([{ peerSid: 'CPb', send: true, receive: true }]);
    await settle();
    media.maintain(now.value + RECONNECT_AFTER_MS - 1);
    expect(connections).toHaveLength(1);
    media.maintain(now.value + RECONNECT_AFTER_MS);
    await settle();
    expect(connections).toHaveLength(2);
    expect(signals.filter((signal) => signal.kind === 'offer')).toHaveLength(2);
  });

  it('reads getStats() of each connection with deltas between readings', async () => {
    const { media, connections } = harness('CPa');
    media.connect([{ peerSid: 'CPb', send: true, receive: true }]);
    await settle();
    (connections[0] as FakePeerConnection).iceConnectionState = 'connected';
    const [first] = await media.stats();
    expect(first).toMatchObject({
      peerSid: 'CPb',
      jitterMs: 4,
      audioOutputLevel: 0.3,
      bytesReceived: null,
      send: true,
      receive: true,
    });
    const [second] = await media.stats();
    expect(second).toMatchObject({
      bytesReceived: 0,
      bytesSent: 0,
      packetsLostFraction: 0,
      iceConnectivityLost: false,
    });
  });

  it('sends tones on each audio sender the plan sends to, after the ones still queued', async () => {
    const { media, connections } = harness('CPa');
    // Nothing carries the tones before the microphone's track is in place.
    media.connect([
      { peerSid: 'CPb', send: true, receive: true },
      { peerSid: 'CPc', send: false, receive: true },
    ]);
    expect(media.sendTones('1')).toBe(false);
    await settle();
    const [toContact, toListener] = connections;
    if (!toContact || !toListener) throw new Error('no connections');
    expect(media.sendTones('1')).toBe(true);
    // The first tone is still playing: the next one queues behind it.
    expect(media.sendTones('#')).toBe(true);
    expect(toContact.dtmf.inserted).toEqual(['1', '1#']);
    // A peer we do not send to hears no tones.
    expect(toListener.dtmf.inserted).toEqual([]);
    // Muting silences the microphone, not the keypad.
    media.setMuted(true);
    expect(media.sendTones('2')).toBe(true);
    // A connection that cannot insert tones (telephone-event not negotiated) is skipped.
    toContact.dtmf.canInsertDTMF = false;
    expect(media.sendTones('3')).toBe(false);
    media.close();
    expect(media.sendTones('4')).toBe(false);
  });
});
