import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailPlus, IconPlus } from '@tabler/icons-react';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';

export type BrandMailboxesEmptyStateProps = {
  /** Opens the connect form (admins); null: the viewer may not connect one. */
  onConnect: (() => void) | null;
};

/** No brand mailbox yet: what one is (an address the brand answers from, routed to a queue). */
export function BrandMailboxesEmptyState({ onConnect }: BrandMailboxesEmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconMailPlus size={24} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{BRAND_MAILBOX_TEXTS.emptyTitle}</Text>
        <Text size="sm" c="dimmed" maw={560}>
          {BRAND_MAILBOX_TEXTS.emptyBody}
        </Text>
        {onConnect ? (
          <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onConnect}>
            {BRAND_MAILBOX_TEXTS.connect}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {BRAND_MAILBOX_TEXTS.emptyReadOnly}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
