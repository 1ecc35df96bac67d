import { agentStatusUpdatedEventSchema } from '../agent-desktop/reservation.ts';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';

/** The users module's events: an agent's status changed (the whole brand: live views, the agent's tabs). */
export const USERS_STREAM_EVENTS = {
  'agent.statusUpdated': agentStatusUpdatedEventSchema,
} as const satisfies StreamEventCatalogue;

export const USERS_STREAM = streamEventEntries(USERS_STREAM_EVENTS);
