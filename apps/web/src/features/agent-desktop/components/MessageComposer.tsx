import { Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { sendMessage } from '../api/conversations-api.ts';
import { useConversationMessages } from '../hooks/useConversationMessages.ts';
import { addMessageToHistory } from '../state/message-history.ts';
import { composerSuggestion } from '../utils/suggested-message.ts';

export type MessageComposerProps = {
  conversationSid: string;
  /** The agent holds the accepted task. */
  canSend: boolean;
  /** Why it is disabled, shown in place (spec 000 §8 disabled-action hint). */
  disabledHint: string | null;
  /** A journey's suggested text (agentSms): filled in, editable, never sent by itself. */
  suggestedMessage?: string | null;
};

/**
 * Writes and sends a text (POST …/messages). Enter sends, Shift+Enter starts a new line. Until the
 * agent types, it holds the task's suggested message (composerSuggestion).
 */
export function MessageComposer({
  conversationSid,
  canSend,
  disabledHint,
  suggestedMessage = null,
}: MessageComposerProps) {
  const queryClient = useQueryClient();
  // The same cached history MessageList shows (no second request).
  const history = useConversationMessages(conversationSid);
  // null: untouched, so the suggestion shows; the agent's own text (even empty) once they type.
  const [draft, setDraft] = useState<string | null>(null);
  const body =
    draft ?? composerSuggestion(suggestedMessage, history.isSuccess ? history.messages : undefined);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => sendMessage(conversationSid, text),
    onSuccess: (message) => {
      addMessageToHistory(queryClient, conversationSid, message);
      setDraft('');
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
            setDraft(event.currentTarget.value);
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
