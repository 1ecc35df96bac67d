// The shapes the agent desktop reads from the routing engine and the conversations service
// (docs/routing-contract.md "Events on the stream"): reservations, conversation messages and the
// live events around them. Parsed with zod on the way in, so a malformed event is logged and
// skipped instead of breaking the desk.
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../common/channels.ts';

const isoDate = z.string().min(1);

/** spec 001 §3 "Task / reservation" (docs/routing-contract.md `Reservation`). */
export const reservationSchema = z.object({
  sid: z.string().min(1),
  reservationSid: z.string().min(1),
  taskSid: z.string().min(1),
  status: z.enum(RESERVATION_STATUSES),
  // spec 001 §4: an accepted reservation's task is "assigned"; keep whatever the server sends.
  taskStatus: z.string(),
  attributes: z.record(z.string(), z.unknown()).catch({}),
  priority: z.number().catch(0),
  queueName: z.string().nullish(),
  queueSid: z.string().nullish(),
  taskChannelUniqueName: z.string().min(1),
  channelType: z.string().nullish(),
  workflowName: z.string().nullish(),
  createdDate: isoDate,
  reservationAcceptedAt: z.string().nullish(),
  workerSid: z.string(),
  timeoutAt: z.string().nullish(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** spec 000 §3 "Conversation message". */
export const conversationMessageSchema = z.object({
  sid: z.string().min(1),
  author: z.string().nullish(),
  body: z.string().catch(''),
  dateUpdated: isoDate,
  media: z.array(z.unknown()).catch([]),
  attributes: z
    .object({
      direction: z.enum(['inbound', 'outbound']),
      name: z.string().nullish(),
      // 'received' for inbound; the carrier's outcome for outbound ('delivered', 'failed', …).
      deliveryStatus: z.string().nullish(),
    })
    .catch({ direction: 'outbound', name: null, deliveryStatus: null }),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** `conversation.message`: a message of a conversation whose task the agent holds. */
export const conversationMessageEventSchema = z.object({
  conversationSid: z.string().min(1),
  taskSid: z.string().nullish(),
  message: conversationMessageSchema,
});
export type ConversationMessageEvent = z.infer<typeof conversationMessageEventSchema>;

/** `task.updated`: the brand-wide event behind the supervisors' live counts. */
export const taskUpdatedEventSchema = z.object({
  taskSid: z.string().min(1),
  status: z.string(),
  channel: z.string().nullish(),
  queueSid: z.string().nullish(),
  workerSid: z.string().nullish(),
  priority: z.number().nullish(),
  updatedAt: z.string().nullish(),
});
export type TaskUpdatedEvent = z.infer<typeof taskUpdatedEventSchema>;

/** `agent.statusUpdated`: an agent's status changed (here: this agent's, from another tab or the engine). */
export const agentStatusUpdatedEventSchema = z.object({
  userId: z.string(),
  workerSid: z.string(),
  status: z.string(),
  available: z.boolean(),
  statusChangedAt: isoDate,
});
export type AgentStatusUpdatedEvent = z.infer<typeof agentStatusUpdatedEventSchema>;

// Reading a reservation's attributes and status: reservation-attributes.ts (no zod there).
