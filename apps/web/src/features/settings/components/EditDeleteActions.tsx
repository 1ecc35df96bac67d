import { ActionIcon, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';

export type EditDeleteActionsProps = {
  editLabel: string;
  onEdit: () => void;
  deleteTitle: string;
  deleteBody: string;
  deleteLabel: string;
  deleting: boolean;
  onDelete: () => void;
};

/** A settings table row's pencil (opens the edit form) and its delete-with-confirmation button. */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={props.editLabel} onClick={props.onEdit}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ConfirmDeleteButton
        title={props.deleteTitle}
        body={props.deleteBody}
        iconLabel={props.deleteLabel}
        loading={props.deleting}
        onConfirm={props.onDelete}
      />
    </Group>
  );
}
