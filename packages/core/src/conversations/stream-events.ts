import { conversationMessageEventSchema } from '../agent-desktop/reservation.ts';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';

/** The conversations module's events: a new message in a conversation whose task the agent holds. */
export const CONVERSATIONS_STREAM_EVENTS = {
  'conversation.message': conversationMessageEventSchema,
} as const satisfies StreamEventCatalogue;

export const CONVERSATIONS_STREAM = streamEventEntries(CONVERSATIONS_STREAM_EVENTS);
