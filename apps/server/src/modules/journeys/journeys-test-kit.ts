import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import { defaultJourneySettings } from '@parley/core/journeys/settings';
import { completeDefinition, FIXTURE_CONTEXT } from '@parley/core/journeys/test-fixtures';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { contacts } from '../contacts/contacts.tables.ts';
import { newProfileId } from '../contacts/import-contacts.ts';
import {
  ATTRIBUTES_EVENT_NAME,
  ATTRIBUTES_EVENT_TYPE,
  learnEventSchema,
} from '../events/learn-event-schema.ts';
import { journeyRuns, journeySteps } from './journeys.tables.ts';

// GraphQL documents, answers and builders shared by the journeys integration tests.

const USER = 'id name';
const LISTING = `id friendlyId name state triggerType version hidden tags { id name }
  counts { entered active completed exited failed } createdAt updatedAt createdBy { ${USER} } updatedBy { ${USER} }`;
const JOURNEY = `${LISTING} description originalCreatedAt draft draftChanged liveDefinition
  problems { severity nodeId edgeId field message }`;

export const CREATE_JOURNEY = `mutation { createJourney { ${JOURNEY} } }`;
export const GET_JOURNEY = `query ($id: ID!) { journey(id: $id) { ${JOURNEY} } }`;
export const GET_JOURNEYS = `query ($filter: JourneyFilter, $page: Int, $size: Int) {
  getJourneys(filter: $filter, page: $page, size: $size) { total page size items { ${LISTING} } } }`;
export const SAVE_DRAFT = `mutation ($id: ID!, $input: JourneyDraftInput!) {
  saveJourneyDraft(id: $id, input: $input) { ${JOURNEY} } }`;
export const PUBLISH = `mutation ($id: ID!) { publishJourney(id: $id) { ${JOURNEY} } }`;
export const DUPLICATE = `mutation ($id: ID!) { duplicateJourney(id: $id) { ${JOURNEY} } }`;
export const SET_HIDDEN = `mutation ($id: ID!, $hidden: Boolean!) { setJourneyHidden(id: $id, hidden: $hidden) { ${JOURNEY} } }`;
export const DELETE_JOURNEY = 'mutation ($id: ID!) { deleteJourney(id: $id) }';
export const JOURNEY_TAGS = 'query { journeyTags { id name } }';
export const JOURNEY_VERSIONS = `query ($journeyId: ID!) { journeyVersions(journeyId: $journeyId) {
  version publishedAt publishedBy { ${USER} } definition } }`;
export const NODE_ANALYTICS = `query ($journeyId: ID!, $from: DateTime, $to: DateTime) {
  journeyNodeAnalytics(journeyId: $journeyId, from: $from, to: $to) { nodeId entered waiting completed skipped failed ended } }`;
export const EDGE_ANALYTICS = `query ($journeyId: ID!, $from: DateTime, $to: DateTime) {
  journeyEdgeAnalytics(journeyId: $journeyId, from: $from, to: $to) { edgeId count } }`;
export const JOURNEY_USERS = `query ($journeyId: ID!, $nodeId: String, $search: String, $includeTest: Boolean, $page: Int, $size: Int) {
  journeyUsers(journeyId: $journeyId, nodeId: $nodeId, search: $search, includeTest: $includeTest, page: $page, size: $size) {
    total page size items { id version state nodeId test enteredAt endedAt endReason
      contact { id profileId name phone email }
      path { nodeId version status output reason enteredAt finishedAt } } } }`;
const RUN = `id version state nodeId test enteredAt endedAt endReason contact { id profileId name phone email }
  path { nodeId version status output reason enteredAt finishedAt }`;
export const JOURNEY_RUN = `query ($journeyId: ID!, $runId: ID!) { journeyRun(journeyId: $journeyId, runId: $runId) { ${RUN} } }`;
export const START_TEST_RUN = `mutation ($journeyId: ID!, $contactId: ID!, $useDraft: Boolean) {
  startJourneyTestRun(journeyId: $journeyId, contactId: $contactId, useDraft: $useDraft) { ${RUN} } }`;
export const REMOVE_CONTACT = `mutation ($journeyId: ID!, $runId: ID!) {
  removeContactFromJourney(journeyId: $journeyId, runId: $runId) }`;

export type JourneyUserAnswer = { id: string; name: string | null };
export type JourneyListingAnswer = {
  id: string;
  friendlyId: string;
  name: string;
  state: 'live' | 'draft';
  triggerType: string | null;
  version: number | null;
  hidden: boolean;
  tags: { id: string; name: string }[];
  counts: { entered: number; active: number; completed: number; exited: number; failed: number };
  createdAt: string;
  updatedAt: string;
  createdBy: JourneyUserAnswer | null;
  updatedBy: JourneyUserAnswer | null;
};
export type JourneyAnswer = JourneyListingAnswer & {
  description: string | null;
  originalCreatedAt: string;
  draft: JourneyDefinition;
  draftChanged: boolean;
  liveDefinition: JourneyDefinition | null;
  problems: JourneyProblem[];
};
export type JourneyPageAnswer = { total: number; page: number; size: number; items: JourneyListingAnswer[] };

export type DraftInput = {
  name: string;
  description?: string | null;
  tagNames?: string[];
  definition: unknown;
  expectedUpdatedAt?: string | null;
};

/** The problems a refusal carries in its extensions (`details.problems`). */
export function refusalProblems(refusal: object): JourneyProblem[] {
  const details: unknown = Reflect.get(refusal, 'details');
  const problems: unknown =
    typeof details === 'object' && details !== null ? Reflect.get(details, 'problems') : null;
  if (!Array.isArray(problems)) throw new Error(`no problems in ${JSON.stringify(refusal)}`);
  return problems;
}

export function createJourneyAs(client: TestClient): Promise<JourneyAnswer> {
  return gqlField<JourneyAnswer>(client, CREATE_JOURNEY, 'createJourney');
}

export function saveDraftAs(client: TestClient, id: string, input: DraftInput): Promise<JourneyAnswer> {
  return gqlField<JourneyAnswer>(client, SAVE_DRAFT, 'saveJourneyDraft', { id, input });
}

export function publishAs(client: TestClient, id: string): Promise<JourneyAnswer> {
  return gqlField<JourneyAnswer>(client, PUBLISH, 'publishJourney', { id });
}

export function getJourneysAs(
  client: TestClient,
  variables: { filter?: Record<string, unknown>; page?: number; size?: number } = {},
): Promise<JourneyPageAnswer> {
  return gqlField<JourneyPageAnswer>(client, GET_JOURNEYS, 'getJourneys', variables);
}

/**
 * What core's fixture journey needs the brand to know: the `order placed` event's fields and the
 * contact attributes its templates and conditions use (as ingest would have learned them).
 */
export async function learnFixtureSchema(db: DbExecutor, brandId: string): Promise<void> {
  const fieldsOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 'x']));
  await learnEventSchema(db, {
    brandId,
    seenAt: new Date(),
    observations: [
      { eventType: 'track', eventName: 'order placed', fields: fieldsOf(FIXTURE_CONTEXT.eventFields) },
      {
        eventType: ATTRIBUTES_EVENT_TYPE,
        eventName: ATTRIBUTES_EVENT_NAME,
        fields: fieldsOf(FIXTURE_CONTEXT.contactFields),
      },
    ],
  });
}

/** A contact of the brand (its row id). */
export async function insertContact(
  db: DbExecutor,
  brandId: string,
  contact: { firstName: string; lastName?: string; phone?: string | null; email?: string | null },
): Promise<{ id: string; profileId: string }> {
  const [row] = await db
    .insert(contacts)
    .values({
      brandId,
      profileId: newProfileId(),
      firstName: contact.firstName,
      lastName: contact.lastName ?? 'Test',
      contactPhone: contact.phone ?? null,
      email: contact.email ?? null,
    })
    .returning({ id: contacts.id, profileId: contacts.profileId });
  if (!row) throw new Error('insert returned no contact');
  return row;
}

type StepFixture = {
  nodeId: string;
  status: 'waiting' | 'completed' | 'skipped' | 'failed' | 'ended';
  output?: string | null;
  enteredAt?: Date;
  reason?: string | null;
};

/** A run with its steps, as the engine would have written them. */
export async function insertRun(
  db: DbExecutor,
  options: {
    brandId: string;
    journeyId: string;
    contactId: string;
    version?: number;
    state?: string;
    nodeId?: string | null;
    test?: boolean;
    enteredAt?: Date;
    steps: StepFixture[];
  },
): Promise<string> {
  const { brandId, journeyId } = options;
  const version = options.version ?? 1;
  const enteredAt = options.enteredAt ?? new Date();
  const [run] = await db
    .insert(journeyRuns)
    .values({
      brandId,
      journeyId,
      version,
      contactId: options.contactId,
      state: options.state ?? 'active',
      nodeId: options.nodeId ?? null,
      entryRule: 'everyTime',
      triggerKey: `test:${Math.random()}`,
      test: options.test ?? false,
      enteredAt,
      endedAt: options.state && options.state !== 'active' ? new Date() : null,
    })
    .returning({ id: journeyRuns.id });
  if (!run) throw new Error('insert returned no run');
  let at = enteredAt.getTime();
  for (const step of options.steps) {
    at += 1000;
    await db.insert(journeySteps).values({
      brandId,
      runId: run.id,
      nodeId: step.nodeId,
      version,
      journeyId,
      status: step.status,
      output: step.output ?? null,
      reason: step.reason ?? null,
      enteredAt: step.enteredAt ?? new Date(at),
      finishedAt: step.status === 'waiting' ? null : new Date(at + 500),
    });
  }
  return run.id;
}

/** A complete two-node journey on a custom event (the authorization matrix's journey). */
export function worldJourneyDefinition(eventName: string): JourneyDefinition {
  return {
    nodes: [
      {
        id: 'trigger',
        type: 'trigger',
        position: { x: 0, y: 0 },
        data: { triggerType: 'custom', eventName, filters: [] },
      },
      {
        id: 'text',
        type: 'sms',
        position: { x: 0, y: 100 },
        data: { fromNumber: null, body: 'Hi {{ contact.firstName }}' },
      },
    ],
    edges: [{ id: 'e1', source: 'trigger', target: 'text', sourceHandle: null, targetHandle: null }],
    settings: defaultJourneySettings(),
  };
}

/** An active run of the contact (by profile id) waiting at the world journey's `text` node. */
export async function insertWorldJourneyRun(
  db: DbExecutor,
  options: { brandId: string; journeyId: string; profileId: string },
): Promise<string> {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.brandId, options.brandId), eq(contacts.profileId, options.profileId)));
  if (!contact) throw new Error('world journey run: no contact');
  return insertRun(db, {
    brandId: options.brandId,
    journeyId: options.journeyId,
    contactId: contact.id,
    nodeId: 'text',
    steps: [
      { nodeId: 'trigger', status: 'completed' },
      { nodeId: 'text', status: 'waiting' },
    ],
  });
}

export type NodeStatsAnswer = {
  nodeId: string;
  entered: number;
  waiting: number;
  completed: number;
  skipped: number;
  failed: number;
  ended: number;
};
export type JourneyRunAnswer = {
  id: string;
  state: string;
  nodeId: string | null;
  test: boolean;
  endReason: string | null;
  endedAt: string | null;
  contact: { id: string; profileId: string; name: string | null; phone: string | null; email: string | null };
  path: { nodeId: string; status: string; output: string | null; reason: string | null }[];
};
export type JourneyRunPageAnswer = { total: number; page: number; size: number; items: JourneyRunAnswer[] };

export const DAY_MS = 86_400_000;

/**
 * A live journey (core's fixture) of a new brand's admin, with runs in every state as the engine
 * would have left them: Ada waiting, Grace completed (and in a test run), Alan failed, Edsger long ago.
 */
export async function liveJourneyWithRuns(t: TestApp) {
  const admin = await signedInAs(t, ['admin']);
  const db = t.database.db;
  const { brandId } = admin;
  await learnFixtureSchema(db, brandId);
  const created = await createJourneyAs(admin.client);
  await saveDraftAs(admin.client, created.id, { name: 'Orders', definition: completeDefinition() });
  const journey = await publishAs(admin.client, created.id);
  const journeyId = journey.id;
  const ada = await insertContact(db, brandId, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+14155550101',
  });
  const grace = await insertContact(db, brandId, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.test',
  });
  const alan = await insertContact(db, brandId, { firstName: 'Alan', lastName: 'Turing' });
  const edsger = await insertContact(db, brandId, { firstName: 'Edsger', lastName: 'Dijkstra' });
  const long = new Date(Date.now() - 10 * DAY_MS);
  const runs = {
    waiting: await insertRun(db, {
      brandId,
      journeyId,
      contactId: ada.id,
      nodeId: 'wait',
      enteredAt: new Date(Date.now() - 60_000),
      steps: [
        { nodeId: 'trigger', status: 'completed' },
        { nodeId: 'wait', status: 'waiting' },
      ],
    }),
    completed: await insertRun(db, {
      brandId,
      journeyId,
      contactId: grace.id,
      state: 'completed',
      enteredAt: new Date(Date.now() - 120_000),
      steps: [
        { nodeId: 'trigger', status: 'completed' },
        { nodeId: 'wait', status: 'completed' },
        { nodeId: 'vip', status: 'completed', output: 'true' },
        { nodeId: 'text', status: 'skipped', reason: 'notSubscribedSms' },
        { nodeId: 'mark', status: 'completed' },
      ],
    }),
    failed: await insertRun(db, {
      brandId,
      journeyId,
      contactId: alan.id,
      state: 'failed',
      enteredAt: new Date(Date.now() - 180_000),
      steps: [
        { nodeId: 'trigger', status: 'completed' },
        { nodeId: 'wait', status: 'completed' },
        { nodeId: 'vip', status: 'completed', output: 'false' },
        { nodeId: 'task', status: 'failed', reason: 'no queue' },
      ],
    }),
    old: await insertRun(db, {
      brandId,
      journeyId,
      contactId: edsger.id,
      state: 'completed',
      enteredAt: long,
      steps: [{ nodeId: 'trigger', status: 'completed', enteredAt: long }],
    }),
    test: await insertRun(db, {
      brandId,
      journeyId,
      contactId: grace.id,
      nodeId: 'wait',
      test: true,
      steps: [
        { nodeId: 'trigger', status: 'completed' },
        { nodeId: 'wait', status: 'waiting' },
      ],
    }),
  };
  return { admin, journeyId, runs, contacts: { ada, grace, alan, edsger } };
}

export { gql, gqlError, gqlField };
