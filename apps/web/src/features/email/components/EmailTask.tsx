import { Alert, Loader, ScrollArea, Stack, Title } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { Suspense, useMemo, useState } from 'react';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import type { EmailMessage } from '../api/email-types.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import { useEmailThread } from '../hooks/useEmailThread.ts';
import { useMyMailboxes } from '../hooks/useMyMailboxes.ts';
import { type ComposeMode, type ComposerStart, composeStart, draftStart } from '../utils/compose-prefill.ts';
import { EmailThread } from './EmailThread.tsx';

// The editor (TipTap, ProseMirror) is a chunk of its own, downloaded when the agent first writes.
const EmailComposer = lazyComponent(
  () => import('./EmailComposer.tsx'),
  (m) => m.EmailComposer,
);

export type EmailTaskProps = { reservation: Reservation };

/** What the composer holds: nothing yet (a saved draft is restored), a start, or closed by the agent. */
type Composing = { kind: 'auto' } | { kind: 'open'; start: ComposerStart; key: number } | { kind: 'closed' };

/** An email task on the desk: the thread, and the composer for the agent's answer. */
export function EmailTask({ reservation }: EmailTaskProps) {
  const { taskSid } = reservation;
  const thread = useEmailThread(taskSid);
  const mailboxes = useMyMailboxes();
  const [composing, setComposing] = useState<Composing>({ kind: 'auto' });
  // Only the agent holding the accepted task writes (the server says the same).
  const canWrite = reservation.status === 'accepted';
  const answer = thread.data;

  const ownAddresses = useMemo(
    () => [
      ...(mailboxes.data ?? []).map((box) => box.emailAddress),
      ...(answer?.thread.mailbox ? [answer.thread.mailbox.emailAddress] : []),
    ],
    [mailboxes.data, answer?.thread.mailbox],
  );

  const compose = (mode: ComposeMode, message: EmailMessage | null) => {
    const start = composeStart(mode, message, {
      ownAddresses,
      contactEmail: answer?.thread.contactEmail ?? '',
    });
    setComposing((current) => ({ kind: 'open', start, key: current.kind === 'open' ? current.key + 1 : 0 }));
  };

  if (thread.isPending) return <Loader m="md" size="sm" aria-label={EMAIL_DESK_TEXTS.loadingThread} />;
  if (!answer) {
    return (
      <Alert m="md" color="red" variant="light">
        {EMAIL_DESK_TEXTS.threadFailed}
      </Alert>
    );
  }

  // A saved draft comes back as it was left (after a reload, or on returning to the task); a task with
  // no mail yet (an outbound email) starts a new one to the contact.
  let open: { start: ComposerStart; key: string } | null = null;
  if (composing.kind === 'open') open = { start: composing.start, key: `open-${composing.key}` };
  else if (composing.kind === 'auto' && answer.draft) open = { start: draftStart(answer.draft), key: 'auto' };
  else if (composing.kind === 'auto' && answer.messages.length === 0 && canWrite) {
    open = {
      start: composeStart('new', null, { ownAddresses, contactEmail: answer.thread.contactEmail }),
      key: 'auto',
    };
  }

  return (
    <ScrollArea h="100%">
      <Stack p="md" gap="md">
        {/* What the thread is about, above its messages (the newest may be folded away). */}
        {answer.messages.length > 0 && (
          <Title order={3} size="h4" lineClamp={2}>
            {answer.thread.subject.trim() || EMAIL_TEXTS.noSubject}
          </Title>
        )}
        <EmailThread messages={answer.messages} onCompose={canWrite ? compose : undefined} />
        {open && canWrite && mailboxes.data && (
          <Suspense fallback={<Loader size="sm" />}>
            <EmailComposer
              key={open.key}
              taskSid={taskSid}
              start={open.start}
              mailboxes={mailboxes.data}
              threadMailbox={answer.thread.mailbox}
              onSent={() => setComposing({ kind: 'closed' })}
              onClose={() => setComposing({ kind: 'closed' })}
            />
          </Suspense>
        )}
      </Stack>
    </ScrollArea>
  );
}
