import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Dashboard } from '../api/reporting-api.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';

// Only the parts the dashboard draws (the reporting chunk stays small): bars and a line on a grid.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const TEXTS = REPORTING_TEXTS.chart;

/** A period's label on the axis: the time for hours, the date otherwise. */
function axisLabel(period: string, granularity: string): string {
  return granularity === 'hour' ? period.slice(11, 16) : period.slice(0, 10);
}

/** Contacts, handled and abandoned per period (Apache ECharts). */
export function DashboardChart({
  dashboard,
  onPeriod,
}: {
  dashboard: Dashboard;
  /** A click on a period's bars: its tasks (the drill-down). */
  onPeriod: (period: string) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current);
    const periods = dashboard.series.map((row) => axisLabel(row.period, dashboard.granularity));
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 40, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: periods },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: TEXTS.created, type: 'bar', data: dashboard.series.map((row) => row.figures.created) },
        { name: TEXTS.handled, type: 'bar', data: dashboard.series.map((row) => row.figures.handled) },
        { name: TEXTS.abandoned, type: 'line', data: dashboard.series.map((row) => row.figures.abandoned) },
      ],
    });
    chart.on('click', (params) => {
      const row = dashboard.series[params.dataIndex];
      if (row) onPeriod(row.period);
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [dashboard, onPeriod]);
  return (
    <Card withBorder padding="md" component="section" aria-label={TEXTS.title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{TEXTS.title}</Title>
          <Text size="xs" c="dimmed">
            {REPORTING_TEXTS.drillDown.chartHint}
          </Text>
        </Group>
        <div ref={element} style={{ height: 280, width: '100%' }} />
      </Stack>
    </Card>
  );
}
