import { Alert, Button, Center, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { NO_MAIL_SENT_TEXT } from '../admin-texts.ts';
import type { MailOutboxItem } from '../api/mail-outbox.ts';
import { useMailOutbox } from '../hooks/useMailOutbox.ts';
import { MailOutboxTable } from './MailOutboxTable.tsx';
import { MailTextModal } from './MailTextModal.tsx';

/** The "Mail outbox" section of the admin page. */
export function MailOutboxPanel() {
  const outbox = useMailOutbox();
  const [openMail, setOpenMail] = useState<MailOutboxItem | null>(null);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>Mail outbox</Title>
            <Text size="sm" c="dimmed">
              Every mail the server sends. Without SMTP configured, mails such as password resets stay here.
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching}
          >
            Refresh
          </Button>
        </Group>
        {outbox.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading the mail outbox" />
          </Center>
        ) : outbox.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {outbox.error.message}
          </Alert>
        ) : outbox.data.items.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconMailOff size={28} stroke={1.5} aria-hidden />}
            description={NO_MAIL_SENT_TEXT}
          />
        ) : (
          <MailOutboxTable items={outbox.data.items} onOpen={setOpenMail} />
        )}
      </Stack>
      <MailTextModal mail={openMail} onClose={() => setOpenMail(null)} />
    </Paper>
  );
}
