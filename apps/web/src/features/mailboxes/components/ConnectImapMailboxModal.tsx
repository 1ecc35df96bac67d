import { Modal } from '@mantine/core';
import type { MailboxView } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { ConnectImapMailboxForm } from './ConnectImapMailboxForm.tsx';

export type ConnectImapMailboxModalProps = {
  opened: boolean;
  /** Reconnecting this mailbox, or null for a new one. */
  mailbox: MailboxView | null;
  onClose: () => void;
  /** Connecting one of the brand's mailboxes (admins), with its queue. */
  shared?: boolean;
};

/** The connect form in a dialog; it closes once the server has connected the mailbox. */
export function ConnectImapMailboxModal({
  opened,
  mailbox,
  onClose,
  shared = false,
}: ConnectImapMailboxModalProps) {
  const newTitle = shared ? BRAND_MAILBOX_TEXTS.connectTitle : MAILBOX_TEXTS.connectImapTitle;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mailbox ? MAILBOX_TEXTS.reconnectTitle(mailbox.emailAddress) : newTitle}
      size="lg"
      centered
    >
      {/* A fresh form each time it opens (keyed by the mailbox), so nothing typed before lingers. */}
      {opened && (
        <ConnectImapMailboxForm
          key={mailbox?.id ?? 'new'}
          mailbox={mailbox}
          onConnected={onClose}
          onCancel={onClose}
          shared={shared}
        />
      )}
    </Modal>
  );
}
