import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { cancelTransfer } from '../api/transfer-api.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { CALL_TEXTS } from '../voice-texts.ts';

export type PendingTransferProps = { taskSid: string };

/** A transfer under way from this task: to whom, and "Cancel transfer". */
export function PendingTransfer({ taskSid }: PendingTransferProps) {
  const transfer = useVoiceStore((state) => state.transfers[taskSid]);
  const [canceling, setCanceling] = useState(false);
  if (!transfer) return null;
  const cancel = async () => {
    setCanceling(true);
    try {
      await cancelTransfer(transfer.transferTaskSid);
      useVoiceStore.getState().setTransfer(taskSid, null);
    } catch {
      // Toasted by the client; the transfer still stands.
    } finally {
      setCanceling(false);
    }
  };
  return (
    <Alert color="blue" variant="light" role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{CALL_TEXTS.transferring(transfer.targetName)}</Text>
        <Button size="compact-sm" variant="default" loading={canceling} onClick={() => void cancel()}>
          {CALL_TEXTS.cancelTransfer}
        </Button>
      </Group>
    </Alert>
  );
}
