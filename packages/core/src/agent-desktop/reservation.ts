// The shapes the agent desktop reads from the routing engine and the conversations service
// (docs/routing-contract.md "Events on the stream"): reservations, conversation messages and the
// live events around them. Parsed with zod on the way in, so a malformed event is logged and
// skipped instead of breaking the desk.
import { z } from 'zod';
import { RESERVATION_STATUSES, type ReservationStatus } from '../common/channels.ts';

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

// --- Reading task attributes (spec 000 §3, spec 001 §3) ---

/** A text attribute, trimmed; absent, empty and non-text values are undefined. */
export function textAttribute(reservation: Pick<Reservation, 'attributes'>, key: string): string | undefined {
  const value = reservation.attributes[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A flag attribute: true, or the text 'true' (attributes often travel as strings). */
export function flagAttribute(reservation: Pick<Reservation, 'attributes'>, key: string): boolean {
  const value = reservation.attributes[key];
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** The task this one was transferred from: `originalTaskSid`, or the spec's `original_task_sid`. */
export function originalTaskSidOf(reservation: Pick<Reservation, 'attributes'>): string | undefined {
  return textAttribute(reservation, 'originalTaskSid') ?? textAttribute(reservation, 'original_task_sid');
}

export function conversationSidOf(reservation: Pick<Reservation, 'attributes'>): string | undefined {
  return textAttribute(reservation, 'conversationSid');
}

export type TaskDirection = 'inbound' | 'outbound';

export function directionOf(reservation: Pick<Reservation, 'attributes'>): TaskDirection | undefined {
  const direction = textAttribute(reservation, 'direction')?.toLowerCase();
  return direction === 'inbound' || direction === 'outbound' ? direction : undefined;
}

/** Reservation statuses in the order they happen; ended ones share the last rank. */
const STATUS_RANK: Record<ReservationStatus, number> = {
  pending: 0,
  accepted: 1,
  wrapping: 2,
  completed: 3,
  rejected: 3,
  timeout: 3,
  rescinded: 3,
  canceled: 3,
};

/** How far a reservation has gone: a reservation never goes back, so a lower rank is stale news. */
export function reservationStatusRank(status: ReservationStatus): number {
  return STATUS_RANK[status];
}
