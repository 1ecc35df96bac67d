// The confirmation asked before starting or archiving a campaign (issue 14).
import { Button, Group, Modal, Text } from '@mantine/core';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

export type ConfirmCampaignModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for a move that stops the campaign. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a start or an archive. */
export function ConfirmCampaignModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmCampaignModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {CAMPAIGNS_TEXTS.actions.cancel}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
