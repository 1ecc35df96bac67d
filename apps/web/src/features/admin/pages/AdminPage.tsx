import { Stack, Text, Title } from '@mantine/core';
import { MailOutboxPanel } from '../components/MailOutboxPanel.tsx';

/** /admin (spec 000 §2): administration of the Parley installation. For now, the mail outbox. */
export function AdminPage() {
  return (
    <Stack p="xl" gap="lg" maw={1200}>
      <div>
        <Title order={2}>Admin</Title>
        <Text c="dimmed">Tools for running this Parley installation.</Text>
      </div>
      <MailOutboxPanel />
    </Stack>
  );
}
