import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { isAbortError, isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import type { MailboxView } from '../api/mailbox-types.ts';
import { useSignOutMailbox } from '../hooks/useSignOutMailbox.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

export type SignOutMailboxButtonProps = { mailbox: MailboxView };

/** Sign out, asked first: Parley stops reading and sending through the mailbox until it is reconnected. */
export function SignOutMailboxButton({ mailbox }: SignOutMailboxButtonProps) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutMailbox();
  const confirm = () => {
    setOpen(false);
    signOut.mutate(mailbox.id, {
      onSuccess: () => showSuccessToast(MAILBOX_TEXTS.signedOut(mailbox.emailAddress)),
      onError: (error) => {
        if (isAbortError(error)) return;
        if (isApiError(error)) showErrorToast(error.message);
        else showErrorToastFor(error);
      },
    });
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconLogout size={14} aria-hidden />}
        aria-label={MAILBOX_TEXTS.signOutLabel(mailbox.emailAddress)}
        loading={signOut.isPending}
        onClick={() => setOpen(true)}
      >
        {MAILBOX_TEXTS.signOut}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={MAILBOX_TEXTS.signOutTitle(mailbox.emailAddress)}
        centered
      >
        <Stack gap="lg">
          <Text size="sm">{MAILBOX_TEXTS.signOutBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {MAILBOX_TEXTS.cancel}
            </Button>
            <Button color="red" onClick={confirm}>
              {MAILBOX_TEXTS.signOut}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
