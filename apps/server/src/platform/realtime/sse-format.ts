import type { StreamEvent } from './event-bus.ts';

// The text/event-stream wire format (WHATWG HTML §9.2). JSON.stringify never emits a raw line break,
// and event names are checked at publish, so one `data:` line per message is always well-formed.

/** First bytes of a stream: the reconnection delay, and a comment so the browser's `open` fires now. */
// spec 000 §9: the client retries 5 s after an error.
export const SSE_PREAMBLE = 'retry: 5000\n: connected\n\n';

// The bus hands the same event object to every subscriber: serialise it once, not once per stream.
const messageCache = new WeakMap<StreamEvent, string>();

export function formatEventMessage(event: StreamEvent): string {
  let message = messageCache.get(event);
  if (message === undefined) {
    message = `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data) ?? 'null'}\n\n`;
    messageCache.set(event, message);
  }
  return message;
}

/** An event with no stored id: no `id:` line, so the browser keeps its Last-Event-ID. */
export function formatUnstoredMessage(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const SERVER_ERROR_MESSAGE = formatUnstoredMessage('server.error', {
  code: 'internal',
  message: 'There was an error',
});
