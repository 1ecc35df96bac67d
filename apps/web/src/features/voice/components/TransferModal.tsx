import {
  Badge,
  Button,
  Group,
  Input,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import {
  fetchTransferAgents,
  fetchTransferQueues,
  TRANSFER_AGENTS_POLL_MS,
  type TransferAgent,
  transferToAgent,
  transferToQueue,
} from '../api/transfer-api.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import {
  availabilityLabel,
  isSelectableForTransfer,
  transferAvailability,
  transferCandidates,
} from '../utils/transfer-availability.ts';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../voice-texts.ts';
import { ExternalTransfer } from './ExternalTransfer.tsx';

export type TransferModalProps = {
  reservation: Reservation;
  /** The live conference: the External tab can then also add the number to the call. */
  conferenceSid?: string;
  opened: boolean;
  onClose: () => void;
};

const AVAILABILITY_COLORS = { available: 'teal', busy: 'orange', unavailable: 'gray' } as const;

const required = (value: string) => (value.trim() === '' ? VOICE_SPEC_TEXTS.fieldRequired : null);

type AgentValues = { targetWorkerUri: string; internalAgentName: string };

/** A refusal naming one of the form's fields goes under it; other failures were toasted. */
function fieldError<T extends string>(
  error: unknown,
  fields: readonly T[],
): { field: T; message: string } | null {
  if (!isApiError(error) || error.handled || !error.field) return null;
  const field = fields.find((name) => name === error.field);
  return field ? { field, message: error.message } : null;
}

function AgentTransfer({ reservation, onDone }: { reservation: Reservation; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const flags = useSession().profile?.featureFlags;
  const selfWorkerSid = useDeskAgent().data?.workerSid;
  // spec 001 §7/§9: page 0, size 1000, name ascending, polled every 10 s, no cache.
  const agents = useQuery({
    queryKey: ['voice', 'transfer-agents'],
    queryFn: ({ signal }) => fetchTransferAgents(signal),
    refetchInterval: TRANSFER_AGENTS_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  const form = useForm<AgentValues>({
    initialValues: { targetWorkerUri: '', internalAgentName: '' },
    validate: { targetWorkerUri: required, internalAgentName: required },
  });
  const [submitting, setSubmitting] = useState(false);
  const rules = { enableTransferToBusyAgents: flags?.enableTransferToBusyAgents ?? false, selfWorkerSid };
  const candidates = transferCandidates(agents.data ?? [], search, selfWorkerSid);

  const choose = (agent: TransferAgent) => {
    form.setValues({ targetWorkerUri: agent.twilioContactUri, internalAgentName: agent.name });
    form.clearErrors();
  };

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const result = await transferToAgent({ taskSid: reservation.taskSid, ...values });
      useVoiceStore.getState().setTransfer(reservation.taskSid, {
        transferTaskSid: result.transferTaskSid,
        targetName: values.internalAgentName,
      });
      onDone();
    } catch (error) {
      const refusal = fieldError(error, ['targetWorkerUri', 'internalAgentName'] as const);
      if (refusal) form.setFieldError(refusal.field, refusal.message);
    } finally {
      setSubmitting(false);
    }
  });

  const error = form.errors.targetWorkerUri ?? form.errors.internalAgentName;
  return (
    <form onSubmit={submit} noValidate aria-label={CALL_TEXTS.transferToAgent}>
      <Stack gap="sm">
        <TextInput
          aria-label={CALL_TEXTS.searchAgents}
          placeholder={CALL_TEXTS.searchAgents}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Input.Wrapper label={CALL_TEXTS.agentField} withAsterisk error={error}>
          <ScrollArea.Autosize mah={280} type="auto" mt={4}>
            {candidates.length === 0 && !agents.isPending ? (
              <Text size="sm" c="dimmed" py="xs" role="status">
                {VOICE_SPEC_TEXTS.noMatchingAgent}
              </Text>
            ) : (
              <Stack gap={2} role="radiogroup" aria-label={CALL_TEXTS.agentField}>
                {candidates.map((agent) => {
                  const availability = transferAvailability(agent);
                  const selectable = isSelectableForTransfer(agent, rules);
                  const chosen = form.values.targetWorkerUri === agent.twilioContactUri;
                  return (
                    <UnstyledButton
                      key={agent.workerSid}
                      role="radio"
                      aria-checked={chosen}
                      aria-disabled={!selectable}
                      disabled={!selectable}
                      onClick={() => choose(agent)}
                      p="xs"
                      style={{
                        borderRadius: 'var(--mantine-radius-sm)',
                        background: chosen ? 'var(--mantine-color-blue-light)' : undefined,
                        opacity: selectable ? 1 : 0.5,
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Text size="sm">{agent.name}</Text>
                        <Badge size="xs" variant="light" color={AVAILABILITY_COLORS[availability]}>
                          {agent.status === VOICE_SPEC_TEXTS.progressiveDialerMode
                            ? agent.status
                            : availabilityLabel(availability)}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {CALL_TEXTS.transferButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function QueueTransfer({ reservation, onDone }: { reservation: Reservation; onDone: () => void }) {
  const queues = useQuery({
    queryKey: ['voice', 'transfer-queues'],
    queryFn: ({ signal }) => fetchTransferQueues(signal),
  });
  const form = useForm<{ queueSid: string }>({
    initialValues: { queueSid: '' },
    validate: { queueSid: required },
  });
  const [submitting, setSubmitting] = useState(false);
  const submit = form.onSubmit(async ({ queueSid }) => {
    setSubmitting(true);
    try {
      const result = await transferToQueue({ taskSid: reservation.taskSid, queueSid });
      const name = queues.data?.find((queue) => queue.sid === queueSid)?.friendlyName ?? queueSid;
      useVoiceStore
        .getState()
        .setTransfer(reservation.taskSid, { transferTaskSid: result.transferTaskSid, targetName: name });
      onDone();
    } catch (error) {
      const refusal = fieldError(error, ['queueSid'] as const);
      if (refusal) form.setFieldError(refusal.field, refusal.message);
    } finally {
      setSubmitting(false);
    }
  });
  const options = (queues.data ?? []).map((queue) => ({ value: queue.sid, label: queue.friendlyName }));
  return (
    <form onSubmit={submit} noValidate aria-label={CALL_TEXTS.transferToQueue}>
      <Stack gap="sm">
        <Select
          label={CALL_TEXTS.queueField}
          withAsterisk
          data={options}
          searchable
          nothingFoundMessage={CALL_TEXTS.noTransferQueues}
          placeholder={queues.isSuccess && options.length === 0 ? CALL_TEXTS.noTransferQueues : undefined}
          value={form.values.queueSid || null}
          onChange={(value) => form.setFieldValue('queueSid', value ?? '')}
          error={form.errors.queueSid}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {CALL_TEXTS.transferButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Transfer (spec 001 §4, §5, §9): to an agent — the picker with its search box, each agent's
 * availability, busy agents only with enableTransferToBusyAgents, never one in 'Progressive Dialer
 * Mode' — to a queue that takes transfers, or (External) to an External Transfer Phonebook entry,
 * which may instead be added to the call (add-participant) while the agent stays.
 * Each choice is required ('The field is required').
 */
export function TransferModal({ reservation, conferenceSid, opened, onClose }: TransferModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={CALL_TEXTS.transferTitle}>
      <Tabs defaultValue="agent" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="agent">{CALL_TEXTS.transferToAgent}</Tabs.Tab>
          <Tabs.Tab value="queue">{CALL_TEXTS.transferToQueue}</Tabs.Tab>
          <Tabs.Tab value="external">{CALL_TEXTS.transferToExternal}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="agent">
          <AgentTransfer reservation={reservation} onDone={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="queue">
          <QueueTransfer reservation={reservation} onDone={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="external">
          <ExternalTransfer reservation={reservation} conferenceSid={conferenceSid} onDone={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
