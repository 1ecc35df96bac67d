import { ActionIcon, Alert, Box, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconArrowBackUp, IconArrowForwardUp, IconArrowsLeft, IconChevronUp } from '@tabler/icons-react';
import type { EmailMessage } from '../api/email-types.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import type { ComposeMode } from '../utils/compose-prefill.ts';
import { messageDate, senderOf } from '../utils/message-display.ts';
import { EmailAttachmentList } from './EmailAttachmentList.tsx';
import { EmailBody } from './EmailBody.tsx';
import { EmailMessageHeader } from './EmailMessageHeader.tsx';

export type EmailMessageCardProps = {
  message: EmailMessage;
  expanded: boolean;
  onToggle: () => void;
  /** Opens the composer answering this message; absent while the agent may not write. */
  onCompose?: (mode: ComposeMode, message: EmailMessage) => void;
};

/** One mail of the thread: a one-line summary when collapsed, the whole mail when open. */
export function EmailMessageCard({ message, expanded, onToggle, onCompose }: EmailMessageCardProps) {
  const sender = senderOf(message);
  const date = messageDate(message);
  return (
    <Paper
      component="article"
      aria-label={EMAIL_DESK_TEXTS.messageBy(sender, date)}
      withBorder
      p="sm"
      radius="md"
    >
      {expanded ? (
        <Stack gap="sm">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Box flex={1} miw={0}>
              <EmailMessageHeader message={message} />
            </Box>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={EMAIL_DESK_TEXTS.collapse}
              aria-expanded
              onClick={onToggle}
            >
              <IconChevronUp size={16} aria-hidden />
            </ActionIcon>
          </Group>
          {message.error && (
            <Alert color="red" variant="light" p="xs" title={EMAIL_TEXTS.sendError}>
              {message.error}
            </Alert>
          )}
          <EmailBody message={message} />
          <EmailAttachmentList attachments={message.attachments} />
          {onCompose && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                onClick={() => onCompose('reply', message)}
              >
                {EMAIL_TEXTS.reply}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowsLeft size={14} aria-hidden />}
                onClick={() => onCompose('replyAll', message)}
              >
                {EMAIL_TEXTS.replyAll}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowForwardUp size={14} aria-hidden />}
                onClick={() => onCompose('forward', message)}
              >
                {EMAIL_TEXTS.forward}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <UnstyledButton
          onClick={onToggle}
          w="100%"
          aria-expanded={false}
          aria-label={EMAIL_DESK_TEXTS.expand(sender)}
        >
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {message.from.name || message.from.email}
            </Text>
            <Text size="sm" c="dimmed" truncate flex={1} miw={0}>
              {message.snippet}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {date}
            </Text>
          </Group>
        </UnstyledButton>
      )}
    </Paper>
  );
}
