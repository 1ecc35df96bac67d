// spec 000 §4: "Unread SMS count per conversation rises with each new inbound message."
import type { ConversationMessage } from './reservation.ts';

/** How many message sids are remembered as counted, so a replayed event is not counted twice. */
export const COUNTED_MESSAGES_REMEMBERED = 500;

export type UnreadState = {
  counts: Readonly<Record<string, number>>;
  counted: readonly string[];
};

export const EMPTY_UNREAD: UnreadState = { counts: {}, counted: [] };

/**
 * A message arrived in a conversation. An inbound one raises its conversation's count, once per
 * message sid, unless the agent has that conversation open on screen (then it is read as it comes).
 */
export function countInboundMessage(
  state: UnreadState,
  conversationSid: string,
  message: Pick<ConversationMessage, 'sid' | 'attributes'>,
  conversationOpen: boolean,
): UnreadState {
  if (message.attributes.direction !== 'inbound' || state.counted.includes(message.sid)) return state;
  const counted = [...state.counted, message.sid].slice(-COUNTED_MESSAGES_REMEMBERED);
  if (conversationOpen) return { ...state, counted };
  return {
    counts: { ...state.counts, [conversationSid]: (state.counts[conversationSid] ?? 0) + 1 },
    counted,
  };
}

/** The agent looked at the conversation: nothing in it is unread any more. */
export function markConversationRead(state: UnreadState, conversationSid: string): UnreadState {
  if (!state.counts[conversationSid]) return state;
  const { [conversationSid]: _read, ...counts } = state.counts;
  return { ...state, counts };
}

export function unreadCount(state: UnreadState, conversationSid: string | undefined): number {
  return conversationSid === undefined ? 0 : (state.counts[conversationSid] ?? 0);
}
