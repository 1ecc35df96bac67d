import { describe, expect, it, vi } from 'vitest';
import {
  type AudioMix,
  CallRecorder,
  type FinishedRecording,
  type RecordingSource,
} from './call-recorder.ts';

/** MediaRecorder as far as the recorder uses it: state, pause/resume, chunks on stop. */
class FakeMediaRecorder extends EventTarget {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly calls: string[] = [];
  constructor(
    readonly stream: MediaStream,
    readonly mimeType: string,
  ) {
    super();
  }
  private emit(bytes: number) {
    const event = new Event('dataavailable');
    Object.assign(event, { data: new Blob([new Uint8Array(bytes)], { type: this.mimeType }) });
    this.dispatchEvent(event);
  }
  start() {
    this.calls.push('start');
    this.state = 'recording';
  }
  pause() {
    this.calls.push('pause');
    this.state = 'paused';
  }
  resume() {
    this.calls.push('resume');
    this.state = 'recording';
  }
  stop() {
    this.calls.push('stop');
    this.state = 'inactive';
    this.emit(1_200);
    this.emit(0);
    this.dispatchEvent(new Event('stop'));
  }
}

class FakeMix implements AudioMix {
  readonly stream = {} as MediaStream; // never read by the fake recorder
  sets: RecordingSource[][] = [];
  closed = false;
  set(sources: readonly RecordingSource[]) {
    this.sets.push([...sources]);
  }
  close() {
    this.closed = true;
  }
}

const source = (id: string, audible = true): RecordingSource => ({
  id,
  stream: { id } as unknown as MediaStream, // identity only
  audible,
});

function setup() {
  const clock = { now: 1_000_000 };
  const recorders: FakeMediaRecorder[] = [];
  const mixes: FakeMix[] = [];
  const uploaded: FinishedRecording[] = [];
  const recorder = new CallRecorder('CF1', {
    createMix: () => {
      const mix = new FakeMix();
      mixes.push(mix);
      return mix;
    },
    createMediaRecorder: (stream, mimeType) => {
      const fake = new FakeMediaRecorder(stream, mimeType ?? 'audio/webm');
      recorders.push(fake);
      // The recorder uses only what the fake has (state, mimeType, the events and the four calls).
      return fake as unknown as MediaRecorder;
    },
    mimeType: 'audio/webm;codecs=opus',
    upload: vi.fn(async (recording: FinishedRecording) => {
      uploaded.push(recording);
    }),
    now: () => clock.now,
  });
  return { recorder, clock, recorders, mixes, uploaded };
}

describe('CallRecorder', () => {
  it('records while the conference says recording, pauses, resumes, and uploads on stopped', async () => {
    const { recorder, clock, recorders, mixes, uploaded } = setup();
    recorder.update('none', [source('microphone')]);
    expect(recorders).toHaveLength(0);

    recorder.update('recording', [source('microphone')]);
    expect(recorder.state).toBe('recording');
    expect(mixes[0]?.sets[0]?.map((s) => s.id)).toEqual(['microphone']);
    // The peer's track came a moment later: the mix takes it.
    recorder.refresh([source('microphone'), source('peer:PA2', false)]);
    expect(mixes[0]?.sets.at(-1)?.map((s) => [s.id, s.audible])).toEqual([
      ['microphone', true],
      ['peer:PA2', false],
    ]);
    clock.now += 4_000;
    recorder.update('paused', [source('microphone')]);
    clock.now += 10_000; // paused time is not recorded
    recorder.update('paused', [source('microphone')]);
    recorder.update('recording', [source('microphone')]);
    clock.now += 2_500;
    recorder.update('recording', [source('microphone')]);
    recorder.update('stopped', [source('microphone')]);
    await Promise.all(recorder.uploads);

    expect(recorders[0]?.calls).toEqual(['start', 'pause', 'resume', 'stop']);
    expect(mixes[0]?.closed).toBe(true);
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]).toMatchObject({
      conferenceSid: 'CF1',
      startedAt: new Date(1_000_000).toISOString(),
      durationSeconds: 6.5,
    });
    expect(uploaded[0]?.audio.size).toBe(1_200);
    expect(uploaded[0]?.audio.type).toBe('audio/webm;codecs=opus');
    expect(recorder.state).toBe('inactive');
  });

  it('stops and uploads when the agent leaves (finish), also while paused; a new start is a new take', async () => {
    const { recorder, clock, recorders, uploaded } = setup();
    recorder.update('recording', []);
    clock.now += 3_000;
    recorder.update('paused', []);
    clock.now += 3_000;
    recorder.finish();
    recorder.finish();
    await Promise.all(recorder.uploads);
    expect(uploaded.map((u) => u.durationSeconds)).toEqual([3]);

    recorder.update('recording', []);
    clock.now += 1_000;
    recorder.finish();
    await Promise.all(recorder.uploads);
    expect(recorders).toHaveLength(2);
    expect(uploaded.map((u) => u.durationSeconds)).toEqual([3, 1]);
  });

  it('does nothing for paused or stopped without a take, and survives a recorder that cannot start', async () => {
    const { recorder, recorders, uploaded } = setup();
    recorder.update('paused', []);
    recorder.update('stopped', []);
    recorder.finish();
    expect(recorders).toHaveLength(0);
    expect(uploaded).toHaveLength(0);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mix = new FakeMix();
    const broken = new CallRecorder('CF2', {
      createMix: () => mix,
      createMediaRecorder: () => {
        throw new Error('NotSupportedError');
      },
      mimeType: undefined,
      upload: async () => {},
      now: () => 0,
    });
    broken.update('recording', []);
    expect(broken.state).toBe('inactive');
    expect(mix.closed).toBe(true);
    errors.mockRestore();
  });
});
