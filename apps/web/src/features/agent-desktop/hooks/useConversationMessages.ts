import type { ConversationMessage } from '@parley/core/agent-desktop/reservation';
import { CONVERSATION_HISTORY_PAGE_SIZE } from '@parley/core/common/limits';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchMessages } from '../api/conversations-api.ts';

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

/** GET …/messages: the newest 30 first (spec 000 §9), older pages on demand. */
export function useConversationMessages(conversationSid: string) {
  const query = useInfiniteQuery<
    ConversationMessage[],
    Error,
    MessagePages,
    readonly unknown[],
    string | null
  >({
    queryKey: conversationMessagesKey(conversationSid),
    queryFn: ({ pageParam, signal }) => fetchMessages(conversationSid, pageParam, signal),
    initialPageParam: null as string | null,
    // A short page is the start of the conversation; otherwise the next page ends before its oldest.
    getNextPageParam: (page) =>
      page.length < CONVERSATION_HISTORY_PAGE_SIZE ? undefined : (page[0]?.sid ?? undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  return { ...query, messages };
}
