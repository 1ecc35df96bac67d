// The title of the task an inbound text creates (task attribute `title`, spec 001 §3: the desktop
// shows it, and autoAcceptByTaskTitle / tasksAutoOpenUrl match on it). Parley's wording. Outbound
// texts use routing's manual outbound title (packages/core/src/routing/tasks.ts).
export const INBOUND_SMS_TASK_TITLE = 'Inbound SMS';

/** The event an agent's desktop receives for each new text in a conversation it holds. */
export const CONVERSATION_MESSAGE_EVENT = 'conversation.message';
