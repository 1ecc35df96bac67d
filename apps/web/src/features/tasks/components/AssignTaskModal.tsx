import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { MAX_ASSIGN_REASON_LENGTH, TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { useState } from 'react';
import type { AssignableAgent } from '../api/task-manager-actions-api.ts';

export type AssignTaskModalProps = {
  taskLabel: string;
  /** The agent offered the task now, if any: not offered again. */
  offeredToWorkerSid: string | null;
  agents: AssignableAgent[];
  /** spec 000 §3 Brand.reassignReasons: one is required when the brand lists any. */
  reassignReasons: string[];
  busy: boolean;
  onConfirm: (choice: { workerSid: string; agentName: string; reason: string | null }) => void;
  onClose: () => void;
};

/**
 * Confirms offering a task to a chosen agent. Available agents come first; the others are listed
 * with their status so the manager sees why the server would refuse them (it names the reason).
 */
export function AssignTaskModal({
  taskLabel,
  offeredToWorkerSid,
  agents,
  reassignReasons,
  busy,
  onConfirm,
  onClose,
}: AssignTaskModalProps) {
  const [workerSid, setWorkerSid] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const choices = agents
    .filter((agent) => !agent.deactivated && agent.workerSid !== offeredToWorkerSid)
    .sort((a, b) => Number(b.isAvailable) - Number(a.isAvailable) || a.name.localeCompare(b.name));
  const chosen = choices.find((agent) => agent.workerSid === workerSid) ?? null;
  const reasonNeeded = reassignReasons.length > 0;
  const ready = chosen !== null && (!reasonNeeded || reason !== '');
  return (
    <Modal opened onClose={onClose} title={TASK_MANAGER_TEXTS.assignTitle} centered>
      <Stack gap="md">
        <Text size="sm" fw={500}>
          {taskLabel}
        </Text>
        <Text size="sm">{TASK_MANAGER_TEXTS.assignBody}</Text>
        <Select
          label={TASK_MANAGER_TEXTS.agentLabel}
          placeholder={TASK_MANAGER_TEXTS.agentPlaceholder}
          data={choices.map((agent) => ({
            value: agent.workerSid,
            label: TASK_MANAGER_TEXTS.agentOption(agent.name, agent.status),
          }))}
          value={workerSid}
          onChange={setWorkerSid}
          searchable
          required
        />
        {reasonNeeded ? (
          <Select
            label={TASK_MANAGER_TEXTS.reassignReasonLabel}
            placeholder={TASK_MANAGER_TEXTS.reassignReasonPlaceholder}
            data={reassignReasons}
            value={reason || null}
            onChange={(value) => setReason(value ?? '')}
            required
          />
        ) : (
          <TextInput
            label={TASK_MANAGER_TEXTS.reassignReasonLabel}
            placeholder={TASK_MANAGER_TEXTS.freeReasonPlaceholder}
            value={reason}
            maxLength={MAX_ASSIGN_REASON_LENGTH}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TASK_MANAGER_TEXTS.back}
          </Button>
          <Button
            loading={busy}
            disabled={!ready}
            onClick={() =>
              chosen &&
              onConfirm({
                workerSid: chosen.workerSid,
                agentName: chosen.name,
                reason: reason.trim() || null,
              })
            }
          >
            {TASK_MANAGER_TEXTS.confirmAssign}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
