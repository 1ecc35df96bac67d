import type { conversationMessages } from './conversations.tables.ts';

/**
 * spec 000 §3 "Conversation message" as docs/routing-contract.md fixes it, plus
 * attributes.deliveryStatus: 'received' for inbound, the carrier's outcome for outbound.
 */
export type ConversationMessage = {
  sid: string;
  author: string;
  body: string;
  dateUpdated: string;
  media: never[];
  attributes: { direction: 'inbound' | 'outbound'; name: string | null; deliveryStatus: string };
};

type MessageRow = typeof conversationMessages.$inferSelect;

export function presentMessage(row: MessageRow): ConversationMessage {
  return {
    sid: row.sid,
    author: row.author,
    body: row.body,
    dateUpdated: row.createdAt.toISOString(),
    media: [],
    attributes: { direction: row.direction, name: row.authorName, deliveryStatus: row.deliveryStatus },
  };
}
