import { AGENT_DESKTOP_SPEC_TEXTS } from '@parley/core/agent-desktop/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { DailyStatsDocument, type DailyStatsQuery } from './stats.generated.ts';

/** The agent's counts of today and their targets (spec 001 §7 getDailyStats). */
export type DailyStats = DailyStatsQuery['getDailyStats'];

/** GraphQL getDailyStats (spec 001 §7). The popover shows a failure in place (spec 001 §8), no toast. */
export async function fetchDailyStats(signal?: AbortSignal): Promise<DailyStats> {
  const data = await graphqlRequest(
    DailyStatsDocument,
    {},
    { signal, skipDefault: true, failureMessage: AGENT_DESKTOP_SPEC_TEXTS.statsLoadError },
  );
  return data.getDailyStats;
}
