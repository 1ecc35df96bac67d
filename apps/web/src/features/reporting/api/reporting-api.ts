import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import type { DashboardInput } from '../../../shared/graphql/schema-types.generated.ts';
import {
  ReportingDashboardDocument,
  type ReportingDashboardQuery,
  ReportingOptionsDocument,
  ReportingTasksDocument,
  type ReportingTasksQuery,
} from './reporting.generated.ts';

// Reporting over GraphQL (apps/server/src/modules/reporting, docs/reporting.md).

export type Dashboard = ReportingDashboardQuery['reportingDashboard'];
export type Figures = Dashboard['totals'];

export const reportingKeys = {
  dashboard: (input: DashboardInput) => ['reporting', 'dashboard', JSON.stringify(input)] as const,
  options: () => ['reporting', 'options'] as const,
  tasks: (input: DashboardInput, period: string | null) =>
    ['reporting', 'tasks', JSON.stringify(input), period] as const,
};

export async function fetchDashboard(input: DashboardInput, signal?: AbortSignal): Promise<Dashboard> {
  const data = await graphqlRequest(ReportingDashboardDocument, { input }, { signal, skipDefault: true });
  return data.reportingDashboard;
}

export type ReportingOptions = {
  queues: { sid: string; name: string }[];
  agents: { id: string; name: string }[];
};

export async function fetchReportingOptions(signal?: AbortSignal): Promise<ReportingOptions> {
  const data = await graphqlRequest(ReportingOptionsDocument, {}, { signal });
  return {
    queues: data.queues.map((queue) => ({ sid: queue.sid, name: queue.friendlyName })),
    agents: data.findAllAgents.items.map((agent) => ({ id: agent.id, name: agent.name })),
  };
}

export type ReportTasks = ReportingTasksQuery['reportingTasks'];

/** The finished tasks behind a period of the chart (or the whole range when `period` is null). */
export async function fetchReportTasks(
  input: DashboardInput,
  period: string | null,
  signal?: AbortSignal,
): Promise<ReportTasks> {
  const data = await graphqlRequest(ReportingTasksDocument, { input, period }, { signal, skipDefault: true });
  return data.reportingTasks;
}
