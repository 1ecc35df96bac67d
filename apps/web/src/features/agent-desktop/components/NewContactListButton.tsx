import { ActionIcon, Box, Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CONTACT_LISTS_NOT_BUILT_TEXT } from '../../../app/shell-texts.ts';

export type NewContactListButtonProps = { compact: boolean };

const LABEL = 'New Contact List';

/** spec 002 §2: the agent side navigation's New Contact List button (disabled until lists are built). */
export function NewContactListButton({ compact }: NewContactListButtonProps) {
  return (
    <Tooltip label={CONTACT_LISTS_NOT_BUILT_TEXT} position="right" withArrow>
      {/* A disabled button fires no mouse events, so the tooltip listens on a wrapper. */}
      <Box px={compact ? 0 : 'sm'}>
        {compact ? (
          <ActionIcon size={40} variant="subtle" disabled aria-label={LABEL}>
            <IconPlus size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <Button fullWidth variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled>
            {LABEL}
          </Button>
        )}
      </Box>
    </Tooltip>
  );
}
