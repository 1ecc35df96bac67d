import { ActionIcon, Box, Button, Tooltip } from '@mantine/core';
import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { CONTACT_LIST_PATHS } from '../utils/contact-list-paths.ts';

export type NewContactListButtonProps = {
  /** The collapsed side navigation shows an icon. */
  compact: boolean;
  /** spec 002 §9: disabled at 50 private lists. */
  disabled: boolean;
};

/** spec 002 §2: New Contact List opens the editor of a new list; at the limit it says why not (§8). */
export function NewContactListButton({ compact, disabled }: NewContactListButtonProps) {
  // A link cannot be disabled: at the limit the control is a disabled button.
  const icon = <IconPlus size={compact ? 20 : 16} aria-hidden />;
  let control: ReactNode;
  if (compact && disabled) {
    control = (
      <ActionIcon size={40} variant="subtle" disabled aria-label={TEXTS.newContactList}>
        {icon}
      </ActionIcon>
    );
  } else if (compact) {
    control = (
      <ActionIcon
        component={Link}
        to={CONTACT_LIST_PATHS.newList}
        size={40}
        variant="subtle"
        aria-label={TEXTS.newContactList}
      >
        {icon}
      </ActionIcon>
    );
  } else if (disabled) {
    control = (
      <Button fullWidth variant="light" leftSection={icon} disabled>
        {TEXTS.newContactList}
      </Button>
    );
  } else {
    control = (
      <Button component={Link} to={CONTACT_LIST_PATHS.newList} fullWidth variant="light" leftSection={icon}>
        {TEXTS.newContactList}
      </Button>
    );
  }
  return (
    <Tooltip
      label={disabled ? CONTACT_LIST_TEXTS.maxListsExceeded : TEXTS.newContactList}
      position="right"
      withArrow
      disabled={!disabled && !compact}
    >
      {/* A disabled button fires no mouse events, so the tooltip listens on a wrapper. */}
      <Box px={compact ? 0 : 'sm'}>{control}</Box>
    </Tooltip>
  );
}
