import type { ConversationMessage } from '@parley/core/agent-desktop/reservation';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

// A conversation's history as the query cache holds it, apart from the hook that loads it: the
// desk's runtime adds arriving messages on every page without loading the conversations API (its
// zod schemas) with it.

/** Pages of a conversation's history: the first is the newest 30, each next one older; each oldest first. */
export type MessagePages = InfiniteData<ConversationMessage[], string | null>;

export function conversationMessagesKey(conversationSid: string) {
  return ['agent-desktop', 'conversation', conversationSid, 'messages'] as const;
}

/** The whole history shown, oldest first, each message once. */
export function flattenMessages(data: MessagePages | undefined): ConversationMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: ConversationMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page) {
      if (seen.has(message.sid)) continue;
      seen.add(message.sid);
      messages.push(message);
    }
  }
  return messages;
}

/**
 * A message that arrived (the event stream) or was sent (the POST answer) joins the newest page,
 * once. Nothing happens when the history was never loaded: loading it will bring the message.
 */
export function addMessageToHistory(
  queryClient: QueryClient,
  conversationSid: string,
  message: ConversationMessage,
): void {
  queryClient.setQueryData<MessagePages>(conversationMessagesKey(conversationSid), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.some((held) => held.sid === message.sid))) return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [[...newest, message], ...older] };
  });
}
