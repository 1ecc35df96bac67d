import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { hasAnyRole } from '@parley/core/auth/roles';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import type { MailboxView } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { BrandMailboxes } from '../components/BrandMailboxes.tsx';
import { ConnectImapMailboxModal } from '../components/ConnectImapMailboxModal.tsx';

type ConnectDialog = { opened: boolean; mailbox: MailboxView | null };

/**
 * /settings/integrations/brand-mailboxes (issue 16; docs/email.md "Mailboxes"): the mailboxes the
 * whole brand answers from. Admins connect one (IMAP + SMTP, with the queue its new threads go to),
 * change its queue and signature, reconnect and sign out of it; supervisors see them read-only (the
 * server refuses them the writes).
 */
export function BrandMailboxesPage() {
  const profile = useSession().profile;
  const isAdmin = profile ? hasAnyRole(profile.roles, ['admin']) : false;
  const title = useRouteTitle(BRAND_MAILBOX_TEXTS.title);
  const [dialog, setDialog] = useState<ConnectDialog>({ opened: false, mailbox: null });
  const open = (mailbox: MailboxView | null) => setDialog({ opened: true, mailbox });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  return (
    <Stack p="xl" gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2}>{title}</Title>
          <Text c="dimmed" size="sm" mt={4} maw={720}>
            {isAdmin
              ? BRAND_MAILBOX_TEXTS.description
              : `${BRAND_MAILBOX_TEXTS.description} ${BRAND_MAILBOX_TEXTS.readOnly}`}
          </Text>
        </div>
        {isAdmin && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {BRAND_MAILBOX_TEXTS.connect}
          </Button>
        )}
      </Group>
      <BrandMailboxes canManage={isAdmin} onConnect={open} />
      {isAdmin && (
        <ConnectImapMailboxModal opened={dialog.opened} mailbox={dialog.mailbox} onClose={close} shared />
      )}
    </Stack>
  );
}
