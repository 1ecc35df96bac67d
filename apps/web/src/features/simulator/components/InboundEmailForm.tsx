import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EMAIL_SUBJECT_MAX_LENGTH,
  SIMULATOR_BRAND_EMAIL,
  SIMULATOR_EMAIL_BODY_MAX_LENGTH,
  simulatorInboundEmailInput,
} from '@parley/core/simulator/inputs';
import { IconMail } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useSendInboundEmail } from '../hooks/useSendInboundEmail.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';
import { issueText } from '../utils/issue-text.ts';

export type InboundEmailFormProps = {
  /** The picked contact's address: the sender when From is left empty. */
  contactEmail: string | null;
};

type EmailValues = { from: string; to: string; subject: string; body: string };

const FIELDS = ['from', 'to', 'subject', 'body'] as const;
const shape = simulatorInboundEmailInput.shape;

/** The contact (or any typed address) emails the brand: an email task shell, routed like any task. */
export function InboundEmailForm({ contactEmail }: InboundEmailFormProps) {
  const send = useSendInboundEmail();
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

  const submit = form.onSubmit((values) => {
    send.mutate(
      {
        from: values.from.trim() || (contactEmail ?? ''),
        to: values.to.trim() || null,
        subject: values.subject.trim(),
        body: values.body,
      },
      {
        onSuccess: ({ taskSid }) => {
          showSuccessToast(SIMULATOR_TEXTS.emailSent(taskSid));
          form.setValues({ subject: '', body: '' });
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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
  );
}
