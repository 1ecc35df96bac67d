import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import type { MailboxView } from '../api/mailbox-types.ts';
import { useMyMailboxes } from '../hooks/useMyMailboxes.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { ConnectImapMailboxModal } from './ConnectImapMailboxModal.tsx';
import { ConnectMailboxProviders } from './ConnectMailboxProviders.tsx';
import { MailboxCard } from './MailboxCard.tsx';
import { MailboxesEmptyState } from './MailboxesEmptyState.tsx';
import { MailboxesQueryBoundary } from './MailboxesQueryBoundary.tsx';
import { SharedMailboxList } from './SharedMailboxList.tsx';

export type AgentIntegrationsProps = {
  /** The level of the section's own headings, one below the page's. */
  headingOrder?: TitleOrder;
};

type ConnectDialog = { opened: boolean; mailbox: MailboxView | null };

/**
 * My Settings › Integrations (spec 002 §2; spec 001 §2 /my-settings/agent-integrations): the agent's
 * own mailboxes (status, reconnect, sign out, signature), connecting one, and the brand's mailboxes
 * they answer from. Shown by Settings › My Settings and by the desk's /agent/my-settings.
 */
export function AgentIntegrations({ headingOrder = 4 }: AgentIntegrationsProps) {
  const query = useMyMailboxes();
  const [dialog, setDialog] = useState<ConnectDialog>({ opened: false, mailbox: null });
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  return (
    <MailboxesQueryBoundary query={query} loadingLabel={MAILBOX_TEXTS.loading}>
      {(mailboxes) => {
        const own = mailboxes.filter((mailbox) => !mailbox.shared);
        const shared = mailboxes.filter((mailbox) => mailbox.shared);
        return (
          <Stack gap="xl">
            <Stack gap="sm" component="section" aria-label={MAILBOX_TEXTS.myMailboxes}>
              <Title order={headingOrder}>{MAILBOX_TEXTS.myMailboxes}</Title>
              {own.length === 0 ? (
                <MailboxesEmptyState />
              ) : (
                own.map((mailbox) => (
                  <MailboxCard
                    key={mailbox.id}
                    mailbox={mailbox}
                    onReconnect={(chosen) => setDialog({ opened: true, mailbox: chosen })}
                  />
                ))
              )}
            </Stack>
            <Stack gap="sm" component="section" aria-label={MAILBOX_TEXTS.connectTitle}>
              <Title order={headingOrder}>{MAILBOX_TEXTS.connectTitle}</Title>
              <ConnectMailboxProviders onConnectImap={() => setDialog({ opened: true, mailbox: null })} />
            </Stack>
            {shared.length > 0 && (
              <Stack gap="sm" component="section" aria-label={MAILBOX_TEXTS.sharedMailboxes}>
                <div>
                  <Title order={headingOrder}>{MAILBOX_TEXTS.sharedMailboxes}</Title>
                  <Text size="sm" c="dimmed">
                    {MAILBOX_TEXTS.sharedHint}
                  </Text>
                </div>
                <SharedMailboxList mailboxes={shared} />
              </Stack>
            )}
            <ConnectImapMailboxModal opened={dialog.opened} mailbox={dialog.mailbox} onClose={close} />
          </Stack>
        );
      }}
    </MailboxesQueryBoundary>
  );
}
