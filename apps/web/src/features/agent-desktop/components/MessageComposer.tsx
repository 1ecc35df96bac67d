import { Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { sendMessage } from '../api/conversations-api.ts';
import { addMessageToHistory } from '../state/message-history.ts';

export type MessageComposerProps = {
  conversationSid: string;
  /** The agent holds the accepted task. */
  canSend: boolean;
  /** Why it is disabled, shown in place (spec 000 §8 disabled-action hint). */
  disabledHint: string | null;
};

/** Writes and sends a text (POST …/messages). Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ conversationSid, canSend, disabledHint }: MessageComposerProps) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => sendMessage(conversationSid, text),
    onSuccess: (message) => {
      addMessageToHistory(queryClient, conversationSid, message);
      setBody('');
      setError(null);
    },
    onError: (failure) => {
      // The server's reason when it gave one (e.g. the 409 'Please accept the task to start messaging.').
      setError(isApiError(failure) ? failure.message : AGENT_DESKTOP_TEXTS.sendFailed);
    },
  });
  const text = body.trim();
  const submit = () => {
    if (!canSend || text === '' || send.isPending) return;
    send.mutate(text);
  };

  return (
    <Stack gap={4} p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {disabledHint && (
        <Text size="sm" c="dimmed" role="note">
          {disabledHint}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          aria-label={AGENT_DESKTOP_TEXTS.composerPlaceholder}
          placeholder={AGENT_DESKTOP_TEXTS.composerPlaceholder}
          value={body}
          disabled={!canSend}
          error={error}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Tooltip label={disabledHint} disabled={!disabledHint} withArrow>
          <span>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={!canSend || text === ''}
              loading={send.isPending}
              onClick={submit}
            >
              {AGENT_DESKTOP_TEXTS.send}
            </Button>
          </span>
        </Tooltip>
      </Group>
    </Stack>
  );
}
