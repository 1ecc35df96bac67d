import { Badge } from '@mantine/core';
import type { MailboxAuthorizationStatus } from '../api/mailbox-types.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

export type MailboxStatusBadgeProps = { status: MailboxAuthorizationStatus };

const COLORS: Record<MailboxAuthorizationStatus, string> = {
  CONNECTED: 'green',
  DISCONNECTED: 'red',
  SIGNED_OUT: 'gray',
};

/** spec 000 §4: CONNECTED green, DISCONNECTED red (the server could not sign in), SIGNED_OUT gray. */
export function MailboxStatusBadge({ status }: MailboxStatusBadgeProps) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {MAILBOX_TEXTS.status[status]}
    </Badge>
  );
}
