import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toE164 } from '@parley/core/common/phone-number';
import {
  simulatorVoicemailInput,
  VOICEMAIL_MAX_DURATION_SECONDS,
  VOICEMAIL_TRANSCRIPT_MAX_LENGTH,
} from '@parley/core/simulator/inputs';
import { IconRecordMail } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useLeaveVoicemail } from '../hooks/useLeaveVoicemail.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';
import { issueText } from '../utils/issue-text.ts';

export type VoicemailFormProps = {
  /** What the contact field holds (a number, formatted or not): the caller. */
  contactText: string;
  /** Shows an error on the contact field (an unparsable number). */
  onContactError: (message: string | null) => void;
};

type VoicemailValues = { durationSeconds: number | string; transcript: string };

const shape = simulatorVoicemailInput.shape;

/** The contact leaves the brand a voicemail: a voicemail task shell with its duration and transcript. */
export function VoicemailForm({ contactText, onContactError }: VoicemailFormProps) {
  const leave = useLeaveVoicemail();
  const form = useForm<VoicemailValues>({
    initialValues: { durationSeconds: '', transcript: '' },
    validate: {
      durationSeconds: (value) =>
        issueText(SIMULATOR_TEXTS.durationLabel, shape.durationSeconds, value === '' ? undefined : value),
      transcript: (value) => issueText(SIMULATOR_TEXTS.transcriptLabel, shape.transcript, value),
    },
  });

  const submit = form.onSubmit((values) => {
    const from = toE164(contactText);
    if (!from) {
      onContactError(SIMULATOR_TEXTS.invalidPhone);
      return;
    }
    onContactError(null);
    leave.mutate(
      {
        from,
        durationSeconds: Number(values.durationSeconds),
        transcript: values.transcript.trim() || null,
      },
      {
        onSuccess: ({ taskSid }) => {
          showSuccessToast(SIMULATOR_TEXTS.voicemailLeft(taskSid));
          form.reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          if (isApiError(error) && error.field === 'from') onContactError(error.message);
          else if (isApiError(error) && (error.field === 'durationSeconds' || error.field === 'transcript'))
            form.setFieldError(error.field, error.message);
          else showErrorToastFor(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={SIMULATOR_TEXTS.durationLabel}
          min={1}
          max={VOICEMAIL_MAX_DURATION_SECONDS}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          w={200}
          {...form.getInputProps('durationSeconds')}
        />
        <Textarea
          label={SIMULATOR_TEXTS.transcriptLabel}
          description={SIMULATOR_TEXTS.transcriptDescription}
          rows={3}
          maxLength={VOICEMAIL_TRANSCRIPT_MAX_LENGTH}
          {...form.getInputProps('transcript')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={leave.isPending}
            leftSection={<IconRecordMail size={16} aria-hidden />}
          >
            {SIMULATOR_TEXTS.leaveVoicemailButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
