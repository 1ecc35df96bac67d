/** What a subscriber gets besides the data: the event's name and id. */
export type ServerEventMeta = { name: string; id: string };

export type ServerEventHandler<T> = (data: T, meta: ServerEventMeta) => void;

/** The part of the browser's EventSource the client uses (tests pass a fake). */
export type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

export type EventSourceFactory = (url: string) => EventSourceLike;

/** Named events every connection listens to (spec 000 §7 "Event stream"). */
export const PING_EVENT = 'ping';
export const SERVER_ERROR_EVENT = 'server.error';

/** The browser's EventSource, sending the session cookie (spec 000 §7 "with credentials"). */
export const browserEventSource: EventSourceFactory = (url) =>
  new EventSource(url, { withCredentials: true });

/** An event's data: JSON when it parses, else the raw text. */
export function parseEventData(data: string): unknown {
  if (data === '') return null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}
