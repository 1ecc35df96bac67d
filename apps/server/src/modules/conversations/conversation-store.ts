import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { type conversationMessages, conversations } from './conversations.tables.ts';
import type { NewTaskInput, QueuedTask, TaskHolder, TaskRouting } from './task-routing.ts';
import { isTaskOpen } from './task-routing.ts';

// Steps the conversation use-cases share, inside the use-case's one transaction: the contact's
// conversation, the task that routes it (created through the routing port in the same transaction)
// and its messages commit together, or not at all. Two first texts of a contact at once both try to
// insert its open conversation: the unique index (conversations_open_contact_unique) lets the first
// commit and fails the other's transaction, task included; its use-case retries and joins.

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** What a task's attributes name of its conversation. */
export type ConversationRef = Pick<ConversationRow, 'sid' | 'contactPhone' | 'brandPhone' | 'profileId'>;

function conversationSid(): string {
  return `CH${randomBytes(16).toString('hex')}`;
}

function messageSid(): string {
  return `IM${randomBytes(16).toString('hex')}`;
}

/** The conversation, locked for the rest of the transaction (messages take positions in turn). */
export async function lockConversation(
  db: DbExecutor,
  options: { brandId: string; sid: string },
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.brandId, options.brandId), eq(conversations.sid, options.sid)))
    .for('update');
  return row ?? null;
}

export type ContactConversation =
  /** Its task is still being worked (by `holder`): a new text joins it. */
  | { kind: 'open'; conversation: ConversationRow; taskSid: string; holder: TaskHolder }
  /** A new conversation with the task just created for it (routed once the transaction commits). */
  | { kind: 'created'; conversation: ConversationRow; task: QueuedTask };

/**
 * The contact's open conversation, locked, or a new one (`create`) with its task (`task`, given the
 * conversation it routes). A conversation whose task has finished is closed here first. Runs in the
 * caller's transaction `tx`.
 */
/** The contact's conversation not closed yet, locked (the caller decides what an ended task means). */
export async function lockOpenConversationRow(
  tx: DbExecutor,
  options: { brandId: string; contactPhone: string },
): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.brandId, options.brandId),
        eq(conversations.contactPhone, options.contactPhone),
        isNull(conversations.closedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function openContactConversation(
  tx: DbExecutor,
  routing: TaskRouting,
  options: {
    brandId: string;
    contactPhone: string;
    now: Date;
    create: { brandPhone: string; profileId: string };
    task: (conversation: ConversationRef) => NewTaskInput;
  },
): Promise<ContactConversation> {
  const { brandId, contactPhone, now } = options;
  const row = await lockOpenConversationRow(tx, { brandId, contactPhone });
  if (row?.taskSid) {
    const holder = await routing.findTaskHolder(tx, { brandId, taskSid: row.taskSid });
    if (isTaskOpen(holder)) return { kind: 'open', conversation: row, taskSid: row.taskSid, holder };
    await tx
      .update(conversations)
      .set({ closedAt: now })
      .where(and(eq(conversations.brandId, brandId), eq(conversations.sid, row.sid)));
  } else if (row) {
    // No task: only a conversation left by the code before one transaction did it all (its task
    // creation failed after the conversation committed). It gets its task now.
    const task = await routing.createTaskWithin(tx, options.task(row));
    const [attached] = await tx
      .update(conversations)
      .set({ taskSid: task.taskSid })
      .where(and(eq(conversations.brandId, brandId), eq(conversations.sid, row.sid)))
      .returning();
    if (!attached) throw new Error('the locked conversation vanished');
    return { kind: 'created', conversation: attached, task };
  }
  const fresh: ConversationRef = {
    sid: conversationSid(),
    contactPhone,
    brandPhone: options.create.brandPhone,
    profileId: options.create.profileId,
  };
  // The task first: the conversation row is inserted with its task's sid.
  const task = await routing.createTaskWithin(tx, options.task(fresh));
  const [created] = await tx
    .insert(conversations)
    .values({ brandId, ...fresh, taskSid: task.taskSid, createdAt: now })
    .returning();
  if (!created) throw new Error('the conversation was not created');
  return { kind: 'created', conversation: created, task };
}

/**
 * Appends a message at the conversation's next position: the counter's update and the message's
 * insert in one statement (one round trip on the path of every text).
 */
export async function appendMessage(
  db: DbExecutor,
  options: {
    brandId: string;
    conversationSid: string;
    author: string;
    authorName: string | null;
    body: string;
    direction: 'inbound' | 'outbound';
    deliveryStatus: string;
    carrierSid?: string | null;
    userId?: string | null;
    now: Date;
  },
): Promise<MessageRow> {
  const message = {
    brandId: options.brandId,
    sid: messageSid(),
    conversationSid: options.conversationSid,
    author: options.author,
    authorName: options.authorName,
    body: options.body,
    direction: options.direction,
    deliveryStatus: options.deliveryStatus,
    carrierSid: options.carrierSid ?? null,
    userId: options.userId ?? null,
    createdAt: options.now,
  };
  const result: unknown = await db.execute(sql`
    with counter as (
      update conversations set message_count = message_count + 1
      where brand_id = ${message.brandId} and sid = ${message.conversationSid}
      returning message_count - 1 as position
    )
    insert into conversation_messages (brand_id, sid, conversation_sid, position, author, author_name, body,
                                       direction, delivery_status, carrier_sid, user_id, created_at)
    select ${message.brandId}::uuid, ${message.sid}::text, ${message.conversationSid}::text, counter.position,
           ${message.author}::text, ${message.authorName}::text, ${message.body}::text, ${message.direction}::text,
           ${message.deliveryStatus}::text, ${message.carrierSid}::text, ${message.userId}::uuid,
           ${message.createdAt.toISOString()}::timestamptz
    from counter
    returning position`);
  // node-postgres and PGlite both answer a raw statement with `{ rows }`; the statement names the column.
  const [row] = (result as { rows: Array<{ position: number | string }> }).rows;
  if (!row) throw new Error('the conversation does not exist');
  return { ...message, position: Number(row.position) };
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite, bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if (Reflect.get(current, 'code') === '23505') return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}
