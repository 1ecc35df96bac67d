import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { channelLabel } from '@parley/core/common/channels';
import type { LiveAgent } from '../api/parley-live-api.ts';
import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';
import { formatSince } from '../utils/live-format.ts';

const TEXTS = PARLEY_LIVE_TEXTS.agents;

export type LiveAgentsBoardProps = { agents: LiveAgent[]; now: number };

type StatusGroup = { status: string; available: boolean; agents: LiveAgent[] };

/** Agents by status: available ones first, then by how many are in it; longest in the status first. */
function groupByStatus(agents: LiveAgent[]): StatusGroup[] {
  const groups = new Map<string, StatusGroup>();
  for (const agent of agents) {
    const group = groups.get(agent.status) ?? {
      status: agent.status,
      available: agent.available,
      agents: [],
    };
    group.agents.push(agent);
    groups.set(agent.status, group);
  }
  for (const group of groups.values()) group.agents.sort((a, b) => a.since.localeCompare(b.since));
  return [...groups.values()].sort(
    (a, b) => Number(b.available) - Number(a.available) || b.agents.length - a.agents.length,
  );
}

/** The wallboard's agents grouped by state, each with a ticking time in state and what they hold. */
export function LiveAgentsBoard({ agents, now }: LiveAgentsBoardProps) {
  if (agents.length === 0) return <Text c="gray.4">{TEXTS.empty}</Text>;
  return (
    <Stack gap="md">
      {groupByStatus(agents).map((group) => (
        <section key={group.status} aria-label={group.status}>
          <Group gap="xs" mb="xs">
            <Title order={3} c={group.available ? 'green.4' : 'gray.2'}>
              {group.status}
            </Title>
            <Badge size="xl" color={group.available ? 'green' : 'gray'} variant="filled">
              {group.agents.length}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, md: 4, xl: 6 }} spacing="xs">
            {group.agents.map((agent) => (
              <Paper key={agent.id} withBorder p="sm" radius="md" bg="dark.6" data-testid="live-agent">
                <Text fw={700} c="white" truncate>
                  {agent.name}
                </Text>
                <Text fz={28} fw={800} c={group.available ? 'green.3' : 'gray.1'} ff="monospace">
                  {formatSince(agent.since, now)}
                </Text>
                {agent.taskCount > 0 && (
                  <Text size="sm" c="blue.2">
                    {TEXTS.onTasks(agent.taskCount, channelLabel(agent.taskChannel ?? ''))}
                  </Text>
                )}
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
