// The journey's analytics and its contacts (journeyNodeAnalytics, journeyUsers, removeContactFromJourney).
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { BUILDER_TEXTS, JOURNEY_USERS_TEXTS } from '../journeys-texts.ts';
import type { NodeStats } from '../utils/flow-mapping.ts';
import {
  JourneyEdgeAnalyticsDocument,
  JourneyNodeAnalyticsDocument,
  type JourneyRunFieldsFragment,
  JourneyUsersDocument,
  type JourneyUsersQuery,
  RemoveContactFromJourneyDocument,
} from './journey-analytics.generated.ts';

/** The contact search's minimum (docs/journeys.md "Server API" journeyUsers). */
export const MIN_SEARCH_LENGTH = 2;

export type JourneyUserPage = JourneyUsersQuery['journeyUsers'];
/** A contact's run with its path (a test run is one too: journey-test-run-api.ts). */
export type JourneyRun = JourneyRunFieldsFragment;
export type JourneyRunStep = JourneyRun['path'][number];

export type AnalyticsRange = { from: string | null; to: string | null };

/** Per node: contacts entered, waiting, completed, skipped and failed in the range (test runs left out). */
export async function fetchNodeAnalytics(
  journeyId: string,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<Map<string, NodeStats>> {
  const data = await graphqlRequest(
    JourneyNodeAnalyticsDocument,
    { journeyId, from: range.from, to: range.to },
    { signal, failureMessage: BUILDER_TEXTS.analyticsFailed },
  );
  return new Map(
    data.journeyNodeAnalytics.map(({ nodeId, entered, waiting, completed, skipped, failed }) => [
      nodeId,
      { entered, waiting, completed, skipped, failed },
    ]),
  );
}

/** Per edge: contacts who left its source by it in the range. */
export async function fetchEdgeAnalytics(
  journeyId: string,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const data = await graphqlRequest(
    JourneyEdgeAnalyticsDocument,
    { journeyId, from: range.from, to: range.to },
    { signal, failureMessage: BUILDER_TEXTS.analyticsFailed },
  );
  return new Map(data.journeyEdgeAnalytics.map((edge) => [edge.edgeId, edge.count]));
}

export type JourneyUsersQueryInput = {
  journeyId: string;
  nodeId: string | null;
  search: string;
  page: number;
  size: number;
};

export async function fetchJourneyUsers(
  input: JourneyUsersQueryInput,
  signal?: AbortSignal,
): Promise<JourneyUserPage> {
  const data = await graphqlRequest(
    JourneyUsersDocument,
    // The contact search needs 2 characters (the server refuses fewer): a shorter text searches nothing yet.
    { ...input, search: input.search.trim().length < MIN_SEARCH_LENGTH ? null : input.search.trim() },
    { signal, failureMessage: JOURNEY_USERS_TEXTS.loadFailed },
  );
  return data.journeyUsers;
}

export async function removeContactFromJourney(journeyId: string, runId: string): Promise<void> {
  await graphqlRequest(RemoveContactFromJourneyDocument, { journeyId, runId }, { skipDefault: true });
}
