import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { isAbortError, isApiError } from '../../../shared/api/api-error.ts';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import { showErrorToast, showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import type { MailboxView } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { useUpdateMailbox } from '../hooks/useUpdateMailbox.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { signatureText } from '../utils/signature-text.ts';

const SignatureEditor = lazyComponent(
  () => import('./SignatureEditor.tsx'),
  (m) => m.SignatureEditor,
);

export type MailboxSignatureFormProps = {
  mailbox: MailboxView;
  /** Its words only: no editor, no Save (a supervisor on Brand mailboxes). */
  readOnly?: boolean;
};

/** The signature added under what is written from this mailbox, saved with PATCH …/:id. */
export function MailboxSignatureForm({ mailbox, readOnly = false }: MailboxSignatureFormProps) {
  if (readOnly) return <SignatureText mailbox={mailbox} />;
  return <EditableSignature mailbox={mailbox} />;
}

function SignatureText({ mailbox }: { mailbox: MailboxView }) {
  const text = signatureText(mailbox.signatureHtml);
  return (
    <Stack gap={4} aria-label={MAILBOX_TEXTS.signatureLabel(mailbox.emailAddress)} role="group">
      <Text size="sm" fw={500}>
        {MAILBOX_TEXTS.signature}
      </Text>
      <Text size="sm" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
        {text || BRAND_MAILBOX_TEXTS.noSignature}
      </Text>
    </Stack>
  );
}

function EditableSignature({ mailbox }: { mailbox: MailboxView }) {
  const update = useUpdateMailbox();
  const saved = mailbox.signatureHtml ?? '';
  // null: untouched since the last save, so Save has nothing to send.
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    if (draft === null) return;
    update.mutate(
      // An emptied editor is no signature at all, not an empty paragraph under every mail.
      { id: mailbox.id, body: { signatureHtml: draft === '' ? null : draft } },
      {
        onSuccess: () => {
          setDraft(null);
          showSuccessToast(MAILBOX_TEXTS.signatureSaved);
        },
        onError: (error) => {
          if (isAbortError(error)) return;
          if (isApiError(error)) showErrorToast(error.message);
          else showErrorToastFor(error);
        },
      },
    );
  };
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          {MAILBOX_TEXTS.signature}
        </Text>
        <Text size="xs" c="dimmed">
          {MAILBOX_TEXTS.signatureHint}
        </Text>
      </div>
      <Suspense
        fallback={
          <Center mih={96}>
            <Loader size="sm" aria-label={MAILBOX_TEXTS.loadingEditor} />
          </Center>
        }
      >
        <SignatureEditor
          initialHtml={saved}
          label={MAILBOX_TEXTS.signatureLabel(mailbox.emailAddress)}
          onChange={(html, isEmpty) => setDraft(isEmpty ? '' : html)}
        />
      </Suspense>
      <Group>
        <Button size="xs" onClick={save} disabled={draft === null} loading={update.isPending}>
          {MAILBOX_TEXTS.saveSignature}
        </Button>
      </Group>
    </Stack>
  );
}
