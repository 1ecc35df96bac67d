import { MANUAL_OUTBOUND_TASK_TYPE } from '@parley/core/routing/tasks';
import type { DbExecutor } from '../../platform/db/database.ts';
import { openContactConversation } from './conversation-store.ts';
import type { QueuedTask, TaskRouting } from './task-routing.ts';

// An SMS task that asks an agent to text a contact, starting from a suggested message (journeys'
// agentSms node): as the desk's manual outbound text (start-outbound-sms.ts), a conversation and its
// task, but routed to the agents (a queue or the brand's rules) instead of reserved to the one who
// asked, and inside the caller's transaction, so it commits with the caller's own writes.

export type SuggestedSmsTaskInput = {
  brandId: string;
  /** The contact's number, E.164. */
  contactPhone: string;
  profileId: string;
  contactName: string;
  /** The brand number the agent texts from. */
  brandPhone: string;
  title: string;
  /** The text the agent starts from (`suggestedMessage`: the desk's composer starts with it). */
  suggestedMessage: string;
  /** More task attributes (where the task came from). */
  attributes: Record<string, unknown>;
  queueSid: string | null;
  priority: number | null;
  now: Date;
};

export type SuggestedSmsTask =
  /** A new conversation and its task; call `task.afterCommit()` once the caller's transaction commits. */
  | { kind: 'created'; conversationSid: string; task: QueuedTask }
  /** The contact's conversation is still being worked (by that task): no second one is opened. */
  | { kind: 'inProgress'; conversationSid: string; taskSid: string };

/** Opens the contact's conversation with an outbound SMS task for the agents, in `tx`. */
export async function startSuggestedSmsTaskWithin(
  tx: DbExecutor,
  routing: TaskRouting,
  input: SuggestedSmsTaskInput,
): Promise<SuggestedSmsTask> {
  const { brandId } = input;
  const found = await openContactConversation(tx, routing, {
    brandId,
    contactPhone: input.contactPhone,
    now: input.now,
    create: { brandPhone: input.brandPhone, profileId: input.profileId },
    task: (conversation) => ({
      brandId,
      channel: 'sms',
      attributes: {
        ...input.attributes,
        title: input.title,
        taskType: MANUAL_OUTBOUND_TASK_TYPE,
        direction: 'outbound',
        contactPhone: conversation.contactPhone,
        name: input.contactName || conversation.contactPhone,
        profileId: conversation.profileId ?? input.profileId,
        conversationSid: conversation.sid,
        parleyVoicePhone: conversation.brandPhone,
        suggestedMessage: input.suggestedMessage,
        // The desk's composer starts with the suggested message (until the agent texts in the conversation).
        description: input.suggestedMessage,
      },
      ...(input.queueSid ? { queueSid: input.queueSid } : {}),
      ...(input.priority === null ? {} : { priority: input.priority }),
    }),
  });
  if (found.kind === 'open')
    return { kind: 'inProgress', conversationSid: found.conversation.sid, taskSid: found.taskSid };
  return { kind: 'created', conversationSid: found.conversation.sid, task: found.task };
}
