import type { EventSourceFactory, EventSourceLike } from '../event-stream-types.ts';

/** A scripted EventSource: tests open it, fail it and push named events through it. */
export class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly url: string;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  emit(name: string, data: unknown, id = ''): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const event = new MessageEvent<string>(name, { data: text, lastEventId: id });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }
}

/** A factory that keeps every EventSource it made, newest last. */
export function fakeEventSources(): {
  create: EventSourceFactory;
  all: FakeEventSource[];
  latest: () => FakeEventSource;
} {
  const all: FakeEventSource[] = [];
  return {
    all,
    create: (url) => {
      const source = new FakeEventSource(url);
      all.push(source);
      return source;
    },
    latest: () => {
      const source = all.at(-1);
      if (!source) throw new Error('no EventSource was created');
      return source;
    },
  };
}
