import { Anchor, Group, Text } from '@mantine/core';
import { formatByteSize } from '@parley/core/common/number-format';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconPaperclip } from '@tabler/icons-react';
import { attachmentUrl } from '../api/email-api.ts';
import type { EmailAttachment } from '../api/email-types.ts';

export type EmailAttachmentListProps = { attachments: readonly EmailAttachment[] };

/** A message's files as download links (GET /conv/email/attachments/:id), with name and size. */
export function EmailAttachmentList({ attachments }: EmailAttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label={EMAIL_TEXTS.attachments}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {attachments.map((file) => (
        <li key={file.id}>
          <Anchor
            href={attachmentUrl(file.id)}
            download={file.filename}
            size="sm"
            aria-label={EMAIL_TEXTS.downloadAttachment(file.filename)}
          >
            <Group gap={4} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <span>{file.filename}</span>
              <Text span size="xs" c="dimmed">
                {formatByteSize(file.sizeBytes)}
              </Text>
            </Group>
          </Anchor>
        </li>
      ))}
    </Group>
  );
}
