import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { TASK_CREATION_ERROR_TEXTS, taskCreationErrorMessage } from '@parley/core/common/error-catalogue';
import { toE164 } from '@parley/core/common/phone-number';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { acceptReservation } from '../state/desk-actions.ts';
import { startOutboundText } from '../state/outbound-text.ts';

export type NewTextModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The number to text, filled in (a contact's Send a text). */
  initialPhone?: string | null;
};

type Values = { contactPhone: string; fromNumber: string };

/**
 * "New text" (spec 001 §4, §7): a contact's phone and the brand number to text from (empty: the
 * brand's default) → POST /conv/conversations/outbound-sms; the new task becomes active and accepted.
 * Failures show the task-creation text of spec 000 §8 on the form.
 */
export function NewTextModal({ opened, onClose, initialPhone = null }: NewTextModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    initialValues: { contactPhone: initialPhone ?? '', fromNumber: '' },
    validate: {
      contactPhone: (value) => (toE164(value) ? null : TASK_CREATION_ERROR_TEXTS.invalid_phone_number),
      fromNumber: (value) =>
        value.trim() === '' || toE164(value) ? null : TASK_CREATION_ERROR_TEXTS.invalid_phone_number,
    },
  });

  // Opened again from a link with another number: that number.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; only the number matters.
  useEffect(() => {
    if (initialPhone) form.setFieldValue('contactPhone', initialPhone);
  }, [initialPhone]);

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await startOutboundText(
        { contactPhone: values.contactPhone, fromNumber: values.fromNumber },
        acceptReservation,
      );
      close();
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      const message = taskCreationErrorMessage(code);
      if (isApiError(error) && (error.field === 'contactPhone' || error.field === 'parleyVoicePhone')) {
        form.setFieldError(error.field === 'contactPhone' ? 'contactPhone' : 'fromNumber', message);
      } else {
        setFailure(message);
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={AGENT_DESKTOP_TEXTS.newTextTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <Alert color="red">{failure}</Alert>}
          <TextInput
            label={AGENT_DESKTOP_TEXTS.contactPhone}
            aria-label={AGENT_DESKTOP_TEXTS.contactPhone}
            withAsterisk
            type="tel"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('contactPhone')}
          />
          <TextInput
            label={AGENT_DESKTOP_TEXTS.fromNumber}
            aria-label={AGENT_DESKTOP_TEXTS.fromNumber}
            description={AGENT_DESKTOP_TEXTS.fromNumberDescription}
            type="tel"
            autoComplete="off"
            {...form.getInputProps('fromNumber')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {AGENT_DESKTOP_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {AGENT_DESKTOP_TEXTS.start}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
