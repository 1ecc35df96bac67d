import http from 'node:http';
import { uncheckedBus } from './checked-event-bus.ts';
import type { EventBus, RawEventBus, StreamEvent, SubscriberFilter } from './event-bus.ts';

// Test helpers for the events folder (imported by *.test.ts only).

/** Polls until condition() holds; `refresh` runs before each check for state that must be fetched. */
export async function waitFor(
  condition: () => boolean,
  timeoutMs = 5_000,
  label = 'condition',
  refresh?: () => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await refresh?.();
    if (condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The app's bus as the engine it is, for tests that publish made-up events to test the stream itself
 * (the app types its bus to catalogued events only).
 */
export function rawBus(bus: EventBus): RawEventBus {
  return uncheckedBus(bus);
}

/** Subscribes and records what arrives. */
export function collect(
  bus: RawEventBus,
  filter: SubscriberFilter,
): { events: StreamEvent[]; stop: () => void } {
  const events: StreamEvent[] = [];
  const stop = bus.subscribe(filter, (event) => events.push(event));
  return { events, stop };
}

export type SseMessage = { id: string | null; event: string; data: unknown };

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every message received so far, pings included, in order. */
  messages: SseMessage[];
  /** True once the server ended the stream. */
  ended: () => boolean;
  close: () => void;
};

/** A minimal text/event-stream client over node:http (parses id / event / data lines). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const messages: SseMessage[] = [];
      let ended = false;
      let rest = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        rest += chunk;
        let boundary = rest.indexOf('\n\n');
        while (boundary >= 0) {
          const message = parseMessage(rest.slice(0, boundary));
          if (message) messages.push(message);
          rest = rest.slice(boundary + 2);
          boundary = rest.indexOf('\n\n');
        }
      });
      response.on('end', () => {
        ended = true;
      });
      response.on('error', () => {});
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        ended: () => ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

function parseMessage(block: string): SseMessage | null {
  let id: string | null = null;
  let event = 'message';
  let data: string | null = null;
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data = line.slice(6);
  }
  // Comment-only and retry-only blocks dispatch nothing in a browser either.
  return data === null ? null : { id, event, data: JSON.parse(data) };
}

export function eventsNamed(client: SseClient, ...names: string[]): SseMessage[] {
  return client.messages.filter((message) => names.includes(message.event));
}
