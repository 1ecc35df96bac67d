// A test run from the builder (docs/journeys.md "Test run"): startJourneyTestRun for one contact, then
// journeyRun to follow it on the canvas, and removeContactFromJourney to stop it early.
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { TEST_RUN_TEXTS } from '../builder-texts.ts';
import type { JourneyRunFieldsFragment } from './journey-analytics.generated.ts';
import {
  JourneyTestContactsDocument,
  type JourneyTestContactsQuery,
  JourneyTestRunDocument,
  StartJourneyTestRunDocument,
  StopJourneyTestRunDocument,
} from './journey-test-run.generated.ts';

export type TestRun = JourneyRunFieldsFragment;
export type TestRunStep = TestRun['path'][number];
export type TestContact = JourneyTestContactsQuery['searchContacts']['items'][number];

/** Runs the saved draft for the contact (its profile id, as the contact search returns it). */
export async function startTestRun(journeyId: string, profileId: string): Promise<TestRun> {
  const data = await graphqlRequest(
    StartJourneyTestRunDocument,
    { journeyId, contactId: profileId, useDraft: true },
    { skipDefault: true },
  );
  return data.startJourneyTestRun;
}

export async function fetchTestRun(journeyId: string, runId: string, signal?: AbortSignal): Promise<TestRun> {
  const data = await graphqlRequest(
    JourneyTestRunDocument,
    { journeyId, runId },
    { signal, failureMessage: TEST_RUN_TEXTS.refreshFailed },
  );
  return data.journeyRun;
}

export async function stopTestRun(journeyId: string, runId: string): Promise<void> {
  await graphqlRequest(StopJourneyTestRunDocument, { journeyId, runId }, { skipDefault: true });
}

/** The contact search (name, phone, email or external id; spec 001 §5), ten at a time. */
export async function searchTestContacts(query: string, signal?: AbortSignal): Promise<TestContact[]> {
  const data = await graphqlRequest(JourneyTestContactsDocument, { query, page: 0 }, { signal });
  return data.searchContacts.items;
}
