import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, shownToasts } from '../api/testing/api-test-kit.ts';
import { EventStreamProvider } from './EventStreamProvider.tsx';
import { fakeEventSources } from './testing/fake-event-source.ts';
import { useEventStreamPhase, useServerEvent, useStreamEvent } from './useServerEvent.ts';

function TaskCounter() {
  const [count, setCount] = useState(0);
  useServerEvent('task.updated', () => setCount((value) => value + 1));
  const phase = useEventStreamPhase();
  return (
    <p>
      {count} tasks, stream {phase}
    </p>
  );
}

function AgentName() {
  const [name, setName] = useState('none');
  const schema = {
    safeParse: (data: unknown) =>
      typeof data === 'object' && data !== null && 'name' in data && typeof data.name === 'string'
        ? { success: true as const, data: { name: data.name } }
        : { success: false as const, error: 'bad' },
  };
  useStreamEvent({ name: 'agent.statusUpdated', schema }, (data) => setName(data.name));
  return <p>agent {name}</p>;
}

let sources: ReturnType<typeof fakeEventSources>;

function renderStream() {
  return render(
    <EventStreamProvider brandSlug="acme" createEventSource={sources.create}>
      <TaskCounter />
      <AgentName />
    </EventStreamProvider>,
  );
}

beforeEach(() => {
  resetApiState();
  sources = fakeEventSources();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EventStreamProvider', () => {
  it('opens the stream of the signed-in brand and delivers events to subscribers', () => {
    renderStream();
    expect(sources.latest().url).toBe('/api/sse/acme');
    act(() => {
      sources.latest().open();
      sources.latest().emit('task.updated', { sid: 'T1' }, '1');
      sources.latest().emit('task.updated', { sid: 'T2' }, '2');
    });
    expect(screen.getByText('2 tasks, stream open')).toBeInTheDocument();
  });

  it('checks typed events with their schema and skips bad data', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStream();
    act(() => {
      sources.latest().emit('agent.statusUpdated', { name: 'Ada' });
      sources.latest().emit('agent.statusUpdated', { nom: 'Bob' });
    });
    expect(screen.getByText('agent Ada')).toBeInTheDocument();
  });

  it('toasts server.error events', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStream();
    act(() => sources.latest().emit('server.error', { message: 'Routing is unavailable' }));
    expect(shownToasts().map((toast) => toast.message)).toEqual(['Routing is unavailable']);
  });

  it('shows the persistent reload warning after 300 s of failing', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStream();
    act(() => {
      sources.latest().fail();
      for (let elapsed = 0; elapsed < 300_000; elapsed += 1_000) {
        vi.advanceTimersByTime(1_000);
        if (!sources.latest().closed) sources.latest().fail();
      }
    });
    expect(shownToasts()).toEqual([
      expect.objectContaining({
        message:
          "We've encountered an error. Please reload the page to receive new tasks (when you are not on a live call).",
        autoClose: false,
      }),
    ]);
    expect(screen.getByText(/stream failed/)).toBeInTheDocument();
  });

  it('closes the stream when unmounted', () => {
    const { unmount } = renderStream();
    unmount();
    expect(sources.latest().closed).toBe(true);
  });
});

describe('EventStreamProvider without EventSource', () => {
  it('renders its children without a stream (jsdom has no EventSource)', () => {
    render(
      <EventStreamProvider brandSlug="acme">
        <TaskCounter />
      </EventStreamProvider>,
    );
    expect(screen.getByText('0 tasks, stream')).toBeInTheDocument();
  });
});
