// spec 001 §6 "Messages to the parent frame": what the embedded agent desktop tells its host page.
// "Each carries source, action and contact fields." No zod here: the voice runtime and the desk's
// first chunks send these, and the shapes are built, never parsed, on this side.

/** `source` of every message the desk sends, so a host can tell ours from other frames' messages. */
export const PARLEY_MESSAGE_SOURCE = 'parley';

/** spec 001 §6: every action the desk announces to its parent. */
export const PARENT_NOTIFICATION_ACTIONS = [
  'task-active',
  'task-assigned',
  'task-accepted',
  'task-cancelled',
  'task-completed',
  'task-wrapping',
  'call-disconnected',
  'status-changed',
  'started-barging',
  'started-listening',
  'started-whispering',
] as const;
export type ParentNotificationAction = (typeof PARENT_NOTIFICATION_ACTIONS)[number];

/** Who the message is about: the task's contact (spec 000 §3 task attributes), or null. */
export type ParentContact = {
  profileId: string | null;
  contactPhone: string | null;
  name: string | null;
  email: string | null;
};

/** One message to the parent frame. */
export type ParentNotification = {
  source: typeof PARLEY_MESSAGE_SOURCE;
  action: ParentNotificationAction;
  contact: ParentContact | null;
  /** The task the action is about (every task-* action, and the call and coaching actions). */
  taskSid?: string;
  /** status-changed: the agent's new status, by name ("Available", "Break" …). */
  status?: string;
};

/** What a message may carry besides its action and contact. */
export type ParentNotificationDetails = { taskSid?: string | null; status?: string | null };

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The contact of a task from its attributes (`profileId`, `contactPhone`, `name`, `email`); null when
 * the task names none of them (a custom task without a contact).
 */
export function parentContactOf(attributes: Readonly<Record<string, unknown>>): ParentContact | null {
  const contact: ParentContact = {
    profileId: text(attributes.profileId),
    contactPhone: text(attributes.contactPhone),
    name: text(attributes.name),
    email: text(attributes.email),
  };
  const known = Object.values(contact).some((value) => value !== null);
  return known ? contact : null;
}

/** The message itself: a plain object (it crosses postMessage's structured clone). */
export function parentNotification(
  action: ParentNotificationAction,
  contact: ParentContact | null,
  details: ParentNotificationDetails = {},
): ParentNotification {
  const message: ParentNotification = {
    source: PARLEY_MESSAGE_SOURCE,
    action,
    contact: contact ? { ...contact } : null,
  };
  if (details.taskSid) message.taskSid = details.taskSid;
  if (details.status) message.status = details.status;
  return message;
}

/** A reservation's status as the desk holds it (channels.ts RESERVATION_STATUSES). */
type ReservationStatusName =
  | 'pending'
  | 'accepted'
  | 'wrapping'
  | 'completed'
  | 'rejected'
  | 'timeout'
  | 'rescinded'
  | 'canceled';

/**
 * The action that announces a reservation reaching `status`: pending → task-assigned (the
 * reservation was created for this agent), accepted → task-accepted, wrapping → task-wrapping,
 * completed → task-completed, and every other end (canceled, rescinded, rejected, timed out) →
 * task-cancelled: the task left this agent without being completed (docs/embedding.md).
 */
export function reservationNotificationAction(status: ReservationStatusName): ParentNotificationAction {
  switch (status) {
    case 'pending':
      return 'task-assigned';
    case 'accepted':
      return 'task-accepted';
    case 'wrapping':
      return 'task-wrapping';
    case 'completed':
      return 'task-completed';
    default:
      return 'task-cancelled';
  }
}
