import type { SsePhase } from '@parley/core/common/backoff';
import type { StreamControlEventName, StreamEventName } from '@parley/core/realtime/stream-events';
import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { EventStreamContext } from './event-stream-context.ts';
import type { ServerEventHandler, ServerEventMeta } from './event-stream-types.ts';

/** What useStreamEvent needs of a schema: zod's safeParse (so this file imports no zod). */
export type EventDataSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/**
 * Calls `handler` for every `name` event of the stream (data parsed from JSON when it is JSON).
 * The latest handler is used without resubscribing, so it may close over fresh props.
 */
export function useServerEvent(
  name: StreamEventName | StreamControlEventName,
  handler: ServerEventHandler<unknown>,
): void {
  const client = useContext(EventStreamContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!client) return;
    return client.subscribe(name, (data, meta) => latest.current(data, meta));
  }, [client, name]);
}

/**
 * One event of an area's stream catalogue (packages/core `<area>/stream-events.ts`, e.g.
 * `ROUTING_STREAM['reservation.created']`), its data checked by the catalogue's schema: bad data is
 * logged and skipped.
 */
export function useStreamEvent<T>(
  event: { readonly name: StreamEventName; readonly schema: EventDataSchema<T> },
  handler: ServerEventHandler<T>,
): void {
  const { name, schema } = event;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useServerEvent(name, (data: unknown, meta: ServerEventMeta) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) latest.current(parsed.data, meta);
    else console.error(`Server event "${name}" has unexpected data`, parsed.error);
  });
}

/** Where the event stream is: connecting, open, retrying or failed (null without a stream). */
export function useEventStreamPhase(): SsePhase | null {
  const client = useContext(EventStreamContext);
  const subscribe = useCallback(
    (listener: () => void) => (client ? client.onPhaseChange(listener) : () => {}),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client?.phase ?? null);
}
