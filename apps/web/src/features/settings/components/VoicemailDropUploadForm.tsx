import { Button, FileInput, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  VOICEMAIL_DROP_MAX_BYTES,
  VOICEMAIL_DROP_MIME_TYPES,
  VOICEMAIL_DROP_TEXTS,
  voicemailDropMimeType,
  voicemailDropNameInput,
} from '@parley/core/voice/voicemail-drops';
import { IconUpload } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import { showSaveError } from '../utils/form-errors.ts';

export type VoicemailDropUploadFormProps = {
  onUpload: (values: { name: string; file: File }) => Promise<unknown>;
};

type Values = { name: string; file: File | null };

const LABELS = { name: VOICEMAIL_DROP_TEXTS.name, file: VOICEMAIL_DROP_TEXTS.file };

/** The file must be audio we take, at most 5 MB: checked here first, and again by the server. */
function fileRule(file: File | null): string | null {
  if (!file) return VOICEMAIL_DROP_TEXTS.fileRequired;
  if (!voicemailDropMimeType(file.type)) return VOICEMAIL_DROP_TEXTS.badType;
  if (file.size > VOICEMAIL_DROP_MAX_BYTES) return VOICEMAIL_DROP_TEXTS.tooLarge;
  return null;
}

/** Name a recording, pick its file, upload it; the form empties once it is stored. */
export function VoicemailDropUploadForm({ onUpload }: VoicemailDropUploadFormProps) {
  const form = useForm<Values>({
    initialValues: { name: '', file: null },
    validate: { name: fieldRule(voicemailDropNameInput, LABELS.name), file: fileRule },
  });
  const submit = form.onSubmit(async (values) => {
    if (!values.file) return;
    try {
      await onUpload({ name: values.name, file: values.file });
      form.reset();
    } catch (error) {
      // A body too large for the server (413) names no field: it is the file's fault.
      if (isApiError(error) && error.status === 413) form.setFieldError('file', error.message);
      else showSaveError(form, error, LABELS);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={VOICEMAIL_DROP_TEXTS.upload}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={LABELS.name} withAsterisk w={260} {...form.getInputProps('name')} />
        <FileInput
          label={LABELS.file}
          description={VOICEMAIL_DROP_TEXTS.fileHint}
          withAsterisk
          clearable
          w={300}
          accept={VOICEMAIL_DROP_MIME_TYPES.join(',')}
          leftSection={<IconUpload size={16} aria-hidden />}
          {...form.getInputProps('file')}
        />
        <Button type="submit" mt={25} loading={form.submitting}>
          {VOICEMAIL_DROP_TEXTS.upload}
        </Button>
      </Group>
    </form>
  );
}
