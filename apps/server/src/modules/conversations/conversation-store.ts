import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { conversationMessages, conversations } from './conversations.tables.ts';
import type { TaskHolder, TaskRouting } from './task-routing.ts';
import { isTaskOpen } from './task-routing.ts';

// Steps the conversation use-cases share.
//
// Why tasks are created after the conversation's transaction: routing's createTask publishes its
// events as it goes, through the event bus's own connection. Inside our transaction on PGlite (one
// session) that publish would wait for our commit, and our commit for it. So a use-case first claims
// the task in its transaction (conversations.task_claimed_at, under the conversation's row lock),
// creates the task once that commits, then attaches it. Anyone meeting a claimed conversation meanwhile
// joins it instead of creating a second task; a claim older than TASK_CLAIM_TIMEOUT_MS whose task never
// arrived (the creating request failed) is taken over by the next request.

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** How long a claim blocks others from creating the conversation's task. */
export const TASK_CLAIM_TIMEOUT_MS = 30_000;

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
  /** Its task is being worked (holder), or being created by another request (holder null). */
  | { kind: 'open'; conversation: ConversationRow; holder: TaskHolder | null }
  /** This caller must create the task, then attachTask: a new conversation, or one whose claim lapsed. */
  | { kind: 'claimed'; conversation: ConversationRow };

/**
 * The contact's open conversation, locked, or a new one (`create`) claimed by the caller. A
 * conversation whose task has finished is closed here first.
 */
export async function openContactConversation(
  db: DbExecutor,
  routing: TaskRouting,
  options: {
    brandId: string;
    contactPhone: string;
    now: Date;
    create: { brandPhone: string; profileId: string };
  },
): Promise<ContactConversation> {
  const { brandId, contactPhone, now } = options;
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.brandId, brandId),
        eq(conversations.contactPhone, contactPhone),
        isNull(conversations.closedAt),
      ),
    )
    .for('update');
  if (row?.taskSid) {
    const holder = await routing.findTaskHolder(db, { brandId, taskSid: row.taskSid });
    if (isTaskOpen(holder)) return { kind: 'open', conversation: row, holder };
    await db
      .update(conversations)
      .set({ closedAt: now })
      .where(and(eq(conversations.brandId, brandId), eq(conversations.sid, row.sid)));
  } else if (row) {
    const claimAge = row.taskClaimedAt
      ? now.getTime() - row.taskClaimedAt.getTime()
      : Number.POSITIVE_INFINITY;
    if (claimAge < TASK_CLAIM_TIMEOUT_MS) return { kind: 'open', conversation: row, holder: null };
    const [claimed] = await db
      .update(conversations)
      .set({ taskClaimedAt: now })
      .where(and(eq(conversations.brandId, brandId), eq(conversations.sid, row.sid)))
      .returning();
    if (!claimed) throw new Error('the locked conversation vanished');
    return { kind: 'claimed', conversation: claimed };
  }
  const [created] = await db
    .insert(conversations)
    .values({
      brandId,
      sid: conversationSid(),
      contactPhone,
      brandPhone: options.create.brandPhone,
      profileId: options.create.profileId,
      taskClaimedAt: now,
      createdAt: now,
    })
    .returning();
  if (!created) throw new Error('the conversation was not created');
  return { kind: 'claimed', conversation: created };
}

/** Gives a claimed conversation the task its claimant created. */
export async function attachTask(
  db: DbExecutor,
  options: { brandId: string; sid: string; taskSid: string },
): Promise<void> {
  await db
    .update(conversations)
    .set({ taskSid: options.taskSid, taskClaimedAt: null })
    .where(and(eq(conversations.brandId, options.brandId), eq(conversations.sid, options.sid)));
}

/** Gives up a claim whose task could not be created, so the next request tries at once. */
export async function releaseClaim(
  db: DbExecutor,
  options: { brandId: string; sid: string; close: boolean; now: Date },
): Promise<void> {
  await db
    .update(conversations)
    .set({ taskClaimedAt: null, ...(options.close ? { closedAt: options.now } : {}) })
    .where(
      and(
        eq(conversations.brandId, options.brandId),
        eq(conversations.sid, options.sid),
        isNull(conversations.taskSid),
      ),
    );
}

/** Appends a message at the conversation's next position. */
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
  const { brandId, now } = options;
  const [counter] = await db
    .update(conversations)
    .set({ messageCount: sql`${conversations.messageCount} + 1` })
    .where(and(eq(conversations.brandId, brandId), eq(conversations.sid, options.conversationSid)))
    .returning({ next: conversations.messageCount });
  if (!counter) throw new Error('the conversation does not exist');
  const [row] = await db
    .insert(conversationMessages)
    .values({
      brandId,
      sid: messageSid(),
      conversationSid: options.conversationSid,
      position: counter.next - 1,
      author: options.author,
      authorName: options.authorName,
      body: options.body,
      direction: options.direction,
      deliveryStatus: options.deliveryStatus,
      carrierSid: options.carrierSid ?? null,
      userId: options.userId ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the message was not stored');
  return row;
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
