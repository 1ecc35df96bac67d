import { Alert, Box, Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { ConversationMessage } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { useLayoutEffect, useRef } from 'react';
import { useConversationMessages } from '../hooks/useConversationMessages.ts';

export type MessageListProps = { conversationSid: string };

/** Closer than this to the top loads the previous page; closer than this to the bottom follows new texts. */
const EDGE_PX = 48;

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
}

function MessageBubble({ message }: { message: ConversationMessage }) {
  const outbound = message.attributes.direction === 'outbound';
  const failed = outbound && message.attributes.deliveryStatus === 'failed';
  return (
    <Stack gap={2} align={outbound ? 'flex-end' : 'flex-start'} component="li" style={{ listStyle: 'none' }}>
      <Text size="xs" c="dimmed">
        {[message.attributes.name ?? message.author, timeOf(message.dateUpdated)].filter(Boolean).join(' · ')}
      </Text>
      <Box
        px="sm"
        py={6}
        maw="75%"
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: outbound ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-gray-1)',
          color: outbound ? 'var(--mantine-color-white)' : undefined,
        }}
      >
        <Text size="sm" inherit>
          {message.body}
        </Text>
      </Box>
      {failed && (
        <Text size="xs" c="red">
          {AGENT_DESKTOP_TEXTS.notDelivered}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The conversation history (30 at a time, spec 000 §9), oldest at the top. Scrolling to the top
 * (or the button there) loads the previous 30 and keeps the view where it was; a new text scrolls
 * into view when the agent is at the bottom.
 */
export function MessageList({ conversationSid }: MessageListProps) {
  const history = useConversationMessages(conversationSid);
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const { messages } = history;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change, to place the scroll.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages]);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  if (history.isPending) {
    return (
      <Center flex={1}>
        <Loader size="sm" aria-label="Loading messages" />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Box flex={1} p="md">
        <Alert color="red">{AGENT_DESKTOP_TEXTS.messagesLoadError}</Alert>
      </Box>
    );
  }
  return (
    <ScrollArea
      flex={1}
      viewportRef={viewport}
      type="auto"
      onScrollPositionChange={({ y }) => {
        const element = viewport.current;
        if (element) atBottom.current = element.scrollHeight - element.clientHeight - y < EDGE_PX;
        if (y < EDGE_PX) loadOlder();
      }}
    >
      <Stack gap="sm" p="md">
        {history.hasNextPage && (
          <Center>
            <Button variant="subtle" size="xs" loading={history.isFetchingNextPage} onClick={loadOlder}>
              {AGENT_DESKTOP_TEXTS.loadOlder}
            </Button>
          </Center>
        )}
        {messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center">
            {AGENT_DESKTOP_TEXTS.noMessages}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" m={0} p={0} aria-label="Messages">
            {messages.map((message) => (
              <MessageBubble key={message.sid} message={message} />
            ))}
          </Stack>
        )}
      </Stack>
    </ScrollArea>
  );
}
