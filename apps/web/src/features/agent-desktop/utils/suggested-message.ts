import type { ConversationMessage, Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';

/**
 * The text a journey's agentSms node suggests for this task (its `suggestedMessage` attribute,
 * docs/journeys.md "agentSms"), or null when it suggests none.
 */
export function suggestedMessageOf(reservation: Pick<Reservation, 'attributes'>): string | null {
  return textAttribute(reservation, 'suggestedMessage') ?? null;
}

/**
 * What the composer starts with: the suggested message while the conversation's history has loaded
 * and holds no outbound text yet (once the agent has texted, reopening the task does not offer the
 * suggestion again); else nothing.
 */
export function composerSuggestion(
  suggestedMessage: string | null,
  history: readonly ConversationMessage[] | undefined,
): string {
  if (!suggestedMessage || !history) return '';
  return history.some((message) => message.attributes.direction === 'outbound') ? '' : suggestedMessage;
}
