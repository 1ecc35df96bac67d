import { Badge, Tooltip } from '@mantine/core';
import type { MailOutboxItem } from '../api/mail-outbox.ts';
import { formatMailDate } from '../utils/format-mail-date.ts';

export type MailStatusBadgeProps = { mail: MailOutboxItem };

/** Sent, failed (with the error on hover) or not sent (kept in the outbox). */
export function MailStatusBadge({ mail }: MailStatusBadgeProps) {
  if (mail.error) {
    return (
      <Tooltip label={mail.error} multiline w={320} withArrow>
        <Badge color="red" variant="light">
          Failed
        </Badge>
      </Tooltip>
    );
  }
  if (mail.sentAt) {
    return (
      <Tooltip label={formatMailDate(mail.sentAt)} withArrow>
        <Badge color="teal" variant="light">
          Sent
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge color="gray" variant="light">
      Not sent
    </Badge>
  );
}
