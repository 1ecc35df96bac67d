import { Alert, Badge, Box, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SimulatorMessage } from '../api/simulator-api.ts';
import { useSimulatorMessages } from '../hooks/useSimulatorMessages.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';

export type SimulatorConversationProps = {
  /** E.164, or null while no valid number is chosen. */
  contactPhone: string | null;
};

function MessageBubble({ message }: { message: SimulatorMessage }) {
  const fromContact = message.direction === 'inbound';
  const failed = !fromContact && message.status !== 'delivered';
  return (
    <Group justify={fromContact ? 'flex-end' : 'flex-start'}>
      <Paper
        p="xs"
        radius="md"
        maw="80%"
        bg={fromContact ? 'blue.0' : 'gray.1'}
        data-direction={message.direction}
        aria-label={`${fromContact ? SIMULATOR_TEXTS.fromContact : SIMULATOR_TEXTS.fromBrand}: ${message.body}`}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        <Group gap={6} mt={4} justify="flex-end">
          <Text size="xs" c="dimmed">
            {fromContact ? SIMULATOR_TEXTS.fromContact : SIMULATOR_TEXTS.fromBrand} ·{' '}
            {dayjs(message.createdAt).format('h:mm:ss A')}
          </Text>
          {failed ? (
            <Badge size="xs" color="red" variant="light">
              {message.status}
            </Badge>
          ) : null}
        </Group>
      </Paper>
    </Group>
  );
}

/** The texts between the contact and the brand, newest last, refreshed every 2 s. */
export function SimulatorConversation({ contactPhone }: SimulatorConversationProps) {
  const messages = useSimulatorMessages(contactPhone);
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.data?.items.length ?? 0;
  // Newest last: keep the latest text in view as texts arrive.
  useEffect(() => {
    if (count > 0 && viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [count]);
  let content: ReactNode;
  if (contactPhone === null) {
    content = <Text c="dimmed">{SIMULATOR_TEXTS.pickContactFirst}</Text>;
  } else if (messages.isPending) {
    content = (
      <Center py="md">
        <Loader size="sm" aria-label={SIMULATOR_TEXTS.conversationTitle} />
      </Center>
    );
  } else if (messages.isError) {
    content = (
      <Alert color="red" variant="light">
        {SIMULATOR_TEXTS.loadMessagesFailed}
      </Alert>
    );
  } else if (messages.data.items.length === 0) {
    content = <Text c="dimmed">{SIMULATOR_TEXTS.noMessagesYet}</Text>;
  } else {
    content = (
      <Stack gap="xs">
        {messages.data.items.map((message) => (
          <MessageBubble key={message.sid} message={message} />
        ))}
      </Stack>
    );
  }
  return (
    <Box>
      <ScrollArea.Autosize mah={420} type="auto" viewportRef={viewport}>
        <Stack gap="xs" role="log" aria-label={SIMULATOR_TEXTS.conversationTitle} py="xs">
          {content}
        </Stack>
      </ScrollArea.Autosize>
    </Box>
  );
}
