import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { EMAIL_INTEGRATION_NAMES } from '@parley/core/email/email-texts';
import { IconAlertTriangle, IconMail, IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { MailboxView } from '../api/mailbox-types.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { MailboxSignatureForm } from './MailboxSignatureForm.tsx';
import { MailboxStatusBadge } from './MailboxStatusBadge.tsx';
import { SignOutMailboxButton } from './SignOutMailboxButton.tsx';

export type MailboxCardProps = {
  mailbox: MailboxView;
  /** Opens the connect form prefilled with this mailbox. */
  onReconnect: (mailbox: MailboxView) => void;
  /** Seen, not managed (a supervisor on Brand mailboxes): no buttons, the signature as text. */
  readOnly?: boolean;
  /** Shown under the status (a brand mailbox's queue). */
  children?: ReactNode;
};

/**
 * A mailbox the user manages: the agent's own, or (for an admin) one of the brand's. Its address,
 * provider and status; the last error reaching it, with Reconnect when that disconnected it (IMAP:
 * the connect form again); Sign out while connected; the signature.
 */
export function MailboxCard({ mailbox, onReconnect, readOnly = false, children }: MailboxCardProps) {
  const { emailAddress, displayName, authorizationStatus: status } = mailbox;
  // Only IMAP mailboxes are connected through a form; OAuth providers are not on this server yet.
  const canReconnect = !readOnly && mailbox.emailIntegrationType === 'IMAP' && status !== 'CONNECTED';
  // The Contact Simulator's mailboxes cannot be signed out (the server answers 400).
  const canSignOut = !readOnly && status !== 'SIGNED_OUT' && mailbox.emailIntegrationType !== 'SIMULATOR';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={emailAddress}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconMail size={20} stroke={1.5} aria-hidden />
            <div>
              <Text fw={600}>{emailAddress}</Text>
              <Text size="xs" c="dimmed">
                {[displayName, EMAIL_INTEGRATION_NAMES[mailbox.emailIntegrationType]]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
          </Group>
          <MailboxStatusBadge status={status} />
        </Group>
        {/* A connected mailbox keeps its last failed read until the next one succeeds. */}
        {status !== 'SIGNED_OUT' && mailbox.lastError && (
          <Alert
            color={status === 'DISCONNECTED' ? 'red' : 'yellow'}
            variant="light"
            title={MAILBOX_TEXTS.lastError}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {mailbox.lastError}
          </Alert>
        )}
        {mailbox.lastFetchedAt && status === 'CONNECTED' && (
          <Text size="xs" c="dimmed">
            {MAILBOX_TEXTS.lastFetched(dayjs(mailbox.lastFetchedAt).format('MM/DD/YYYY h:mm A'))}
          </Text>
        )}
        {children}
        {(canReconnect || canSignOut) && (
          <Group gap="xs">
            {canReconnect && (
              <Button
                size="xs"
                variant={status === 'DISCONNECTED' ? 'filled' : 'light'}
                leftSection={<IconRefresh size={14} aria-hidden />}
                aria-label={MAILBOX_TEXTS.reconnectLabel(emailAddress)}
                onClick={() => onReconnect(mailbox)}
              >
                {MAILBOX_TEXTS.reconnect}
              </Button>
            )}
            {canSignOut && <SignOutMailboxButton mailbox={mailbox} />}
          </Group>
        )}
        <MailboxSignatureForm mailbox={mailbox} readOnly={readOnly} />
      </Stack>
    </Paper>
  );
}
