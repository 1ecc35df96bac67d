import { Flex, Text } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { conversationSidOf } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { DISABLED_ACTION_HINTS } from '@parley/core/common/error-catalogue';
import { useOpenConversation } from '../hooks/useOpenConversation.ts';
import { suggestedMessageOf } from '../utils/suggested-message.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageList } from './MessageList.tsx';

export type SmsConversationProps = { reservation: Reservation };

/** The SMS conversation of the active task: history, live texts, and the composer. */
export function SmsConversation({ reservation }: SmsConversationProps) {
  const conversationSid = conversationSidOf(reservation);
  useOpenConversation(conversationSid);
  if (!conversationSid) {
    return (
      <Text p="md" c="dimmed">
        {AGENT_DESKTOP_TEXTS.noConversation}
      </Text>
    );
  }
  // spec 000 §8: messaging needs the accepted task; before that the composer says so.
  const disabledHint = reservation.status === 'pending' ? DISABLED_ACTION_HINTS.acceptToMessage : null;
  return (
    <Flex direction="column" h="100%" mih={0}>
      <MessageList conversationSid={conversationSid} />
      <MessageComposer
        conversationSid={conversationSid}
        canSend={reservation.status === 'accepted'}
        disabledHint={disabledHint}
        suggestedMessage={suggestedMessageOf(reservation)}
      />
    </Flex>
  );
}
