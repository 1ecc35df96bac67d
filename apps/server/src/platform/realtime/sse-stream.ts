import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus, StreamEvent, SubscriberFilter } from './event-bus.ts';
import { formatEventMessage, SERVER_ERROR_MESSAGE, SSE_PREAMBLE } from './sse-format.ts';
import type { SseHub, StreamOwner } from './sse-hub.ts';

/**
 * After a replay, the bus may still deliver an event the replay already read (it was committed
 * before the replay's query but reaches this process later: another process's event waits for a
 * NOTIFY or the poll). Replayed ids are skipped for this long, then forgotten to keep memory small.
 */
const REPLAY_DUPLICATE_GUARD_MS = 10_000;

export const SSE_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise buffer the stream and delay every event.
  'x-accel-buffering': 'no',
};

export type EventStreamOptions = {
  bus: EventBus;
  hub: SseHub;
  filter: SubscriberFilter;
  /** The session the stream belongs to: the stream ends when that session ends or changes. */
  owner?: StreamOwner;
  /** The browser's Last-Event-ID: replay what it missed before going live. */
  lastEventId: string | null;
  headers: OutgoingHttpHeaders;
  log: FastifyBaseLogger;
};

/**
 * Streams one session's events to an open response until the client goes away. With a Last-Event-ID
 * it subscribes first and buffers, then replays, then flushes the buffer minus what the replay sent,
 * so the browser sees neither a gap nor a duplicate.
 */
export function openEventStream(response: ServerResponse, options: EventStreamOptions): void {
  const { bus, hub, filter, log } = options;
  response.writeHead(200, { ...options.headers, ...SSE_HEADERS });
  response.write(SSE_PREAMBLE);

  let closed = false;
  let buffered: StreamEvent[] | null = options.lastEventId ? [] : null;
  let replayedIds: Set<string> | null = null;
  let guardTimer: NodeJS.Timeout | null = null;

  const send = (event: StreamEvent): void => {
    try {
      hub.write(response, formatEventMessage(event));
    } catch (error) {
      // An event whose data cannot be serialised: tell the browser, keep the stream.
      log.error({ err: error, eventName: event.name }, 'stream event could not be sent');
      hub.write(response, SERVER_ERROR_MESSAGE);
    }
  };

  const unsubscribe = bus.subscribe(filter, (event) => {
    if (buffered) buffered.push(event);
    else if (!replayedIds?.has(event.id)) send(event);
  });
  hub.add(response, options.owner ?? null);
  response.on('close', () => {
    closed = true;
    unsubscribe();
    hub.remove(response);
    if (guardTimer) clearTimeout(guardTimer);
    buffered = null;
    replayedIds = null;
  });

  if (options.lastEventId) void replay(options.lastEventId);

  async function replay(lastEventId: string): Promise<void> {
    let missed: StreamEvent[];
    try {
      missed = await bus.replaySince(filter, lastEventId);
    } catch (error) {
      // Going live without the replay would hide a gap: report it and end, so the browser retries.
      log.error({ err: error }, 'event stream replay failed');
      hub.write(response, SERVER_ERROR_MESSAGE);
      response.end();
      return;
    }
    if (closed || !buffered) return;
    const sent = new Set<string>();
    for (const event of missed) {
      send(event);
      sent.add(event.id);
    }
    for (const event of buffered) {
      if (!sent.has(event.id)) send(event);
    }
    buffered = null;
    if (sent.size > 0) {
      replayedIds = sent;
      guardTimer = setTimeout(() => {
        replayedIds = null;
        guardTimer = null;
      }, REPLAY_DUPLICATE_GUARD_MS);
      guardTimer.unref();
    }
  }
}
