import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isPrivileged } from '@parley/core/auth/roles';
import { channelLabel } from '@parley/core/common/channels';
import { localTimeZone, timeZoneAbbreviation } from '@parley/core/common/date-format';
import { useCallback, useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { BreakdownTable } from '../components/BreakdownTable.tsx';
import { DashboardChart } from '../components/DashboardChart.tsx';
import { type DashboardFilterState, DashboardFilters } from '../components/DashboardFilters.tsx';
import { DrillDownDrawer } from '../components/DrillDownDrawer.tsx';
import { KpiCards } from '../components/KpiCards.tsx';
import { useDashboard, useReportingOptions } from '../hooks/useDashboard.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';
import { presetRange } from '../utils/date-range.ts';

const TABLES = REPORTING_TEXTS.tables;

function initialFilters(): DashboardFilterState {
  const timeZone = localTimeZone();
  return {
    preset: 'today',
    ...presetRange('today', timeZone),
    timeZone,
    channel: null,
    queueSid: null,
    agentId: null,
    serviceLevelSeconds: 20,
  };
}

function Dashboard({ filters }: { filters: DashboardFilterState }) {
  const options = useReportingOptions();
  const range = filters.preset === 'custom' ? filters : presetRange(filters.preset, filters.timeZone);
  const input = {
    from: range.from,
    to: range.to,
    timeZone: filters.timeZone,
    serviceLevelSeconds: filters.serviceLevelSeconds,
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.queueSid ? { queueSid: filters.queueSid } : {}),
    ...(filters.agentId ? { agentId: filters.agentId } : {}),
  };
  const dashboard = useDashboard(input);
  // null: the drill-down is closed; '': the whole range; else a period of the series.
  const [drillDown, setDrillDown] = useState<string | null>(null);
  const onPeriod = useCallback((period: string) => setDrillDown(period), []);
  if (dashboard.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={REPORTING_TEXTS.loading} />
      </Center>
    );
  if (dashboard.isError)
    return <Alert color="red">{dashboard.error.message || REPORTING_TEXTS.failed}</Alert>;
  const data = dashboard.data;
  const agentName = new Map((options.data?.agents ?? []).map((agent) => [agent.id, agent.name]));
  const queueName = new Map((options.data?.queues ?? []).map((queue) => [queue.sid, queue.name]));
  const nameOfAgent = (id: string | null | undefined) =>
    id ? (agentName.get(id) ?? REPORTING_TEXTS.unknownAgent) : REPORTING_TEXTS.none;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {REPORTING_TEXTS.asOf(timeZoneAbbreviation(data.timeZone))}
        </Text>
        <Button variant="light" size="xs" onClick={() => setDrillDown('')}>
          {REPORTING_TEXTS.drillDown.open}
        </Button>
      </Group>
      {data.totals.created === 0 && data.totals.completed === 0 && (
        <Text size="sm" c="dimmed">
          {REPORTING_TEXTS.empty}
        </Text>
      )}
      <KpiCards dashboard={data} />
      <DashboardChart dashboard={data} onPeriod={onPeriod} />
      <DrillDownDrawer
        input={{ ...input, granularity: data.granularity }}
        period={drillDown}
        agentName={nameOfAgent}
        onClose={() => setDrillDown(null)}
      />
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <BreakdownTable
          title={TABLES.byChannel}
          nameLabel={TABLES.channel}
          fileName={`contacts-by-channel-${data.from}-${data.to}.csv`}
          rows={data.byChannel.map((row) => ({
            key: row.channel,
            name: channelLabel(row.channel),
            figures: row.figures,
          }))}
        />
        <BreakdownTable
          title={TABLES.byQueue}
          nameLabel={TABLES.queue}
          fileName={`contacts-by-queue-${data.from}-${data.to}.csv`}
          rows={data.byQueue.map((row) => ({
            key: row.queueSid,
            name: queueName.get(row.queueSid) ?? REPORTING_TEXTS.unknownQueue,
            figures: row.figures,
          }))}
        />
        <BreakdownTable
          title={TABLES.byAgent}
          nameLabel={TABLES.agent}
          fileName={`contacts-by-agent-${data.from}-${data.to}.csv`}
          rows={data.byAgent.map((row) => ({
            key: row.agentId,
            name: agentName.get(row.agentId) ?? REPORTING_TEXTS.unknownAgent,
            figures: row.figures,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /reporting: the dashboard (issue 15; docs/reporting.md), for admins and supervisors. */
export function ReportingPage() {
  const title = useRouteTitle(REPORTING_TEXTS.title);
  const allowed = isPrivileged(useSession().profile?.roles ?? []);
  const [filters, setFilters] = useState(initialFilters);
  const options = useReportingOptions();
  if (!allowed)
    return (
      <Stack p="xl">
        <Title order={2}>{title}</Title>
        <Text>{REPORTING_TEXTS.managersOnly}</Text>
      </Stack>
    );
  return (
    <Stack p="xl" gap="lg">
      <Title order={2}>{title}</Title>
      <DashboardFilters
        value={filters}
        options={options.data}
        onChange={(change) =>
          setFilters((current) => {
            const next = { ...current, ...change };
            // Picking a preset fills the dates, so switching to custom starts from them.
            return change.preset && change.preset !== 'custom'
              ? { ...next, ...presetRange(change.preset, next.timeZone) }
              : next;
          })
        }
      />
      <Dashboard filters={filters} />
    </Stack>
  );
}
