import { isPrivileged } from '@parley/core/auth/roles';
import { CONVERSATION_HISTORY_PAGE_SIZE } from '@parley/core/common/limits';
import { and, desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { conversationMessages, conversations } from './conversations.tables.ts';
import { type ConversationMessage, presentMessage } from './present-message.ts';
import type { TaskRouting } from './task-routing.ts';

export const listMessagesQuery = z.object({
  // spec 000 §9: conversation history loads 30 messages.
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_HISTORY_PAGE_SIZE),
  before: z.string().trim().min(1).max(64).optional(),
});
export type ListMessagesQuery = z.output<typeof listMessagesQuery>;

/**
 * A page of a conversation's history, oldest first: the `limit` messages just before the message
 * `before` (or the newest ones). Readable by admins and supervisors, and by the agent the task is
 * offered to or held by (a pending offer shows the history before it is accepted).
 */
export async function listConversationMessages(
  deps: { db: DbExecutor; routing: TaskRouting },
  options: { session: RequestSession; conversationSid: string; query: ListMessagesQuery },
): Promise<{ items: ConversationMessage[] }> {
  const { session } = options;
  const { limit, before } = options.query;
  const { db } = deps;
  const [conversation] = await db
    .select({ sid: conversations.sid, taskSid: conversations.taskSid })
    .from(conversations)
    .where(and(eq(conversations.brandId, session.brandId), eq(conversations.sid, options.conversationSid)));
  if (!conversation) throw new AppError('not_found', 'Conversation not found');
  if (!isPrivileged(session.roles)) {
    const holder = conversation.taskSid
      ? await deps.routing.findTaskHolder(db, { brandId: session.brandId, taskSid: conversation.taskSid })
      : null;
    // 404, not 403: the browser treats a 403 as an expired session (spec 000 §8), and a stranger's
    // conversation should not be told apart from none.
    if (holder?.reservation?.userId !== session.userId)
      throw new AppError('not_found', 'Conversation not found');
  }
  const ofConversation = and(
    eq(conversationMessages.brandId, session.brandId),
    eq(conversationMessages.conversationSid, conversation.sid),
  );
  let beforePosition: number | null = null;
  if (before) {
    const [cursor] = await db
      .select({ position: conversationMessages.position })
      .from(conversationMessages)
      .where(and(ofConversation, eq(conversationMessages.sid, before)));
    if (!cursor)
      throw new AppError('validation_failed', 'before is not a message of this conversation', {
        field: 'before',
      });
    beforePosition = cursor.position;
  }
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(
      beforePosition === null
        ? ofConversation
        : and(ofConversation, lt(conversationMessages.position, beforePosition)),
    )
    .orderBy(desc(conversationMessages.position))
    .limit(limit);
  return { items: rows.reverse().map(presentMessage) };
}
