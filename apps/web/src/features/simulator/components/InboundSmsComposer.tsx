import { Button, Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toE164 } from '@parley/core/common/phone-number';
import { smsBody } from '@parley/core/simulator/inputs';
import { SIMULATOR_BRAND_NUMBER, SMS_BODY_MAX_LENGTH } from '@parley/core/simulator/rules';
import { IconSend } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useSendInboundSms } from '../hooks/useSendInboundSms.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';

export type InboundSmsComposerProps = {
  /** What the contact field holds (a number, formatted or not). */
  contactText: string;
  /** Shows an error on the contact field (an unparsable number). */
  onContactError: (message: string | null) => void;
};

type ComposerValues = { to: string; body: string };

/** The contact writes to the brand: the text arrives as an inbound SMS (a task unless one is open). */
export function InboundSmsComposer({ contactText, onContactError }: InboundSmsComposerProps) {
  const send = useSendInboundSms();
  const form = useForm<ComposerValues>({
    initialValues: { to: '', body: '' },
    validate: {
      to: (value) => (value.trim() === '' || toE164(value) ? null : SIMULATOR_TEXTS.invalidPhone),
      body: (value) => {
        const result = smsBody.safeParse(value);
        return result.success
          ? null
          : `${SIMULATOR_TEXTS.messageLabel} ${result.error.issues[0]?.message ?? 'is invalid'}`;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    const from = toE164(contactText);
    if (!from) {
      onContactError(SIMULATOR_TEXTS.invalidPhone);
      return;
    }
    onContactError(null);
    send.mutate(
      { from, to: values.to.trim() ? toE164(values.to) : null, body: values.body },
      {
        onSuccess: () => {
          form.setFieldValue('body', '');
          showSuccessToast(SIMULATOR_TEXTS.inboundSent);
        },
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          if (isApiError(error) && error.field === 'from') onContactError(error.message);
          else if (isApiError(error) && (error.field === 'to' || error.field === 'body'))
            form.setFieldError(error.field, error.message);
          else showErrorToastFor(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label={SIMULATOR_TEXTS.messageLabel}
          placeholder={SIMULATOR_TEXTS.messagePlaceholder}
          // Fixed rows: Mantine's autosize needs document.fonts, which jsdom lacks.
          rows={3}
          maxLength={SMS_BODY_MAX_LENGTH}
          style={{ flex: 1 }}
          withAsterisk
          {...form.getInputProps('body')}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line, as in a messaging app.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
          {SIMULATOR_TEXTS.sendButton}
        </Button>
      </Group>
      <TextInput
        mt="sm"
        label={SIMULATOR_TEXTS.brandNumberLabel}
        description={SIMULATOR_TEXTS.brandNumberDescription(SIMULATOR_BRAND_NUMBER)}
        placeholder={SIMULATOR_BRAND_NUMBER}
        {...form.getInputProps('to')}
      />
    </form>
  );
}
