import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDateTimeWithZone } from '@parley/core/common/date-format';
// The byte-size format of core (named for recordings, the same '1.5 KB' the desk's attachments show).
import { formatByteSize } from '@parley/core/common/number-format';
import { formatAddress } from '@parley/core/email/addresses';
import { IconArrowBackUp, IconPaperclip } from '@tabler/icons-react';
import type { SimulatorEmail } from '../api/simulator-api.ts';
import { useSimulatorEmails } from '../hooks/useSimulatorEmails.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';
import { emailBodyText, groupEmailThreads } from '../utils/email-threads.ts';

export type SimulatorInboxProps = {
  /** The contact's address (lower-cased), or null when there is none to read. */
  address: string | null;
  onReply: (mail: SimulatorEmail) => void;
};

function subjectOf(mail: { subject: string }): string {
  return mail.subject.trim() || SIMULATOR_TEXTS.mailNoSubject;
}

function InboxMail({ mail, onReply }: { mail: SimulatorEmail; onReply: (mail: SimulatorEmail) => void }) {
  const sender = mail.from ? formatAddress(mail.from) : '';
  return (
    <Stack gap={4} component="article" aria-label={subjectOf(mail)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {SIMULATOR_TEXTS.mailFrom(sender)}
          </Text>
          <Text size="xs" c="dimmed">
            {[formatDateTimeWithZone(mail.sentAt), SIMULATOR_TEXTS.mailTo(mail.to.join(', '))]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm">{subjectOf(mail)}</Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          aria-label={SIMULATOR_TEXTS.replyLabel(subjectOf(mail))}
          onClick={() => onReply(mail)}
        >
          {SIMULATOR_TEXTS.replyButton}
        </Button>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {emailBodyText(mail)}
      </Text>
      {mail.attachments.length > 0 && (
        <Stack gap={2} component="ul" aria-label={SIMULATOR_TEXTS.mailAttachments} m={0} p={0}>
          {mail.attachments.map((file) => (
            <Group
              key={`${file.filename}:${file.contentType}:${file.sizeBytes}`}
              gap={4}
              component="li"
              style={{ listStyle: 'none' }}
            >
              <IconPaperclip size={14} aria-hidden />
              <Text size="xs">
                {file.filename} ({formatByteSize(file.sizeBytes)})
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The contact's inbox (docs/simulator.md "Email and voicemail"): what the brand sent to the address,
 * grouped by thread, newest thread first, read again every 3 s while the page is visible. Bodies are
 * shown as text, never as HTML.
 */
export function SimulatorInbox({ address, onReply }: SimulatorInboxProps) {
  const emails = useSimulatorEmails(address);
  if (address === null) {
    return (
      <Text size="sm" c="dimmed">
        {SIMULATOR_TEXTS.inboxNeedsAddress}
      </Text>
    );
  }
  if (emails.isPending) return <Loader size="sm" aria-label={SIMULATOR_TEXTS.inboxTitle} />;
  if (emails.isError) return <Alert color="red">{SIMULATOR_TEXTS.inboxLoadFailed}</Alert>;
  const threads = groupEmailThreads(emails.data.items);
  if (threads.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SIMULATOR_TEXTS.inboxEmpty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label={SIMULATOR_TEXTS.inboxThreadsLabel} m={0} p={0}>
      {threads.map((thread) => (
        <Paper
          key={thread.key}
          component="li"
          withBorder
          radius="sm"
          p="sm"
          style={{ listStyle: 'none' }}
          aria-label={subjectOf(thread)}
        >
          <Stack gap="sm">
            {thread.mails.map((mail) => (
              <InboxMail key={mail.id} mail={mail} onReply={onReply} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
