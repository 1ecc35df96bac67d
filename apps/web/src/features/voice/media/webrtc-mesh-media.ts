import type { PeerPlan, VoiceSignal } from '../api/voice-types.ts';
import type { LevelMeter } from './audio-level.ts';
import type { RecordingSource } from './call-recorder.ts';
import {
  type AudioOutput,
  BROWSER_MESH_DEPS,
  MAINTAIN_EVERY_MS,
  type MeshDeps,
  offersTo,
  RECONNECT_AFTER_MS,
  waitForIceGathering,
} from './mesh-deps.ts';
import type { MicrophoneHandle } from './microphone.ts';
import { type PeerCounters, type PeerStatsSample, readPeerStats, type StatsEntry } from './stats-sample.ts';
import type { PeerMediaState, VoiceMedia, VoiceMediaOptions, VoiceMediaSnapshot } from './voice-media.ts';

// The simulator's media (docs/voice-contract.md "Media: WebRTC mesh, the server only signals"):
// one RTCPeerConnection per peer the plan names, negotiated without trickle through POST
// /conv/voice/signal and `voice.signal` events; the participant whose sid sorts lower offers. Each
// connection sends its own clone of the microphone track (enabled per the plan's `send`, and never
// while muted) and plays the peer's audio only when the plan says `receive`. A change of plan only
// toggles tracks. Recovery: an offer to a connection that already has one replaces it (the peer
// reloaded), a `bye` asks the offerer to offer again, and a connection not up after
// RECONNECT_AFTER_MS is negotiated again.

type PeerLink = {
  peerSid: string;
  pc: RTCPeerConnection;
  role: 'offerer' | 'answerer';
  createdAt: number;
  track: MediaStreamTrack | null;
  output: AudioOutput | null;
  /** What arrives from the peer (for the recording's mix), once its track came. */
  stream: MediaStream | null;
  meter: LevelMeter | null;
  counters: PeerCounters | null;
  /** The local track is in place: negotiation may start. */
  ready: Promise<void>;
  closed: boolean;
};

export class WebRtcMeshMedia implements VoiceMedia {
  readonly conferenceSid: string;
  readonly selfSid: string;
  private readonly links = new Map<string, PeerLink>();
  private readonly plan = new Map<string, { send: boolean; receive: boolean }>();
  private readonly microphone: Promise<MicrophoneHandle>;
  private readonly sendSignal: (signal: VoiceSignal) => Promise<void>;
  private readonly stopTimer: () => void;
  private muted = false;
  private closed = false;
  private mic: MicrophoneHandle | null = null;
  /** The microphone's own track as a stream (the recording's mix takes it). */
  private micStream: MediaStream | null = null;
  /** A reload resumed this participant: the first connection to each peer is negotiated anew. */
  private resume: boolean;

  constructor(
    options: VoiceMediaOptions,
    private readonly deps: MeshDeps = BROWSER_MESH_DEPS,
  ) {
    this.conferenceSid = options.conferenceSid;
    this.selfSid = options.selfSid;
    this.sendSignal = options.sendSignal;
    this.resume = options.resume;
    this.microphone = deps.acquireMicrophone().then((mic) => {
      if (this.closed) mic.release();
      else {
        this.mic = mic;
        this.micStream = mic.track ? deps.createStream([mic.track]) : null;
      }
      return mic;
    });
    this.stopTimer = deps.startTimer(() => this.maintain(), MAINTAIN_EVERY_MS);
  }

  connect(plan: readonly PeerPlan[]): void {
    if (this.closed) return;
    const planned = new Set(plan.map((peer) => peer.peerSid));
    for (const peerSid of [...this.links.keys()]) {
      if (!planned.has(peerSid)) this.dropLink(peerSid);
    }
    for (const sid of [...this.plan.keys()]) if (!planned.has(sid)) this.plan.delete(sid);
    for (const peer of plan) {
      if (peer.peerSid === this.selfSid) continue;
      this.plan.set(peer.peerSid, { send: peer.send, receive: peer.receive });
      const link = this.links.get(peer.peerSid);
      if (link) this.apply(link);
      else this.openLink(peer.peerSid, { announce: this.resume });
    }
    this.resume = false;
  }

  setSending(peerSid: string, on: boolean): void {
    const current = this.plan.get(peerSid);
    if (!current) return;
    this.plan.set(peerSid, { ...current, send: on });
    const link = this.links.get(peerSid);
    if (link) this.apply(link);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const link of this.links.values()) this.apply(link);
  }

  /**
   * DTMF as RFC 4733 telephone-events on each connection's audio sender (RTCRtpSender.dtmf), as a
   * phone sends them: appended to the tones still queued (insertDTMF replaces its buffer), at the
   * browser's default 100 ms a tone and 70 ms apart. Sent while muted too: muting silences the
   * microphone, not the keypad.
   */
  sendTones(tones: string): boolean {
    let sent = false;
    for (const link of this.links.values()) {
      if (link.closed || !this.plan.get(link.peerSid)?.send) continue;
      const dtmf = link.pc.getSenders().find((sender) => sender.dtmf)?.dtmf;
      if (!dtmf?.canInsertDTMF) continue;
      try {
        dtmf.insertDTMF(dtmf.toneBuffer + tones);
        sent = true;
      } catch (error) {
        // The connection is not (yet) sending, or the peer did not negotiate telephone-event.
        console.warn(`Tones for ${link.peerSid} were not sent`, error);
      }
    }
    return sent;
  }

  handleSignal(signal: VoiceSignal): void {
    if (
      this.closed ||
      signal.conferenceSid !== this.conferenceSid ||
      signal.toParticipantSid !== this.selfSid
    ) {
      return;
    }
    const peerSid = signal.fromParticipantSid;
    if (signal.kind === 'offer') void this.answer(peerSid, signal.sdp);
    else if (signal.kind === 'answer') void this.acceptAnswer(peerSid, signal.sdp);
    else this.restart(peerSid);
  }

  async stats(): Promise<PeerStatsSample[]> {
    const samples: PeerStatsSample[] = [];
    for (const link of [...this.links.values()]) {
      const plan = this.plan.get(link.peerSid) ?? { send: false, receive: false };
      let entries: StatsEntry[];
      try {
        entries = [...(await link.pc.getStats()).values()];
      } catch {
        continue;
      }
      if (link.closed) continue;
      const { sample, counters } = readPeerStats({
        peerSid: link.peerSid,
        entries,
        previous: link.counters,
        iceConnectionState: link.pc.iceConnectionState,
        send: plan.send && !this.muted,
        receive: plan.receive,
      });
      link.counters = counters;
      samples.push(sample);
    }
    return samples;
  }

  snapshot(): VoiceMediaSnapshot {
    const peers: PeerMediaState[] = [...this.links.values()].map((link) => {
      const plan = this.plan.get(link.peerSid) ?? { send: false, receive: false };
      return {
        peerSid: link.peerSid,
        send: plan.send && !this.muted,
        receive: plan.receive,
        connectionState: link.pc.connectionState ?? 'new',
        inboundLevel: link.meter?.level() ?? 0,
      };
    });
    return {
      conferenceSid: this.conferenceSid,
      selfSid: this.selfSid,
      muted: this.muted,
      inputLevel: this.muted ? 0 : (this.mic?.meter.level() ?? 0),
      microphone: this.mic?.real ?? true,
      peers,
    };
  }

  recordingSources(): RecordingSource[] {
    const sources: RecordingSource[] = [];
    if (this.micStream) sources.push({ id: 'microphone', stream: this.micStream, audible: !this.muted });
    for (const link of this.links.values()) {
      if (!link.stream) continue;
      const receive = this.plan.get(link.peerSid)?.receive ?? false;
      sources.push({ id: `peer:${link.peerSid}`, stream: link.stream, audible: receive });
    }
    return sources;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopTimer();
    for (const peerSid of [...this.links.keys()]) this.dropLink(peerSid);
    this.mic?.release();
    this.mic = null;
    this.micStream = null;
  }

  /** Negotiates again connections that did not come up (a lost offer, a peer that reloaded). */
  maintain(now = this.deps.now()): void {
    if (this.closed) return;
    for (const link of [...this.links.values()]) {
      const state = link.pc.connectionState;
      if (state === 'connected' || now - link.createdAt < RECONNECT_AFTER_MS) continue;
      if (link.role === 'offerer') this.reopen(link.peerSid);
      else {
        // Ask the offerer for a new offer; give it the time it needs before asking again.
        link.createdAt = now;
        void this.signal(link.peerSid, 'bye', '');
      }
    }
  }

  // --- links ---------------------------------------------------------------------------------

  private openLink(peerSid: string, options: { announce: boolean }): PeerLink {
    const pc = this.deps.createPeerConnection({ iceServers: [] });
    const role = offersTo(this.selfSid, peerSid) ? 'offerer' : 'answerer';
    const link: PeerLink = {
      peerSid,
      pc,
      role,
      createdAt: this.deps.now(),
      track: null,
      output: null,
      stream: null,
      meter: null,
      counters: null,
      ready: Promise.resolve(),
      closed: false,
    };
    this.links.set(peerSid, link);
    pc.addEventListener('track', (event: RTCTrackEvent) => {
      if (link.closed || link.output) return;
      const stream = event.streams[0] ?? this.deps.createStream([event.track]);
      link.stream = stream;
      link.output = this.deps.createOutput(stream);
      link.meter = this.deps.createMeter(stream);
      this.apply(link);
    });
    pc.addEventListener('connectionstatechange', () => {
      if (!link.closed && pc.connectionState === 'failed' && link.role === 'offerer') this.reopen(peerSid);
    });
    link.ready = this.microphone.then((mic) => {
      if (link.closed) return;
      const track = mic.track?.clone() ?? null;
      link.track = track;
      if (track) pc.addTrack(track, this.deps.createStream([track]));
      else pc.addTransceiver('audio', { direction: 'sendrecv' });
      this.apply(link);
    });
    if (role === 'offerer') void this.offer(link);
    // Resuming after a reload: the offerer still holds the old connection; ask it to offer again.
    else if (options.announce) void link.ready.then(() => this.signal(peerSid, 'bye', ''));
    return link;
  }

  private dropLink(peerSid: string): void {
    const link = this.links.get(peerSid);
    if (!link) return;
    this.links.delete(peerSid);
    link.closed = true;
    link.output?.close();
    link.meter?.close();
    link.track?.stop();
    link.pc.close();
  }

  /** A fresh connection to the peer (if the plan still names it). */
  private reopen(peerSid: string): PeerLink | null {
    this.dropLink(peerSid);
    if (this.closed || !this.plan.has(peerSid)) return null;
    return this.openLink(peerSid, { announce: false });
  }

  /** The peer asks for a new negotiation (it reloaded or its answer never came). */
  private restart(peerSid: string): void {
    const link = this.links.get(peerSid);
    if (link?.role === 'answerer') return;
    if (this.plan.has(peerSid)) this.reopen(peerSid);
  }

  private apply(link: PeerLink): void {
    const plan = this.plan.get(link.peerSid) ?? { send: false, receive: false };
    if (link.track) link.track.enabled = plan.send && !this.muted;
    link.output?.setPlaying(plan.receive);
  }

  private current(link: PeerLink): boolean {
    return !this.closed && !link.closed && this.links.get(link.peerSid) === link;
  }

  // --- negotiation (non-trickle) -------------------------------------------------------------

  private async offer(link: PeerLink): Promise<void> {
    try {
      await link.ready;
      if (!this.current(link)) return;
      await link.pc.setLocalDescription(await link.pc.createOffer());
      await waitForIceGathering(link.pc, this.deps.iceGatheringTimeoutMs);
      if (!this.current(link)) return;
      await this.signal(link.peerSid, 'offer', link.pc.localDescription?.sdp ?? '');
    } catch (error) {
      console.error('The call could not offer a connection', error);
    }
  }

  private async answer(peerSid: string, sdp: string): Promise<void> {
    if (offersTo(this.selfSid, peerSid)) return; // we offer to this peer: not its place to offer
    let link = this.links.get(peerSid);
    // An offer to a connection that already has one: the peer started over (it reloaded).
    if (!link || link.pc.remoteDescription) link = this.reopenForOffer(peerSid);
    try {
      await link.ready;
      if (!this.current(link)) return;
      await link.pc.setRemoteDescription({ type: 'offer', sdp });
      await link.pc.setLocalDescription(await link.pc.createAnswer());
      await waitForIceGathering(link.pc, this.deps.iceGatheringTimeoutMs);
      if (!this.current(link)) return;
      link.createdAt = this.deps.now();
      await this.signal(peerSid, 'answer', link.pc.localDescription?.sdp ?? '');
    } catch (error) {
      console.error('The call could not answer a connection', error);
    }
  }

  /** An offer may come before the plan names its peer (events race): keep a connection for it. */
  private reopenForOffer(peerSid: string): PeerLink {
    this.dropLink(peerSid);
    return this.openLink(peerSid, { announce: false });
  }

  private async acceptAnswer(peerSid: string, sdp: string): Promise<void> {
    const link = this.links.get(peerSid);
    if (link?.role !== 'offerer' || link.pc.signalingState !== 'have-local-offer') return;
    try {
      await link.pc.setRemoteDescription({ type: 'answer', sdp });
    } catch (error) {
      console.error('The call could not take an answer', error);
    }
  }

  private async signal(peerSid: string, kind: VoiceSignal['kind'], sdp: string): Promise<void> {
    try {
      await this.sendSignal({
        conferenceSid: this.conferenceSid,
        fromParticipantSid: this.selfSid,
        toParticipantSid: peerSid,
        kind,
        sdp,
      });
    } catch (error) {
      console.warn(`The ${kind} for ${peerSid} was not delivered`, error);
    }
  }
}
