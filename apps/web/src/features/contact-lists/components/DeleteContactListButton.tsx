import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';

export type DeleteContactListButtonProps = { disabled: boolean; loading: boolean; onConfirm: () => void };

/** Delete, asked first: the list goes for everyone it is shared with. */
export function DeleteContactListButton({ disabled, loading, onConfirm }: DeleteContactListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        disabled={disabled}
        loading={loading}
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {TEXTS.delete}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={TEXTS.confirmDeleteTitle} centered>
        <Stack gap="lg">
          <Text size="sm">{TEXTS.confirmDeleteBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {TEXTS.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {TEXTS.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
