import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { IconTrash, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';

export type ConfirmDeleteButtonProps = {
  /** The question in the dialog's title, e.g. "Delete this team?". */
  title: string;
  body?: string;
  label?: string;
  loading?: boolean;
  /** Show a trash icon with this accessible name instead of a labelled button (rows of a list). */
  iconLabel?: string;
  /** The button's picture (default a trash can; revoking an API key shows a ban sign). */
  icon?: TablerIcon;
  onConfirm: () => void;
};

/** A delete button that asks first: deleting settings cannot be undone. */
export function ConfirmDeleteButton(props: ConfirmDeleteButtonProps) {
  const { title, body, label, loading, iconLabel, icon: Icon = IconTrash, onConfirm } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      {iconLabel ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={iconLabel}
          loading={loading}
          onClick={() => setOpen(true)}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="subtle"
          color="red"
          loading={loading}
          leftSection={<Icon size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {label ?? SETTINGS_TEXTS.delete}
        </Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Stack gap="lg">
          {body && <Text size="sm">{body}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {SETTINGS_TEXTS.cancel}
            </Button>
            <Button
              color="red"
              loading={loading}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {label ?? SETTINGS_TEXTS.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
