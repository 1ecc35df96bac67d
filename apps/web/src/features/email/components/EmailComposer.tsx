import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatAddress } from '@parley/core/email/addresses';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { sendEmail } from '../api/email-api.ts';
import type { EmailDraftInput, EmailMailbox, EmailThreadMailbox } from '../api/email-types.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import { emailThreadKey } from '../hooks/email-query-keys.ts';
import { useComposerAttachments } from '../hooks/useComposerAttachments.ts';
import { type DraftSaveState, useDraftAutosave } from '../hooks/useDraftAutosave.ts';
import type { ComposerStart } from '../utils/compose-prefill.ts';
import {
  type RecipientErrors,
  type RecipientField,
  recipientErrors,
  validRecipients,
} from '../utils/recipient-checks.ts';
import { type SendFailure, sendFailureOf } from '../utils/send-failure.ts';
import { withSignature } from '../utils/signature.ts';
import { ComposerAttachmentList } from './ComposerAttachmentList.tsx';
import { EmailBodyEditor } from './EmailBodyEditor.tsx';
import { RecipientsInput } from './RecipientsInput.tsx';
import { SendFailureAlert } from './SendFailureAlert.tsx';

export type EmailComposerProps = {
  taskSid: string;
  start: ComposerStart;
  /** The mailboxes the agent may send from. */
  mailboxes: readonly EmailMailbox[];
  threadMailbox: EmailThreadMailbox | null;
  /** Sent: the composer goes. */
  onSent: () => void;
  onClose: () => void;
};

/** spec 000 §4 "Email send": draft → pending on the attempt → back to draft on error (gone when sent). */
type SendPhase = 'draft' | 'pending';

const FORM_NAMES = {
  reply: EMAIL_TEXTS.reply,
  replyAll: EMAIL_TEXTS.reply,
  forward: EMAIL_TEXTS.forward,
  new: EMAIL_DESK_TEXTS.newEmail,
} as const;

const SAVE_HINTS: Record<DraftSaveState, string | null> = {
  idle: null,
  saving: EMAIL_TEXTS.saving,
  saved: EMAIL_TEXTS.draftSaved,
  failed: EMAIL_TEXTS.draftNotSaved,
};

/** The thread's mailbox first, then the agent's others (GET …/mailboxes/mine order). */
function senderOptions(mailboxes: readonly EmailMailbox[], threadMailbox: EmailThreadMailbox | null) {
  const first = mailboxes.filter((box) => box.emailAddress === threadMailbox?.emailAddress);
  const rest = mailboxes.filter((box) => box.emailAddress !== threadMailbox?.emailAddress);
  return [...first, ...rest];
}

/**
 * Writes a reply, reply-all, forward or new email: saved as a draft while typed (restored after a
 * reload), attachments uploaded to the draft, sent with POST /conv/email/new-message.
 */
export function EmailComposer({
  taskSid,
  start,
  mailboxes,
  threadMailbox,
  onSent,
  onClose,
}: EmailComposerProps) {
  const queryClient = useQueryClient();
  const options = useMemo(() => senderOptions(mailboxes, threadMailbox), [mailboxes, threadMailbox]);
  const [senderEmail, setSenderEmail] = useState<string | null>(
    start.senderEmail ?? options[0]?.emailAddress ?? threadMailbox?.emailAddress ?? null,
  );
  const sender = options.find((box) => box.emailAddress === senderEmail) ?? null;
  const senderType = sender?.emailIntegrationType ?? threadMailbox?.emailIntegrationType ?? null;
  const [lists, setLists] = useState({ to: start.to, cc: start.cc, bcc: start.bcc });
  const [subject, setSubject] = useState(start.subject);
  // The signature goes in once, when a fresh email starts; a restored draft already has it.
  const [initialHtml] = useState(() =>
    start.draftId ? start.html : withSignature(start.html, sender?.signatureHtml ?? null),
  );
  const [html, setHtml] = useState(initialHtml);
  const editor = useRef<Editor | null>(null);
  const [phase, setPhase] = useState<SendPhase>('draft');
  const [errors, setErrors] = useState<RecipientErrors & { from?: string }>({});
  const [failure, setFailure] = useState<SendFailure | null>(
    start.error ? { kind: 'messages', messages: [start.error] } : null,
  );
  const keepEditor = useCallback((instance: Editor) => {
    editor.current = instance;
  }, []);
  const autosave = useDraftAutosave(taskSid, start.draftId);
  const readOnly = phase === 'pending';

  const draftInput = useMemo(
    (): EmailDraftInput => ({
      senderEmail,
      emailIntegrationType: senderType,
      // A draft holds only valid addresses (the server checks them); the send checks them all.
      to: validRecipients(lists.to),
      cc: validRecipients(lists.cc),
      bcc: validRecipients(lists.bcc),
      subject,
      body: html,
      inReplyToRvMessageId: start.inReplyToRvMessageId,
      isForwarding: start.isForwarding,
    }),
    [senderEmail, senderType, lists, subject, html, start.inReplyToRvMessageId, start.isForwarding],
  );
  const serialized = JSON.stringify(draftInput);
  const lastScheduled = useRef(serialized);
  const { schedule } = autosave;
  useEffect(() => {
    if (phase !== 'draft' || serialized === lastScheduled.current) return;
    lastScheduled.current = serialized;
    schedule(draftInput);
  }, [serialized, draftInput, phase, schedule]);

  const { saveNow } = autosave;
  const ensureDraftId = useCallback(
    () => (autosave.draftId ? Promise.resolve(autosave.draftId) : saveNow(draftInput)),
    [autosave.draftId, saveNow, draftInput],
  );
  const attachments = useComposerAttachments(start.attachments, start.forwardedAttachments, ensureDraftId);

  const setList = (field: RecipientField, value: string[]) => {
    setLists((current) => ({ ...current, [field]: value }));
    // spec 000 §5: a field's error clears when that field changes.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async () => {
    const found: RecipientErrors & { from?: string } = recipientErrors(lists);
    if (!sender || !senderType)
      found.from = EMAIL_DESK_TEXTS.fieldError(EMAIL_TEXTS.from, EMAIL_TEXTS.noMailbox);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !sender || !senderType) return;
    autosave.cancel();
    setFailure(null);
    setPhase('pending');
    try {
      await sendEmail({
        taskSid,
        draftId: autosave.draftId,
        senderEmail: sender.emailAddress,
        emailIntegrationType: senderType,
        subject,
        body: editor.current?.getHTML() ?? html,
        ...lists,
        inReplyToRvMessageId: start.inReplyToRvMessageId,
        isForwarding: start.isForwarding,
      });
    } catch (error) {
      setFailure(sendFailureOf(error, senderType));
      setPhase('draft');
      return;
    }
    if (start.isForwarding) showSuccessToast(EMAIL_TEXTS.forwarded);
    void queryClient.invalidateQueries({ queryKey: emailThreadKey(taskSid) });
    onSent();
  };

  const hint = SAVE_HINTS[autosave.state];
  return (
    <Paper
      component="form"
      aria-label={FORM_NAMES[start.mode]}
      withBorder
      p="sm"
      radius="md"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs">
        <Select
          label={EMAIL_TEXTS.from}
          data={options.map((box) => ({
            value: box.emailAddress,
            label: formatAddress({ email: box.emailAddress, name: box.displayName }),
          }))}
          value={senderEmail}
          onChange={(value) => {
            setSenderEmail(value);
            setErrors((current) => ({ ...current, from: undefined }));
          }}
          allowDeselect={false}
          readOnly={readOnly}
          error={errors.from}
        />
        <RecipientsInput
          label={EMAIL_TEXTS.to}
          value={lists.to}
          error={errors.to}
          readOnly={readOnly}
          onChange={(value) => setList('to', value)}
        />
        <RecipientsInput
          label={EMAIL_TEXTS.cc}
          value={lists.cc}
          error={errors.cc}
          readOnly={readOnly}
          onChange={(value) => setList('cc', value)}
        />
        <RecipientsInput
          label={EMAIL_TEXTS.bcc}
          value={lists.bcc}
          error={errors.bcc}
          readOnly={readOnly}
          onChange={(value) => setList('bcc', value)}
        />
        <TextInput
          label={EMAIL_TEXTS.subject}
          value={subject}
          readOnly={readOnly}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <EmailBodyEditor
          initialHtml={initialHtml}
          readOnly={readOnly}
          onChange={setHtml}
          onReady={keepEditor}
        />
        <ComposerAttachmentList
          attachments={attachments}
          forwarded={start.forwardedAttachments}
          draftId={autosave.draftId}
          readOnly={readOnly}
        />
        {failure && <SendFailureAlert failure={failure} />}
        <Group justify="space-between">
          <Text size="xs" c="dimmed" role="status">
            {hint}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={readOnly}>
              {EMAIL_DESK_TEXTS.close}
            </Button>
            <Button type="submit" disabled={readOnly} leftSection={<IconSend size={16} aria-hidden />}>
              {readOnly ? EMAIL_TEXTS.sending : EMAIL_TEXTS.send}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
