import { Card, SimpleGrid, Text } from '@mantine/core';
import type { Dashboard } from '../api/reporting-api.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';
import { formatCount, formatDuration, formatRate } from '../utils/dashboard-format.ts';

const TEXTS = REPORTING_TEXTS.kpis;

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={600}>
        {value}
      </Text>
    </Card>
  );
}

/** The period's headline figures. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const totals = dashboard.totals;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" aria-label="Totals">
      <Kpi label={TEXTS.created} value={formatCount(totals.created)} />
      <Kpi label={TEXTS.handled} value={formatCount(totals.handled)} />
      <Kpi label={TEXTS.abandonRate} value={formatRate(totals.abandonRate)} />
      <Kpi
        label={TEXTS.serviceLevel(dashboard.serviceLevelSeconds)}
        value={formatRate(totals.serviceLevel)}
      />
      <Kpi label={TEXTS.asa} value={formatDuration(totals.averageSpeedOfAnswerSeconds)} />
      <Kpi label={TEXTS.aht} value={formatDuration(totals.averageHandleSeconds)} />
      <Kpi label={TEXTS.talk} value={formatDuration(totals.averageTalkSeconds)} />
      <Kpi label={TEXTS.wrap} value={formatDuration(totals.averageWrapSeconds)} />
      <Kpi label={TEXTS.transfers} value={formatCount(totals.transfers)} />
    </SimpleGrid>
  );
}
