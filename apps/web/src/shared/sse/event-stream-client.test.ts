import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventStreamClient } from './event-stream-client.ts';
import { fakeEventSources } from './testing/fake-event-source.ts';

let sources: ReturnType<typeof fakeEventSources>;
let onHardFailure: ReturnType<typeof vi.fn<() => void>>;
let onServerError: ReturnType<typeof vi.fn<(data: unknown) => void>>;
let client: EventStreamClient;

function createClient(random = 0): EventStreamClient {
  return new EventStreamClient({
    url: '/api/sse/acme',
    onHardFailure,
    onServerError,
    createEventSource: sources.create,
    random: () => random,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = fakeEventSources();
  onHardFailure = vi.fn<() => void>();
  onServerError = vi.fn<(data: unknown) => void>();
  client = createClient();
});

afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

/** Fails the current connection and returns how long the client waited before the next one. */
function failAndMeasure(): number {
  const before = sources.all.length;
  sources.latest().fail();
  for (let waited = 0; waited <= 60_000; waited += 100) {
    if (sources.all.length > before) return waited;
    vi.advanceTimersByTime(100);
  }
  throw new Error('no reconnect within 60 s');
}

describe('EventStreamClient', () => {
  it('opens the brand stream and delivers named events with their JSON data', () => {
    const handler = vi.fn();
    client.start();
    client.subscribe('task.created', handler);
    expect(sources.latest().url).toBe('/api/sse/acme');
    sources.latest().open();
    sources.latest().emit('task.created', { sid: 'T1' }, '7');
    expect(handler).toHaveBeenCalledWith({ sid: 'T1' }, { name: 'task.created', id: '7' });
    expect(client.phase).toBe('open');
  });

  it('stops delivering to an unsubscribed handler, and survives a throwing one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = vi.fn(() => {
      throw new Error('bug');
    });
    const handler = vi.fn();
    client.start();
    client.subscribe('x', broken);
    const unsubscribe = client.subscribe('x', handler);
    sources.latest().emit('x', 1);
    unsubscribe();
    sources.latest().emit('x', 2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('reports server.error events', () => {
    client.start();
    sources.latest().emit('server.error', { message: 'Queue lookup failed' });
    expect(onServerError).toHaveBeenCalledWith({ message: 'Queue lookup failed' });
  });

  it('retries 5 s after each of the first two errors, then backs off up to 30 s', () => {
    client.start();
    expect(failAndMeasure()).toBe(5_000);
    expect(sources.all[0]?.closed).toBe(true);
    expect(failAndMeasure()).toBe(5_000);
    expect(failAndMeasure()).toBe(10_000);
    expect(failAndMeasure()).toBe(20_000);
    expect(failAndMeasure()).toBe(30_000);
    expect(failAndMeasure()).toBe(30_000);
  });

  it('applies jitter 0.5 to the backoff', () => {
    client = createClient(1);
    client.start();
    failAndMeasure();
    failAndMeasure();
    expect(failAndMeasure()).toBe(5_000);
    expect(failAndMeasure()).toBe(10_000);
    expect(failAndMeasure()).toBe(15_000);
  });

  it('asks for the missed events after the last id seen when it reconnects', () => {
    client.start();
    sources.latest().open();
    sources.latest().emit('ping', '', '41');
    sources.latest().emit('ping', '', '42');
    failAndMeasure();
    expect(sources.latest().url).toBe('/api/sse/acme?lastEventId=42');
  });

  it('reconnects when nothing, not even a ping, came for 72 s', () => {
    client.start();
    sources.latest().open();
    vi.advanceTimersByTime(71_000);
    sources.latest().emit('ping', '');
    vi.advanceTimersByTime(71_999);
    expect(sources.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources.all[0]?.closed).toBe(true);
    // The reconnect is immediate (a 0 ms timer, which fake timers run 1 ms later).
    vi.advanceTimersByTime(1);
    expect(sources.all).toHaveLength(2);
  });

  it('resets the error counter after 60 s of a healthy connection', () => {
    client.start();
    failAndMeasure();
    failAndMeasure();
    sources.latest().open();
    vi.advanceTimersByTime(59_000);
    expect(failAndMeasure()).toBe(10_000);
    sources.latest().open();
    vi.advanceTimersByTime(30_000);
    sources.latest().emit('ping', '');
    vi.advanceTimersByTime(30_000);
    expect(failAndMeasure()).toBe(5_000);
  });

  it('gives up after 300 s of failing: closes the stream and reports the hard failure', () => {
    client.start();
    const failedAt = Date.now();
    sources.latest().fail();
    while (!onHardFailure.mock.calls.length && Date.now() - failedAt < 400_000) {
      vi.advanceTimersByTime(100);
      if (!sources.latest().closed) sources.latest().fail();
    }
    expect(Date.now() - failedAt).toBe(300_000);
    expect(onHardFailure).toHaveBeenCalledTimes(1);
    expect(client.phase).toBe('failed');
    expect(sources.all.every((source) => source.closed)).toBe(true);
    const count = sources.all.length;
    vi.advanceTimersByTime(600_000);
    expect(sources.all).toHaveLength(count);
  });

  it('does not fail a stream that is open at the deadline, but fails it at its next error', () => {
    client.start();
    const failedAt = Date.now();
    const deadline = failedAt + 300_000;
    sources.latest().fail();
    // A flapping stream: each connection opens, lives 50 s (never the healthy 60 s) and fails.
    for (;;) {
      const before = sources.all.length;
      while (sources.all.length === before) vi.advanceTimersByTime(100);
      sources.latest().open();
      vi.advanceTimersByTime(Math.min(50_000, deadline + 1_000 - Date.now()));
      if (Date.now() >= deadline + 1_000) break;
      sources.latest().fail();
    }
    expect(onHardFailure).not.toHaveBeenCalled();
    expect(client.phase).toBe('open');
    sources.latest().fail();
    expect(onHardFailure).toHaveBeenCalledTimes(1);
    expect(client.phase).toBe('failed');
  });

  it('closes everything on stop', () => {
    client.start();
    client.stop();
    expect(sources.latest().closed).toBe(true);
    vi.advanceTimersByTime(600_000);
    expect(sources.all).toHaveLength(1);
  });
});
