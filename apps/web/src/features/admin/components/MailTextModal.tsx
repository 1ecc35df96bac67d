import { Anchor, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { MailOutboxItem } from '../api/mail-outbox.ts';
import { formatMailDate } from '../utils/format-mail-date.ts';
import { splitLinks } from '../utils/split-links.ts';

export type MailTextModalProps = { mail: MailOutboxItem | null; onClose: () => void };

/** One mail in full; its links (a password-reset link, say) can be opened or copied. */
export function MailTextModal({ mail, onClose }: MailTextModalProps) {
  return (
    <Modal opened={mail !== null} onClose={onClose} title={mail?.subject} size="lg">
      {mail && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            To {mail.to} · {formatMailDate(mail.createdAt)} · {mail.transport}
          </Text>
          <Paper withBorder p="md" bg="gray.0">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {splitLinks(mail.text).map((part, index) =>
                part.kind === 'link' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
                  <Anchor key={index} href={part.value} target="_blank" rel="noopener noreferrer">
                    {part.value}
                  </Anchor>
                ) : (
                  part.value
                ),
              )}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <CopyButton value={mail.text}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy text'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
