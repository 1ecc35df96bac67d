import { useQuery } from '@tanstack/react-query';
import type { DashboardInput } from '../../../shared/graphql/schema-types.generated.ts';
import { fetchDashboard, fetchReportingOptions, reportingKeys } from '../api/reporting-api.ts';

/** The dashboard's figures, read again every 30 s while shown (the rollups follow finished tasks). */
export function useDashboard(input: DashboardInput) {
  return useQuery({
    queryKey: reportingKeys.dashboard(input),
    queryFn: ({ signal }) => fetchDashboard(input, signal),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useReportingOptions() {
  return useQuery({
    queryKey: reportingKeys.options(),
    queryFn: ({ signal }) => fetchReportingOptions(signal),
    staleTime: 300_000,
  });
}
