import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { EmailMessage } from '../api/email-types.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import type { ComposeMode } from '../utils/compose-prefill.ts';
import { EmailMessageCard } from './EmailMessageCard.tsx';

export type EmailThreadProps = {
  /** Oldest first. */
  messages: readonly EmailMessage[];
  onCompose?: (mode: ComposeMode, message: EmailMessage) => void;
};

/**
 * The task's thread, oldest first and the newest scrolled into view. Older messages are one line
 * (sender, snippet, date) until clicked; the newest is open.
 */
export function EmailThread({ messages, onCompose }: EmailThreadProps) {
  const last = messages.at(-1);
  // The agent's own choices; a message not in it is open only when it is the newest.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const lastRef = useRef<HTMLDivElement>(null);
  const lastId = last?.rvEmailMessageId;
  useEffect(() => {
    if (lastId) lastRef.current?.scrollIntoView({ block: 'nearest' });
  }, [lastId]);

  if (!last) {
    return (
      <Text c="dimmed" size="sm" role="region" aria-label={EMAIL_DESK_TEXTS.thread}>
        {EMAIL_DESK_TEXTS.noMessages}
      </Text>
    );
  }
  return (
    <Stack gap="xs" role="region" aria-label={EMAIL_DESK_TEXTS.thread}>
      {messages.map((message) => {
        const id = message.rvEmailMessageId;
        const expanded = toggled.get(id) ?? id === lastId;
        return (
          <div key={id} ref={id === lastId ? lastRef : undefined}>
            <EmailMessageCard
              message={message}
              expanded={expanded}
              onToggle={() => setToggled((current) => new Map(current).set(id, !expanded))}
              onCompose={onCompose}
            />
          </div>
        );
      })}
    </Stack>
  );
}
