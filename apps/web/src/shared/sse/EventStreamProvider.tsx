import { type ReactNode, useEffect, useMemo } from 'react';
import { EventStreamClient } from './event-stream-client.ts';
import { EventStreamContext } from './event-stream-context.ts';
import { browserEventSource, type EventSourceFactory } from './event-stream-types.ts';
import { reportEventStreamFailure, reportServerErrorEvent } from './server-error.ts';

export type EventStreamProviderProps = {
  /** The signed-in user's brand (the shell passes the session's); null: no stream yet. */
  brandSlug: string | null;
  children: ReactNode;
  /** Tests pass a fake EventSource (keep it stable: a new one opens a new stream). */
  createEventSource?: EventSourceFactory;
};

export function eventStreamUrl(brandSlug: string): string {
  return `/api/sse/${encodeURIComponent(brandSlug)}`;
}

/**
 * Opens GET /api/sse/{brandSlug} while the signed-in shell is mounted (spec 000 §7, §9) and lets
 * the components below subscribe with useServerEvent.
 */
export function EventStreamProvider({ brandSlug, children, createEventSource }: EventStreamProviderProps) {
  const client = useMemo(() => {
    // No brand yet, or no EventSource at all (jsdom in other features' tests): no stream.
    const factory = createEventSource ?? (typeof EventSource === 'undefined' ? null : browserEventSource);
    if (!brandSlug || !factory) return null;
    return new EventStreamClient({
      url: eventStreamUrl(brandSlug),
      onHardFailure: reportEventStreamFailure,
      onServerError: reportServerErrorEvent,
      createEventSource: factory,
    });
  }, [brandSlug, createEventSource]);

  useEffect(() => {
    if (!client) return;
    client.start();
    return () => client.stop();
  }, [client]);

  return <EventStreamContext value={client}>{children}</EventStreamContext>;
}
