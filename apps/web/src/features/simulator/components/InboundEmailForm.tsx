import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isEmailAddress, normalizeAddress } from '@parley/core/email/addresses';
import { replySubject } from '@parley/core/email/recipients';
import { replyHeaders } from '@parley/core/email/threading';
import {
  EMAIL_SUBJECT_MAX_LENGTH,
  SIMULATOR_BRAND_EMAIL,
  SIMULATOR_EMAIL_BODY_MAX_LENGTH,
  simulatorInboundEmailInput,
} from '@parley/core/simulator/inputs';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import type { SimulatorEmail } from '../api/simulator-api.ts';
import { useSendInboundEmail } from '../hooks/useSendInboundEmail.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';
import { issueText } from '../utils/issue-text.ts';
import { SimulatorInbox } from './SimulatorInbox.tsx';

export type InboundEmailFormProps = {
  /** The picked contact's address: the sender when From is left empty. */
  contactEmail: string | null;
};

type EmailValues = { from: string; to: string; subject: string; body: string };

/** The brand's mail being answered: the reply's headers and what the banner names it by. */
type ReplyTarget = { subject: string; inReplyTo: string; references: string[] };

const FIELDS = ['from', 'to', 'subject', 'body'] as const;
const shape = simulatorInboundEmailInput.shape;

/** The address whose inbox is shown: the typed From, else the contact's; null unless it is an address. */
function inboxAddressOf(from: string, contactEmail: string | null): string | null {
  const address = from.trim() || (contactEmail ?? '').trim();
  return isEmailAddress(address) ? normalizeAddress(address) : null;
}

/**
 * The contact (or any typed address) emails the brand as real mail, and reads what the brand sent
 * back in the inbox below; Reply answers one of those mails in the same thread.
 */
export function InboundEmailForm({ contactEmail }: InboundEmailFormProps) {
  const send = useSendInboundEmail();
  const [reply, setReply] = useState<ReplyTarget | null>(null);
  const form = useForm<EmailValues>({
    initialValues: { from: '', to: '', subject: '', body: '' },
    validate: {
      from: (value) =>
        issueText(SIMULATOR_TEXTS.emailFromLabel, shape.from, value.trim() || (contactEmail ?? '')),
      to: (value) => (value.trim() === '' ? null : issueText(SIMULATOR_TEXTS.emailToLabel, shape.to, value)),
      subject: (value) => issueText(SIMULATOR_TEXTS.subjectLabel, shape.subject, value),
      body: (value) => issueText(SIMULATOR_TEXTS.emailBodyLabel, shape.body, value),
    },
  });

  const inboxAddress = inboxAddressOf(form.values.from, contactEmail);

  // The reply goes from the contact's address to the brand address the mail came from.
  const startReply = (mail: SimulatorEmail) => {
    const { inReplyTo, references } = replyHeaders(mail);
    setReply({ subject: mail.subject, inReplyTo, references });
    form.setValues({
      from: inboxAddress ?? form.values.from,
      to: mail.from?.email ?? '',
      subject: replySubject(mail.subject),
      body: '',
    });
    form.clearErrors();
  };

  const submit = form.onSubmit((values) => {
    const answering = reply;
    send.mutate(
      {
        from: values.from.trim() || (contactEmail ?? ''),
        to: values.to.trim() || null,
        subject: values.subject.trim(),
        body: values.body,
        ...(answering ? { inReplyTo: answering.inReplyTo, references: answering.references } : {}),
      },
      {
        onSuccess: ({ taskSid }) => {
          showSuccessToast(
            answering ? SIMULATOR_TEXTS.replySent(taskSid) : SIMULATOR_TEXTS.emailSent(taskSid),
          );
          form.setValues({ subject: '', body: '' });
          setReply(null);
        },
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          const field = isApiError(error) ? FIELDS.find((name) => name === error.field) : undefined;
          if (field && isApiError(error)) form.setFieldError(field, error.message);
          else showErrorToastFor(error);
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {reply && (
            <Alert color="blue" variant="light" p="xs">
              <Group justify="space-between" wrap="nowrap">
                {SIMULATOR_TEXTS.replyingTo(reply.subject.trim() || SIMULATOR_TEXTS.mailNoSubject)}
                <Button size="compact-xs" variant="subtle" onClick={() => setReply(null)}>
                  {SIMULATOR_TEXTS.cancelReply}
                </Button>
              </Group>
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={SIMULATOR_TEXTS.emailFromLabel}
              placeholder={contactEmail ?? SIMULATOR_TEXTS.emailFromPlaceholder}
              description={SIMULATOR_TEXTS.emailFromDescription(contactEmail)}
              withAsterisk={!contactEmail}
              {...form.getInputProps('from')}
            />
            <TextInput
              label={SIMULATOR_TEXTS.emailToLabel}
              placeholder={SIMULATOR_BRAND_EMAIL}
              description={SIMULATOR_TEXTS.emailToDescription(SIMULATOR_BRAND_EMAIL)}
              {...form.getInputProps('to')}
            />
          </Group>
          <TextInput
            label={SIMULATOR_TEXTS.subjectLabel}
            maxLength={EMAIL_SUBJECT_MAX_LENGTH}
            withAsterisk
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={SIMULATOR_TEXTS.emailBodyLabel}
            // Fixed rows: Mantine's autosize needs document.fonts, which jsdom lacks.
            rows={4}
            maxLength={SIMULATOR_EMAIL_BODY_MAX_LENGTH}
            withAsterisk
            {...form.getInputProps('body')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconMail size={16} aria-hidden />}>
              {SIMULATOR_TEXTS.sendEmailButton}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs" component="section" aria-label={SIMULATOR_TEXTS.inboxTitle}>
        <Title order={5}>{SIMULATOR_TEXTS.inboxTitle}</Title>
        {inboxAddress && (
          <Text size="xs" c="dimmed">
            {SIMULATOR_TEXTS.inboxIntro(inboxAddress)}
          </Text>
        )}
        <SimulatorInbox address={inboxAddress} onReply={startReply} />
      </Stack>
    </Stack>
  );
}
