import type { DailyStats } from '@parley/core/agent-desktop/stats';
import { AGENT_DESKTOP_SPEC_TEXTS } from '@parley/core/agent-desktop/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { DailyStatsDocument } from './stats.generated.ts';

/** GraphQL getDailyStats (spec 001 §7). The popover shows a failure in place (spec 001 §8), no toast. */
export async function fetchDailyStats(signal?: AbortSignal): Promise<DailyStats> {
  const data = await graphqlRequest(
    DailyStatsDocument,
    {},
    { signal, skipDefault: true, failureMessage: AGENT_DESKTOP_SPEC_TEXTS.statsLoadError },
  );
  return data.getDailyStats;
}
