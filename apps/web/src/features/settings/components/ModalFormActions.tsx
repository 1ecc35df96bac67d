import { Button, Group } from '@mantine/core';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';

export type ModalFormActionsProps = {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
};

/** The foot of a form in a modal: Cancel, then the submit button, at the right. */
export function ModalFormActions({ submitLabel, submitting, onCancel }: ModalFormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {SETTINGS_TEXTS.cancel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
