import type { ConversationMessage } from '@parley/core/agent-desktop/reservation';
import { CONVERSATION_HISTORY_PAGE_SIZE } from '@parley/core/common/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchMessages } from '../api/conversations-api.ts';
import { conversationMessagesKey, flattenMessages, type MessagePages } from '../state/message-history.ts';

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
