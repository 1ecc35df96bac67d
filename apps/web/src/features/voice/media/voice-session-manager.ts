import {
  addCallStatisticsSample,
  type CallStatistics,
  emptyCallStatistics,
} from '@parley/core/voice/call-statistics';
import {
  activeNetworkWarnings,
  addNetworkSample,
  EMPTY_NETWORK_WARNINGS,
  expireNetworkWarnings,
  type NetworkWarningsState,
} from '@parley/core/voice/network-warnings';
import type { ConferenceParticipant, ConferenceSnapshot, VoiceSignal } from '../api/voice-types.ts';
import { isLive, planFor } from '../state/conference-snapshots.ts';
import type { CallQuality } from '../state/voice-store.ts';
import type { CallRecorder } from './call-recorder.ts';
import { combinePeerSamples } from './stats-sample.ts';
import type { VoiceMedia, VoiceMediaFactory, VoiceMediaSnapshot } from './voice-media.ts';

// Which conferences this page carries audio for, and their media: one VoiceMedia per participant
// the page carries (the agent desk: the user's agent and supervisor participants; the Contact
// Simulator: the contact legs it placed or answered). Every conference snapshot is obeyed (media
// opened, plan applied, media closed when the participant leaves or the conference ends); signals
// go to their participant's media, and wait a little when they come before the snapshot that
// names it. Once a second, sample() reads every media's getStats() into the call statistics and
// the network warnings (packages/core/src/voice).

/** Does this page carry that participant's audio? */
export type CarriesParticipant = (
  participant: ConferenceParticipant,
  snapshot: ConferenceSnapshot,
) => boolean;

export type SessionManagerDeps = {
  createMedia: VoiceMediaFactory;
  sendSignal: (signal: VoiceSignal) => Promise<void>;
  now: () => number;
  /** Call quality changed (once a second per conference while it is carried). */
  onQuality: (conferenceSid: string, quality: CallQuality) => void;
  /**
   * A recorder for an agent participant's call (docs/voice-web.md "Recordings"); absent or null
   * where the browser cannot record (jsdom): then nothing is recorded.
   */
  createRecorder?: (conferenceSid: string) => CallRecorder | null;
};

/** Signals for a participant this page does not (yet) carry are kept this long. */
export const SIGNAL_BUFFER_MS = 15_000;

type Session = {
  key: string;
  conferenceSid: string;
  participantSid: string;
  media: VoiceMedia;
  statistics: CallStatistics;
  warnings: NetworkWarningsState;
  /** Only for the agent's participant: the page that carries it records the call. */
  recorder: CallRecorder | null;
};

const keyOf = (conferenceSid: string, participantSid: string) => `${conferenceSid}/${participantSid}`;

export class VoiceSessionManager {
  private readonly sessions = new Map<string, Session>();
  private buffered: { signal: VoiceSignal; at: number }[] = [];
  private sampling = false;

  constructor(
    private readonly carries: CarriesParticipant,
    private readonly deps: SessionManagerDeps,
  ) {}

  /**
   * Obeys a snapshot (the newest: the caller drops older ones). `resumed`: it came from GET
   * /conv/conferences/active after a reload, so connections are negotiated anew.
   */
  sync(snapshot: ConferenceSnapshot, options: { resumed?: boolean } = {}): void {
    const carried = isLive(snapshot)
      ? snapshot.participants.filter((participant) => this.carries(participant, snapshot))
      : [];
    const keep = new Set(
      carried.map((participant) => keyOf(snapshot.conferenceSid, participant.participantSid)),
    );
    for (const session of [...this.sessions.values()]) {
      if (session.conferenceSid === snapshot.conferenceSid && !keep.has(session.key)) this.end(session);
    }
    for (const participant of carried) {
      const key = keyOf(snapshot.conferenceSid, participant.participantSid);
      let session = this.sessions.get(key);
      if (!session) {
        session = {
          key,
          conferenceSid: snapshot.conferenceSid,
          participantSid: participant.participantSid,
          media: this.deps.createMedia({
            conferenceSid: snapshot.conferenceSid,
            selfSid: participant.participantSid,
            resume: options.resumed === true,
            sendSignal: this.deps.sendSignal,
          }),
          statistics: emptyCallStatistics(),
          warnings: EMPTY_NETWORK_WARNINGS,
          recorder:
            participant.kind === 'agent'
              ? (this.deps.createRecorder?.(snapshot.conferenceSid) ?? null)
              : null,
        };
        this.sessions.set(key, session);
      }
      session.media.setMuted(participant.muted);
      session.media.connect(planFor(snapshot, participant.participantSid));
      session.recorder?.update(snapshot.recording, session.media.recordingSources());
      this.deliverBuffered(session);
    }
  }

  signal(signal: VoiceSignal): void {
    const session = this.sessions.get(keyOf(signal.conferenceSid, signal.toParticipantSid));
    if (session) {
      session.media.handleSignal(signal);
      return;
    }
    const now = this.deps.now();
    this.buffered = [
      ...this.buffered.filter((item) => now - item.at < SIGNAL_BUFFER_MS),
      { signal, at: now },
    ];
  }

  /** Mutes this page's participant in a conference at once (the server is told separately). */
  setMuted(conferenceSid: string, muted: boolean): void {
    for (const session of this.sessions.values()) {
      if (session.conferenceSid === conferenceSid) session.media.setMuted(muted);
    }
  }

  /** DTMF tones from one participant this page carries; false when it carries none there or none went. */
  sendTones(conferenceSid: string, participantSid: string, tones: string): boolean {
    return this.sessions.get(keyOf(conferenceSid, participantSid))?.media.sendTones(tones) ?? false;
  }

  carriesConference(conferenceSid: string): boolean {
    return [...this.sessions.values()].some((session) => session.conferenceSid === conferenceSid);
  }

  /** What each media does now (levels included). */
  mediaSnapshots(): VoiceMediaSnapshot[] {
    return [...this.sessions.values()].map((session) => session.media.snapshot());
  }

  /** One reading of every media (call it once a second). */
  async sample(): Promise<void> {
    if (this.sampling) return;
    this.sampling = true;
    try {
      for (const session of [...this.sessions.values()]) await this.sampleSession(session);
    } finally {
      this.sampling = false;
    }
  }

  endAll(): void {
    for (const session of [...this.sessions.values()]) this.end(session);
    this.buffered = [];
  }

  private async sampleSession(session: Session): Promise<void> {
    // Peers' tracks arrive after the snapshot that names them: the recording's mix takes them here.
    session.recorder?.refresh(session.media.recordingSources());
    const samples = await session.media.stats();
    if (this.sessions.get(session.key) !== session) return;
    const now = this.deps.now();
    if (samples.length === 0) {
      session.warnings = expireNetworkWarnings(session.warnings, now).state;
    } else {
      const media = session.media.snapshot();
      const { statistics, network } = combinePeerSamples(samples, { muted: media.muted });
      session.statistics = addCallStatisticsSample(session.statistics, {
        ...statistics,
        audioInputLevel: media.muted ? null : statistics.audioInputLevel,
      });
      session.warnings = addNetworkSample(session.warnings, network, now).state;
    }
    this.deps.onQuality(session.conferenceSid, {
      statistics: session.statistics,
      warnings: activeNetworkWarnings(session.warnings),
    });
  }

  private deliverBuffered(session: Session): void {
    const mine = this.buffered.filter(
      (item) =>
        item.signal.conferenceSid === session.conferenceSid &&
        item.signal.toParticipantSid === session.participantSid,
    );
    if (mine.length === 0) return;
    this.buffered = this.buffered.filter((item) => !mine.includes(item));
    for (const item of mine) session.media.handleSignal(item.signal);
  }

  private end(session: Session): void {
    this.sessions.delete(session.key);
    // The agent left or the call ended: what was recorded is stopped and uploaded before the media goes.
    session.recorder?.finish();
    session.media.close();
    // The statistics stay with the conference (summarize-task sends them); warnings end with the call.
    this.deps.onQuality(session.conferenceSid, { statistics: session.statistics, warnings: [] });
  }
}
