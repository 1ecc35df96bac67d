import type { z } from 'zod';
import { BRANDS_STREAM_EVENTS } from '../brands/stream-events.ts';
import { CAMPAIGNS_STREAM_EVENTS } from '../campaigns/stream-events.ts';
import { CONVERSATIONS_STREAM_EVENTS } from '../conversations/stream-events.ts';
import { EMAIL_STREAM_EVENTS } from '../email/stream-events.ts';
import { ROUTING_STREAM_EVENTS } from '../routing/stream-events.ts';
import { USERS_STREAM_EVENTS } from '../users/stream-events.ts';
import { VOICE_STREAM_EVENTS } from '../voice/stream-events.ts';

/**
 * Every event the server publishes on the live stream, from each area's catalogue. The server types
 * its publishing with it (and checks every published event against it in tests); the web imports
 * only its types from here and each area's catalogue for the schemas it parses, so one page never
 * loads another area's schemas.
 */
export const STREAM_EVENTS = {
  ...ROUTING_STREAM_EVENTS,
  ...USERS_STREAM_EVENTS,
  ...CONVERSATIONS_STREAM_EVENTS,
  ...BRANDS_STREAM_EVENTS,
  ...VOICE_STREAM_EVENTS,
  ...CAMPAIGNS_STREAM_EVENTS,
  ...EMAIL_STREAM_EVENTS,
} as const;

export type StreamEvents = typeof STREAM_EVENTS;
export type StreamEventName = keyof StreamEvents & string;
/** The data of one published event, as the server writes it. */
export type StreamEventData<N extends StreamEventName> = z.output<StreamEvents[N]>;

/** Sent by the stream itself, never stored: the heartbeat and a failure notice (docs/realtime.md). */
export const PING_EVENT = 'ping';
export const SERVER_ERROR_EVENT = 'server.error';
export type StreamControlEventName = typeof PING_EVENT | typeof SERVER_ERROR_EVENT;

export function isStreamEventName(name: string): name is StreamEventName {
  return Object.hasOwn(STREAM_EVENTS, name);
}
