import { describe, expect, it, vi } from 'vitest';
import type { PeerPlan, VoiceSignal } from '../api/voice-types.ts';
import { CONTACT_PARTICIPANT, makeParticipant, makeSnapshot } from '../testing/voice-fixtures.ts';
import type { CallRecorder } from './call-recorder.ts';
import type { PeerStatsSample } from './stats-sample.ts';
import type { VoiceMedia, VoiceMediaOptions } from './voice-media.ts';
import { VoiceSessionManager } from './voice-session-manager.ts';

class FakeMedia implements VoiceMedia {
  readonly conferenceSid: string;
  readonly selfSid: string;
  plans: PeerPlan[][] = [];
  signals: VoiceSignal[] = [];
  muted = false;
  closed = false;
  samples: PeerStatsSample[] = [];
  constructor(readonly options: VoiceMediaOptions) {
    this.conferenceSid = options.conferenceSid;
    this.selfSid = options.selfSid;
  }
  connect(plan: readonly PeerPlan[]) {
    this.plans.push([...plan]);
  }
  setSending() {}
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  handleSignal(signal: VoiceSignal) {
    this.signals.push(signal);
  }
  tones: string[] = [];
  sendTones(tones: string) {
    this.tones.push(tones);
    return true;
  }
  async stats() {
    return this.samples;
  }
  snapshot() {
    return {
      conferenceSid: this.conferenceSid,
      selfSid: this.selfSid,
      muted: this.muted,
      inputLevel: 0.2,
      microphone: true,
      peers: [],
    };
  }
  recordingSources() {
    return [];
  }
  close() {
    this.closed = true;
  }
}

function setup() {
  const created: FakeMedia[] = [];
  const onQuality = vi.fn();
  const now = { value: 0 };
  const manager = new VoiceSessionManager(
    (participant) => participant.kind === 'agent' && participant.mediaUserId === 'user-1',
    {
      createMedia: (options) => {
        const media = new FakeMedia(options);
        created.push(media);
        return media;
      },
      sendSignal: async () => {},
      now: () => now.value,
      onQuality,
    },
  );
  return { manager, created, onQuality, now };
}

const signal = (to: string): VoiceSignal => ({
  conferenceSid: 'CF1',
  fromParticipantSid: 'CPcontact',
  toParticipantSid: to,
  kind: 'offer',
  sdp: 'v=0',
});

describe('the session manager', () => {
  it('opens media for the participants this page carries and applies each new plan', () => {
    const { manager, created } = setup();
    manager.sync(makeSnapshot());
    expect(created).toHaveLength(1);
    expect(created[0]?.selfSid).toBe('CPagent');
    expect(created[0]?.options.resume).toBe(false);
    expect(created[0]?.plans).toEqual([[{ peerSid: 'CPcontact', send: true, receive: true }]]);
    manager.sync(
      makeSnapshot({ version: 2, participants: [makeParticipant({ muted: true }), CONTACT_PARTICIPANT] }),
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.muted).toBe(true);
    expect(created[0]?.plans.at(-1)).toEqual([{ peerSid: 'CPcontact', send: false, receive: true }]);
  });

  it('closes the media when the participant leaves or the conference ends', () => {
    const { manager, created, onQuality } = setup();
    manager.sync(makeSnapshot());
    manager.sync(makeSnapshot({ version: 2, participants: [CONTACT_PARTICIPANT] }));
    expect(created[0]?.closed).toBe(true);
    expect(onQuality).toHaveBeenLastCalledWith('CF1', expect.objectContaining({ warnings: [] }));
    manager.sync(makeSnapshot({ version: 3 }));
    expect(created).toHaveLength(2);
    manager.sync(makeSnapshot({ version: 4, endedAt: new Date().toISOString() }));
    expect(created[1]?.closed).toBe(true);
    expect(manager.mediaSnapshots()).toEqual([]);
  });

  it('records the agent participant’s call as the snapshot says, and finishes when the agent leaves', () => {
    const updates: string[] = [];
    let finished = 0;
    const created: FakeMedia[] = [];
    const manager = new VoiceSessionManager((participant) => participant.mediaUserId === 'user-1', {
      createMedia: (options) => {
        const media = new FakeMedia(options);
        created.push(media);
        return media;
      },
      sendSignal: async () => {},
      now: () => 0,
      onQuality: () => {},
      // Only the calls the manager makes; the recorder's own behaviour is call-recorder.test.ts's.
      createRecorder: (conferenceSid) =>
        ({
          conferenceSid,
          update: (state: string) => updates.push(state),
          refresh: () => updates.push('refresh'),
          finish: () => {
            finished += 1;
          },
        }) as unknown as CallRecorder,
    });
    manager.sync(makeSnapshot({ recording: 'recording' }));
    manager.sync(makeSnapshot({ version: 2, recording: 'paused' }));
    void manager.sample();
    manager.sync(makeSnapshot({ version: 3, participants: [CONTACT_PARTICIPANT] }));
    expect(updates).toEqual(['recording', 'paused', 'refresh']);
    expect(finished).toBe(1);
    expect(created[0]?.closed).toBe(true);
  });

  it('marks media resumed after a reload', () => {
    const { manager, created } = setup();
    manager.sync(makeSnapshot(), { resumed: true });
    expect(created[0]?.options.resume).toBe(true);
  });

  it('routes signals to their participant, keeping early ones until the snapshot names it', () => {
    const { manager, created, now } = setup();
    manager.signal(signal('CPagent'));
    manager.signal(signal('CPother'));
    now.value = 1_000;
    manager.sync(makeSnapshot());
    expect(created[0]?.signals).toEqual([signal('CPagent')]);
    manager.signal(signal('CPagent'));
    expect(created[0]?.signals).toHaveLength(2);
  });

  it('drops early signals older than 15 s', () => {
    const { manager, created, now } = setup();
    manager.signal(signal('CPagent'));
    now.value = 20_000;
    manager.signal(signal('CPelse'));
    manager.sync(makeSnapshot());
    expect(created[0]?.signals).toEqual([]);
  });

  it('turns each second of stats into call statistics and network warnings', async () => {
    const { manager, created, onQuality } = setup();
    manager.sync(makeSnapshot());
    const media = created[0];
    if (!media) throw new Error('no media');
    media.samples = [
      {
        peerSid: 'CPcontact',
        audioInputLevel: 0.3,
        audioOutputLevel: 0.2,
        jitterMs: 4,
        rttMs: 2,
        packetsLostFraction: 0,
        bytesReceived: 4000,
        bytesSent: 4000,
        iceConnectivityLost: true,
        send: true,
        receive: true,
      },
    ];
    await manager.sample();
    await manager.sample();
    const quality = onQuality.mock.calls.at(-1)?.[1];
    expect(quality.statistics.rtt).toEqual({ min: 2, max: 2, average: 2, sampleCount: 2 });
    expect(quality.statistics.audioInputLevel.average).toBeCloseTo(0.3);
    expect(quality.statistics.mos.min).toBeGreaterThan(4.3);
    expect(quality.warnings).toEqual(['ice-connectivity-lost']);
  });

  it('sends tones from the participant it is asked for, and says when it carries none', () => {
    const { manager, created } = setup();
    manager.sync(makeSnapshot());
    expect(manager.sendTones('CF1', 'CPagent', '5')).toBe(true);
    expect(created[0]?.tones).toEqual(['5']);
    expect(manager.sendTones('CF1', 'CPcontact', '6')).toBe(false);
    expect(manager.sendTones('CF2', 'CPagent', '7')).toBe(false);
    expect(created[0]?.tones).toEqual(['5']);
  });
});
