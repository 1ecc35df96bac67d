import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { formatByteSize } from '@parley/core/common/number-format';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import type { EmailAttachment } from '../api/email-types.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import type { ComposerAttachments } from '../hooks/useComposerAttachments.ts';

export type ComposerAttachmentListProps = {
  attachments: ComposerAttachments;
  /** A forward's original files, which go with it. */
  forwarded: readonly EmailAttachment[];
  draftId: string | null;
  readOnly: boolean;
};

function FileLine({ file, action }: { file: EmailAttachment; action?: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <IconPaperclip size={14} aria-hidden />
      <Text size="sm" truncate>
        {file.filename}
      </Text>
      <Text size="xs" c="dimmed">
        {formatByteSize(file.sizeBytes)}
      </Text>
      {action}
    </Group>
  );
}

/** The composer's files: pick, see what was refused and why, remove. */
export function ComposerAttachmentList({
  attachments,
  forwarded,
  draftId,
  readOnly,
}: ComposerAttachmentListProps) {
  const { files, uploading, problem } = attachments;
  return (
    <Stack gap={4}>
      {(files.length > 0 || forwarded.length > 0) && (
        <Stack
          gap={2}
          component="ul"
          aria-label={EMAIL_TEXTS.attachments}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {files.map((file) => (
            <FileLine
              key={file.id}
              file={file}
              action={
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  disabled={readOnly}
                  aria-label={EMAIL_TEXTS.removeAttachment(file.filename)}
                  onClick={() => void attachments.remove(draftId, file)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              }
            />
          ))}
          {forwarded.map((file) => (
            <FileLine
              key={file.id}
              file={file}
              action={
                <Text size="xs" c="dimmed">
                  {EMAIL_DESK_TEXTS.forwardedWithMessage}
                </Text>
              }
            />
          ))}
        </Stack>
      )}
      {uploading && (
        <Text size="xs" c="dimmed" role="status">
          {EMAIL_TEXTS.uploading(uploading)}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="xs">
        <FileButton
          multiple
          onChange={(picked) => void attachments.add(picked)}
          disabled={readOnly || uploading !== null}
        >
          {(props) => (
            <Button
              {...props}
              size="compact-sm"
              variant="default"
              leftSection={<IconPaperclip size={14} aria-hidden />}
            >
              {EMAIL_TEXTS.attach}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {EMAIL_TEXTS.attachmentsHint}
        </Text>
      </Group>
    </Stack>
  );
}
