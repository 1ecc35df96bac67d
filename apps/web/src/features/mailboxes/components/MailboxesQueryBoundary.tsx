import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MailboxView } from '../api/mailbox-types.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

export type MailboxesQueryBoundaryProps = {
  query: UseQueryResult<MailboxView[]>;
  /** The spinner's accessible name ("Loading your mailboxes"). */
  loadingLabel: string;
  children: (mailboxes: MailboxView[]) => ReactNode;
};

/** The mailboxes once loaded; a spinner until then; a failure with Retry. */
export function MailboxesQueryBoundary({ query, loadingLabel, children }: MailboxesQueryBoundaryProps) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {MAILBOX_TEXTS.loadFailed}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {MAILBOX_TEXTS.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(query.data);
}
