import { type ConversationMessage, conversationMessageSchema } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_SPEC_TEXTS, AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { CONVERSATION_HISTORY_PAGE_SIZE } from '@parley/core/common/limits';
import { apiRequest } from '../../../shared/api/api-request.ts';

// The conversations service (docs/routing-contract.md "REST", spec 000 §7).

function parseMessages(values: readonly unknown[]): ConversationMessage[] {
  const messages: ConversationMessage[] = [];
  for (const value of values) {
    const result = conversationMessageSchema.safeParse(value);
    if (result.success) messages.push(result.data);
    else console.error('A conversation message has unexpected data', result.error);
  }
  return messages;
}

/**
 * GET /conv/conversations/{sid}/messages: 30 messages (spec 000 §9), oldest first, the newest page
 * unless `before` names the oldest message already shown.
 */
export async function fetchMessages(
  conversationSid: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<ConversationMessage[]> {
  const query = new URLSearchParams({ limit: String(CONVERSATION_HISTORY_PAGE_SIZE) });
  if (before) query.set('before', before);
  const answer = await apiRequest<{ items: unknown[] }>(
    `/conversations/${encodeURIComponent(conversationSid)}/messages?${query}`,
    { base: '/conv', signal, skipDefault: true },
  );
  return parseMessages(answer.items);
}

/**
 * POST /conv/conversations/{sid}/messages. The server answers 409 'Please accept the task to start
 * messaging.' unless the agent holds the accepted task; any failure is thrown to the composer,
 * which keeps the text and shows why.
 */
export async function sendMessage(conversationSid: string, body: string): Promise<ConversationMessage> {
  const answer = await apiRequest<unknown>(`/conversations/${encodeURIComponent(conversationSid)}/messages`, {
    base: '/conv',
    method: 'POST',
    body: { body },
    skipDefault: true,
    failureMessage: AGENT_DESKTOP_TEXTS.sendFailed,
  });
  return conversationMessageSchema.parse(answer);
}

export type OutboundSmsInput = { contactPhone: string; parleyVoicePhone: string; profileId?: string | null };
export type OutboundSmsResult = { success: boolean; taskSid: string; conversationSid: string };

/**
 * POST /conv/conversations/outbound-sms: a conversation with the contact and a task reserved to the
 * agent. Failures are thrown as the server's body (task-creation codes of spec 000 §8).
 */
export function startOutboundSms(input: OutboundSmsInput): Promise<OutboundSmsResult> {
  return apiRequest<OutboundSmsResult>('/conversations/outbound-sms', {
    base: '/conv',
    method: 'POST',
    body: {
      contactPhone: input.contactPhone,
      parleyVoicePhone: input.parleyVoicePhone,
      profileId: input.profileId ?? null,
    },
    skipDefault: true,
    failureMessage: AGENT_DESKTOP_SPEC_TEXTS.taskFailedToBeCreated,
  });
}
