import { Alert, Badge, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { LIVE_COUNTS_REFRESH_MS } from '@parley/core/agent-desktop/limits';
import { elapsedSince, formatStatusDuration } from '@parley/core/agent-desktop/status-timer';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useServerEvent } from '../../../shared/sse/useServerEvent.ts';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { ManagerActionControls } from '../../voice/components/ManagerActionControls.tsx';
import { SupervisorVoiceRuntime } from '../../voice/components/SupervisorVoiceRuntime.tsx';
import { useTicker } from '../../voice/hooks/useTicker.ts';
import { availabilityLabel, transferAvailability } from '../../voice/utils/transfer-availability.ts';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../../voice/voice-texts.ts';
import { AGENTS_QUERY_KEY, type AgentRow, fetchAgents, liveCallOf } from '../api/agents-api.ts';

/** Without events the list is read again this often (statuses change on other pages too). */
const AGENTS_POLL_MS = 10_000;

const AVAILABILITY_COLORS = { available: 'teal', busy: 'orange', unavailable: 'gray' } as const;

function CallCell({ agent, now }: { agent: AgentRow; now: number }) {
  const call = liveCallOf(agent);
  if (!call) return <Text c="dimmed">—</Text>;
  const who =
    call.contact.name ??
    (call.contact.contactPhone ? formatPhoneForDisplay(call.contact.contactPhone) : VOICE_SPEC_TEXTS.contact);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {CALL_TEXTS.liveCall}: {who}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {formatStatusDuration(elapsedSince(call.acceptedAt, now))}
      </Text>
    </Stack>
  );
}

/**
 * /agents (admins and supervisors): every agent with their status and availability, live; an agent
 * on a call shows it, with Listen / Whisper / Barge / Stop for supervisors (spec 001 §4 manager
 * actions, docs/voice-contract.md).
 */
export function AgentsPage() {
  const title = useRouteTitle('Agents');
  const me = useDeskAgent().data;
  const now = useTicker(1_000);
  const queryClient = useQueryClient();
  const agents = useQuery({
    queryKey: AGENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    refetchInterval: AGENTS_POLL_MS,
  });
  const refresh = useThrottledCallback(
    () => void queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
    LIVE_COUNTS_REFRESH_MS,
  );
  useServerEvent('task.updated', refresh);
  useServerEvent('agent.statusUpdated', refresh);
  useServerEvent('conference.snapshot', refresh);

  return (
    <Stack p="xl" gap="lg">
      <SupervisorVoiceRuntime />
      <Title order={2}>{title}</Title>
      {agents.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : agents.isError ? (
        <Alert color="red">{CALL_TEXTS.agentsLoadError}</Alert>
      ) : agents.data.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          description={CALL_TEXTS.noAgents}
        />
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Agent</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Availability</Table.Th>
                <Table.Th>Call</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agents.data.map((agent) => {
                const availability = transferAvailability(agent);
                const call = liveCallOf(agent);
                return (
                  <Table.Tr key={agent.workerSid} data-agent={agent.email}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {agent.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {agent.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{agent.status}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={AVAILABILITY_COLORS[availability]}>
                        {availabilityLabel(availability)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <CallCell agent={agent} now={now} />
                    </Table.Td>
                    <Table.Td>
                      {call && agent.workerSid !== me?.workerSid && (
                        <Group justify="flex-end">
                          <ManagerActionControls
                            target={call}
                            managerWorkerSid={me?.workerSid}
                            callLabel={agent.name}
                          />
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
