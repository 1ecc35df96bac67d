import { Alert, Badge, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { LIVE_COUNTS_REFRESH_MS } from '@parley/core/agent-desktop/limits';
import { FEATURE_FLAG_DEFAULTS } from '@parley/core/users/feature-flags';
import { IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useServerEvent } from '../../../shared/sse/useServerEvent.ts';
import { useNow } from '../../../shared/time/useNow.ts';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { ManagerActionControls } from '../../voice/components/ManagerActionControls.tsx';
import { SupervisorVoiceRuntime } from '../../voice/components/SupervisorVoiceRuntime.tsx';
import { availabilityLabel, transferAvailability } from '../../voice/utils/transfer-availability.ts';
import { CALL_TEXTS } from '../../voice/voice-texts.ts';
import { AGENTS_TEXTS } from '../agents-texts.ts';
import { AGENTS_QUERY_KEY, type AgentRow, fetchAgents, liveCallOf } from '../api/agents-api.ts';
import { AgentFiltersBar } from '../components/AgentFiltersBar.tsx';
import { AgentTableRow } from '../components/AgentTableRow.tsx';
import { SortableHeader } from '../components/SortableHeader.tsx';
import {
  type AgentFilters,
  type AgentSort,
  filterAgents,
  filterOptions,
  NO_FILTERS,
  sortAgents,
} from '../utils/agent-list.ts';

const AVAILABILITY_COLORS = { available: 'teal', busy: 'orange', unavailable: 'gray' } as const;

function AvailabilityBadge({ agent }: { agent: AgentRow }) {
  const availability = transferAvailability(agent);
  return (
    <Badge variant="light" color={AVAILABILITY_COLORS[availability]}>
      {availabilityLabel(availability)}
    </Badge>
  );
}

/** Listen / Whisper / Barge / Stop on the agent's live call; nothing on one's own or without a call. */
function ManagerActions({
  agent,
  managerWorkerSid,
}: {
  agent: AgentRow;
  managerWorkerSid: string | undefined;
}) {
  const call = liveCallOf(agent);
  if (!call || agent.workerSid === managerWorkerSid) return null;
  return (
    <Group justify="flex-end">
      <ManagerActionControls target={call} managerWorkerSid={managerWorkerSid} callLabel={agent.name} />
    </Group>
  );
}

/**
 * /agents (admins and supervisors): every agent with their status and time in it, current task,
 * handled today, average handle time, occupancy and activity today (issue 15 "Agents"), sortable
 * and filtered by team, status and skill; an agent on a call shows it, with Listen / Whisper /
 * Barge / Stop for supervisors (spec 001 §4 manager actions, docs/voice-contract.md).
 */
export function AgentsPage() {
  const title = useRouteTitle('Agents');
  const me = useDeskAgent().data;
  // spec 000 §9 userActivityPollingMs (10 000 ms): statuses also change where no event tells us.
  const pollMs =
    useSession().profile?.featureFlags.userActivityPollingMs ?? FEATURE_FLAG_DEFAULTS.userActivityPollingMs;
  const now = useNow(1_000);
  const queryClient = useQueryClient();
  const agents = useQuery({
    queryKey: AGENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    refetchInterval: pollMs,
  });
  const refresh = useThrottledCallback(
    () => void queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
    LIVE_COUNTS_REFRESH_MS,
  );
  useServerEvent('task.updated', refresh);
  // Published to the whole brand (users.graphql.ts updateAgent), so it reaches supervisors too.
  useServerEvent('agent.statusUpdated', refresh);
  useServerEvent('conference.snapshot', refresh);

  const [filters, setFilters] = useState<AgentFilters>(NO_FILTERS);
  const [sort, setSort] = useState<AgentSort>({ key: 'name', direction: 'asc' });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const options = useMemo(() => filterOptions(agents.data ?? []), [agents.data]);
  const rows = sortAgents(filterAgents(agents.data ?? [], filters), sort, now);
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = AGENTS_TEXTS.columns;

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
        <>
          <AgentFiltersBar filters={filters} options={options} onChange={setFilters} />
          <Table.ScrollContainer minWidth={1200}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <SortableHeader label={columns.agent} sortKey="name" sort={sort} onSort={setSort} />
                  <SortableHeader label={columns.status} sortKey="status" sort={sort} onSort={setSort} />
                  <SortableHeader
                    label={columns.timeInStatus}
                    sortKey="timeInStatus"
                    sort={sort}
                    onSort={setSort}
                  />
                  <Table.Th>{columns.availability}</Table.Th>
                  <Table.Th>{columns.currentTask}</Table.Th>
                  <SortableHeader label={columns.handled} sortKey="handled" sort={sort} onSort={setSort} />
                  <Table.Th>{columns.aht}</Table.Th>
                  <SortableHeader
                    label={columns.occupancy}
                    sortKey="occupancy"
                    sort={sort}
                    onSort={setSort}
                  />
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((agent) => (
                  <AgentTableRow
                    key={agent.workerSid}
                    agent={agent}
                    now={now}
                    expanded={expanded.has(agent.id)}
                    onToggle={() => toggle(agent.id)}
                    availability={<AvailabilityBadge agent={agent} />}
                    actions={<ManagerActions agent={agent} managerWorkerSid={me?.workerSid} />}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rows.length === 0 && (
            <Text c="dimmed" size="sm">
              {AGENTS_TEXTS.noMatches}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
