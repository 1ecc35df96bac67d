import { Stack } from '@mantine/core';
import type { MailboxView } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { useMyMailboxes } from '../hooks/useMyMailboxes.ts';
import { BrandMailboxesEmptyState } from './BrandMailboxesEmptyState.tsx';
import { BrandMailboxQueueField } from './BrandMailboxQueueField.tsx';
import { MailboxCard } from './MailboxCard.tsx';
import { MailboxesQueryBoundary } from './MailboxesQueryBoundary.tsx';

export type BrandMailboxesProps = {
  /** Admins connect and change them; supervisors only see them. */
  canManage: boolean;
  /** Opens the connect form: a new brand mailbox (null) or this one again. */
  onConnect: (mailbox: MailboxView | null) => void;
};

/**
 * The brand's shared mailboxes (GET …/mailboxes/mine answers them with `shared: true`, beside the
 * viewer's own, left out here): each with its status, last error, queue and signature.
 */
export function BrandMailboxes({ canManage, onConnect }: BrandMailboxesProps) {
  const query = useMyMailboxes();
  return (
    <MailboxesQueryBoundary query={query} loadingLabel={BRAND_MAILBOX_TEXTS.loading}>
      {(mailboxes) => {
        const shared = mailboxes.filter((mailbox) => mailbox.shared);
        if (shared.length === 0) {
          return <BrandMailboxesEmptyState onConnect={canManage ? () => onConnect(null) : null} />;
        }
        return (
          <Stack gap="md" component="section" aria-label={BRAND_MAILBOX_TEXTS.list}>
            {shared.map((mailbox) => (
              <MailboxCard key={mailbox.id} mailbox={mailbox} onReconnect={onConnect} readOnly={!canManage}>
                <BrandMailboxQueueField mailbox={mailbox} readOnly={!canManage} />
              </MailboxCard>
            ))}
          </Stack>
        );
      }}
    </MailboxesQueryBoundary>
  );
}
