import type { ConferenceSnapshot } from '../api/voice-types.ts';

// Recording a call in the agent's browser (docs/voice-web.md "Recordings"): the media never reaches
// the server (the mesh is browser to browser), so the page that carries the agent's participant
// records the call's mix: its microphone and every peer it plays, mixed in an AudioContext into a
// MediaStreamDestination, recorded with MediaRecorder (Opus in WebM). The conference's `recording`
// state drives it: `recording` starts or resumes, `paused` pauses, `stopped` (or the agent leaving,
// or the call ending: finish()) stops and uploads the file.

export type RecordingState = ConferenceSnapshot['recording'];

/** One stream the mix takes (the microphone, or a peer); `audible` false keeps it silent in the mix. */
export type RecordingSource = { id: string; stream: MediaStream; audible: boolean };

/** The call's mix: sources in, one stream out. */
export interface AudioMix {
  readonly stream: MediaStream;
  /** Adds new sources, silences or unsilences them, drops the ones gone. */
  set(sources: readonly RecordingSource[]): void;
  close(): void;
}

export type FinishedRecording = {
  conferenceSid: string;
  audio: Blob;
  startedAt: string;
  durationSeconds: number;
};

export type CallRecorderDeps = {
  createMix: () => AudioMix;
  createMediaRecorder: (stream: MediaStream, mimeType: string | undefined) => MediaRecorder;
  /** The type to ask for, or undefined for the browser's default. */
  mimeType: string | undefined;
  upload: (recording: FinishedRecording) => Promise<void>;
  now: () => number;
};

/** A chunk is delivered every few seconds, so a crash of the recorder loses little. */
const TIMESLICE_MS = 5_000;

export const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'];

type Take = {
  recorder: MediaRecorder;
  mix: AudioMix;
  chunks: Blob[];
  startedAt: number;
  /** Recorded milliseconds before the current stretch. */
  recordedMs: number;
  /** Start of the current stretch of recording; null while paused. */
  stretchFrom: number | null;
};

/** One conference's recording in this page; several takes follow one another after `stopped`. */
export class CallRecorder {
  private take: Take | null = null;
  private sources: readonly RecordingSource[] = [];
  /** Uploads still running (tests and the page's unload wait for them). */
  readonly uploads: Promise<void>[] = [];

  constructor(
    readonly conferenceSid: string,
    private readonly deps: CallRecorderDeps,
  ) {}

  /** The snapshot's recording state, with the sources as they are now. */
  update(state: RecordingState, sources: readonly RecordingSource[]): void {
    this.refresh(sources);
    const take = this.take;
    if (state === 'recording') {
      if (!take) this.start();
      else if (take.recorder.state === 'paused') {
        take.recorder.resume();
        take.stretchFrom = this.deps.now();
      }
    } else if (state === 'paused') {
      if (take?.recorder.state === 'recording') {
        take.recorder.pause();
        this.closeStretch(take);
      }
    } else {
      this.finish();
    }
  }

  /** New peers' tracks arrive after the snapshot that names them: called again once a second. */
  refresh(sources: readonly RecordingSource[]): void {
    this.sources = sources;
    this.take?.mix.set(sources);
  }

  get state(): 'inactive' | 'recording' | 'paused' {
    return this.take?.recorder.state ?? 'inactive';
  }

  /** Stops the take, if any, and uploads it. */
  finish(): void {
    const take = this.take;
    if (!take) return;
    this.take = null;
    this.closeStretch(take);
    const stopped = new Promise<void>((resolve) => {
      take.recorder.addEventListener('stop', () => resolve(), { once: true });
    });
    if (take.recorder.state !== 'inactive') take.recorder.stop();
    const upload = stopped.then(async () => {
      take.mix.close();
      const audio = new Blob(take.chunks, { type: take.recorder.mimeType || 'audio/webm' });
      if (audio.size === 0) return;
      await this.deps.upload({
        conferenceSid: this.conferenceSid,
        audio,
        startedAt: new Date(take.startedAt).toISOString(),
        durationSeconds: take.recordedMs / 1000,
      });
    });
    this.uploads.push(upload.catch((error) => console.error('The call recording was not uploaded', error)));
  }

  private start(): void {
    const mix = this.deps.createMix();
    mix.set(this.sources);
    let recorder: MediaRecorder;
    try {
      recorder = this.deps.createMediaRecorder(mix.stream, this.deps.mimeType);
    } catch (error) {
      mix.close();
      console.error('The call could not be recorded', error);
      return;
    }
    const now = this.deps.now();
    const take: Take = { recorder, mix, chunks: [], startedAt: now, recordedMs: 0, stretchFrom: now };
    recorder.addEventListener('dataavailable', (event: BlobEvent) => {
      if (event.data.size > 0) take.chunks.push(event.data);
    });
    recorder.start(TIMESLICE_MS);
    this.take = take;
  }

  private closeStretch(take: Take): void {
    if (take.stretchFrom === null) return;
    take.recordedMs += Math.max(0, this.deps.now() - take.stretchFrom);
    take.stretchFrom = null;
  }
}

/** The browser's mix: an AudioContext, one gain per source, into a MediaStreamDestination. */
export function createAudioContextMix(): AudioMix {
  const context = new AudioContext();
  void context.resume().catch(() => {});
  const destination = context.createMediaStreamDestination();
  const nodes = new Map<string, { stream: MediaStream; source: AudioNode; gain: GainNode }>();
  const drop = (id: string) => {
    const node = nodes.get(id);
    if (!node) return;
    node.source.disconnect();
    node.gain.disconnect();
    nodes.delete(id);
  };
  return {
    stream: destination.stream,
    set(sources) {
      const present = new Set(sources.map((source) => source.id));
      for (const id of [...nodes.keys()]) if (!present.has(id)) drop(id);
      for (const { id, stream, audible } of sources) {
        if (nodes.get(id)?.stream !== stream) drop(id);
        let node = nodes.get(id);
        if (!node) {
          if (stream.getAudioTracks().length === 0) continue;
          const source = context.createMediaStreamSource(stream);
          const gain = context.createGain();
          source.connect(gain).connect(destination);
          node = { stream, source, gain };
          nodes.set(id, node);
        }
        node.gain.gain.value = audible ? 1 : 0;
      }
    },
    close() {
      for (const id of [...nodes.keys()]) drop(id);
      void context.close().catch(() => {});
    },
  };
}

/** Where recording is possible: MediaRecorder and AudioContext exist (not in jsdom). */
export function browserCanRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof AudioContext !== 'undefined';
}

export function preferredRecordingMimeType(): string | undefined {
  return PREFERRED_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}
