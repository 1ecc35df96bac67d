import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { journeyJobs, journeyRuns, journeySteps } from './journeys.tables.ts';
import {
  createJourneyAs,
  EDGE_ANALYTICS,
  gqlError,
  gqlField,
  insertContact,
  insertRun,
  JOURNEY_RUN,
  JOURNEY_USERS,
  learnFixtureSchema,
  NODE_ANALYTICS,
  publishAs,
  REMOVE_CONTACT,
  START_TEST_RUN,
  saveDraftAs,
} from './journeys-test-kit.ts';

// What the builder reads of the engine's rows (docs/journeys.md "Server API"): node and edge
// analytics, the contacts of a journey with their paths, an admin removing a contact, and publishing
// over contacts in flight.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type NodeStats = {
  nodeId: string;
  entered: number;
  waiting: number;
  completed: number;
  skipped: number;
  failed: number;
  ended: number;
};
type UserRun = {
  id: string;
  state: string;
  nodeId: string | null;
  test: boolean;
  endReason: string | null;
  endedAt: string | null;
  contact: { id: string; profileId: string; name: string | null; phone: string | null; email: string | null };
  path: { nodeId: string; status: string; output: string | null; reason: string | null }[];
};
type UserPage = { total: number; page: number; size: number; items: UserRun[] };

const DAY_MS = 86_400_000;

/** A live journey (core's fixture) with runs in every state, as the engine would have left them. */
async function liveJourneyWithRuns() {
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

describe('node and edge analytics', () => {
  it('counts each node and edge from the steps, without test runs, for a date range', async () => {
    const { admin, journeyId } = await liveJourneyWithRuns();
    const stats = await gqlField<NodeStats[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', {
      journeyId,
    });
    const zero = { waiting: 0, completed: 0, skipped: 0, failed: 0, ended: 0 };
    expect(stats).toEqual([
      { ...zero, nodeId: 'mark', entered: 1, completed: 1 },
      { ...zero, nodeId: 'task', entered: 1, failed: 1 },
      { ...zero, nodeId: 'text', entered: 1, skipped: 1 },
      { ...zero, nodeId: 'trigger', entered: 4, completed: 4 },
      { ...zero, nodeId: 'vip', entered: 2, completed: 2 },
      { ...zero, nodeId: 'wait', entered: 3, waiting: 1, completed: 2 },
    ]);
    const recent = await gqlField<NodeStats[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', {
      journeyId,
      from: new Date(Date.now() - DAY_MS).toISOString(),
      to: new Date(Date.now() + DAY_MS).toISOString(),
    });
    expect(recent.find((row) => row.nodeId === 'trigger')?.entered).toBe(3);
    const before = await gqlField<NodeStats[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', {
      journeyId,
      to: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(before.map((row) => [row.nodeId, row.entered])).toEqual([['trigger', 1]]);

    const edges = await gqlField<{ edgeId: string; count: number }[]>(
      admin.client,
      EDGE_ANALYTICS,
      'journeyEdgeAnalytics',
      {
        journeyId,
      },
    );
    expect(edges).toEqual([
      { edgeId: 'e1', count: 4 },
      { edgeId: 'e2', count: 2 },
      { edgeId: 'e3', count: 1 },
      { edgeId: 'e4', count: 1 },
      // A skipped send goes on by its output.
      { edgeId: 'e5', count: 1 },
      { edgeId: 'e6', count: 0 },
    ]);
    expect(
      await gqlError(admin.client, NODE_ANALYTICS, {
        journeyId,
        from: new Date().toISOString(),
        to: new Date(Date.now() - DAY_MS).toISOString(),
      }),
    ).toMatchObject({ code: 'validation_failed', field: 'from' });
  });
});

describe('journeyUsers', () => {
  it('lists the contacts in flight first, with their paths; filters by node and search; pages', async () => {
    const { admin, journeyId, runs, contacts } = await liveJourneyWithRuns();
    const list = (variables: Record<string, unknown> = {}) =>
      gqlField<UserPage>(admin.client, JOURNEY_USERS, 'journeyUsers', { journeyId, ...variables });
    const all = await list();
    expect(all).toMatchObject({ total: 4, page: 0, size: 25 });
    expect(all.items.map((run) => run.id)).toEqual([runs.waiting, runs.completed, runs.failed, runs.old]);
    const [first] = all.items;
    expect(first).toMatchObject({
      state: 'active',
      nodeId: 'wait',
      test: false,
      endedAt: null,
      contact: {
        id: contacts.ada.id,
        profileId: contacts.ada.profileId,
        name: 'Ada Lovelace',
        phone: '+14155550101',
        email: null,
      },
    });
    expect(all.items[1]?.path).toEqual([
      expect.objectContaining({ nodeId: 'trigger', status: 'completed', output: null }),
      expect.objectContaining({ nodeId: 'wait', status: 'completed' }),
      expect.objectContaining({ nodeId: 'vip', status: 'completed', output: 'true' }),
      expect.objectContaining({ nodeId: 'text', status: 'skipped', reason: 'notSubscribedSms' }),
      expect.objectContaining({ nodeId: 'mark', status: 'completed' }),
    ]);

    expect((await list({ includeTest: true })).total).toBe(5);
    expect((await list({ nodeId: 'task' })).items.map((run) => run.id)).toEqual([runs.failed]);
    expect((await list({ nodeId: 'wait' })).items.map((run) => run.id)).toEqual([
      runs.waiting,
      runs.completed,
      runs.failed,
    ]);
    expect((await list({ search: 'grace' })).items.map((run) => run.id)).toEqual([runs.completed]);
    expect((await list({ search: 'Hopper' })).items.map((run) => run.id)).toEqual([runs.completed]);
    expect((await list({ search: '+1 415 555 0101' })).items.map((run) => run.id)).toEqual([runs.waiting]);
    expect(await gqlError(admin.client, JOURNEY_USERS, { journeyId, search: 'a' })).toMatchObject({
      code: 'validation_failed',
      field: 'search',
    });
    const page = await list({ page: 1, size: 3 });
    expect(page).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(page.items.map((run) => run.id)).toEqual([runs.old]);
    expect(await gqlError(admin.client, JOURNEY_USERS, { journeyId, nodeId: 'bad id!' })).toMatchObject({
      field: 'nodeId',
    });

    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect(
      (await gqlField<UserPage>(supervisor.client, JOURNEY_USERS, 'journeyUsers', { journeyId })).total,
    ).toBe(4);
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, JOURNEY_USERS, { journeyId })).toMatchObject({ code: 'forbidden' });
  });
});

describe('removeContactFromJourney', () => {
  it("ends an active run as removed, drops its pending work, and refuses ended or other journeys' runs", async () => {
    const { admin, journeyId, runs } = await liveJourneyWithRuns();
    const db = t.database.db;
    const { brandId } = admin;
    const job = (kind: string) => ({
      brandId,
      kind,
      key: `${kind}:${runs.waiting}:wait:1`,
      journeyId,
      runId: runs.waiting,
      nodeId: 'wait',
      version: 1,
      dueAt: new Date(Date.now() + DAY_MS),
    });
    await db.insert(journeyJobs).values([job('timer'), job('deliver')]);

    const supervisor = await signedInAs(t, ['supervisor'], brandId);
    expect(
      await gqlError(supervisor.client, REMOVE_CONTACT, { journeyId, runId: runs.waiting }),
    ).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await gqlField(admin.client, REMOVE_CONTACT, 'removeContactFromJourney', {
        journeyId,
        runId: runs.waiting,
      }),
    ).toBe(true);
    const [run] = await db
      .select()
      .from(journeyRuns)
      .where(and(eq(journeyRuns.brandId, brandId), eq(journeyRuns.id, runs.waiting)));
    expect(run).toMatchObject({ state: 'removed', nodeId: null, endReason: 'removed' });
    expect(run?.endedAt).toBeInstanceOf(Date);
    const steps = await db
      .select({ nodeId: journeySteps.nodeId, status: journeySteps.status, reason: journeySteps.reason })
      .from(journeySteps)
      .where(and(eq(journeySteps.brandId, brandId), eq(journeySteps.runId, runs.waiting)));
    expect(steps).toContainEqual({ nodeId: 'wait', status: 'ended', reason: 'removed' });
    const jobs = await db
      .select({ kind: journeyJobs.kind })
      .from(journeyJobs)
      .where(and(eq(journeyJobs.brandId, brandId), eq(journeyJobs.runId, runs.waiting)));
    expect(jobs).toEqual([{ kind: 'deliver' }]);
    const wait = (
      await gqlField<NodeStats[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', { journeyId })
    ).find((row) => row.nodeId === 'wait');
    expect(wait).toMatchObject({ waiting: 0, ended: 1 });

    const ended = { code: 'conflict', status: 409, message: 'This contact has already left the journey' };
    expect(await gqlError(admin.client, REMOVE_CONTACT, { journeyId, runId: runs.waiting })).toMatchObject(
      ended,
    );
    expect(await gqlError(admin.client, REMOVE_CONTACT, { journeyId, runId: runs.failed })).toMatchObject(
      ended,
    );

    const other = await createJourneyAs(admin.client);
    expect(
      await gqlError(admin.client, REMOVE_CONTACT, { journeyId: other.id, runId: runs.test }),
    ).toMatchObject({
      code: 'not_found',
      field: 'runId',
      message: 'This contact is not in the journey',
    });
  });
});

describe('test runs', () => {
  it('starts a test run of the draft for a contact (by profile id), followed with journeyRun', async () => {
    const { admin, journeyId, contacts } = await liveJourneyWithRuns();
    const started = await gqlField<UserRun>(admin.client, START_TEST_RUN, 'startJourneyTestRun', {
      journeyId,
      contactId: contacts.alan.profileId,
    });
    expect(started).toMatchObject({
      test: true,
      contact: { id: contacts.alan.id, profileId: contacts.alan.profileId, name: 'Alan Turing' },
    });
    const followed = await gqlField<UserRun>(admin.client, JOURNEY_RUN, 'journeyRun', {
      journeyId,
      runId: started.id,
    });
    expect(followed).toMatchObject({ id: started.id, test: true });
    // By the contact's id too; left out of the journey's contacts unless asked.
    await gqlField(admin.client, START_TEST_RUN, 'startJourneyTestRun', {
      journeyId,
      contactId: contacts.alan.id,
      useDraft: false,
    });
    const users = await gqlField<UserPage>(admin.client, JOURNEY_USERS, 'journeyUsers', { journeyId });
    expect(users.total).toBe(4);

    expect(await gqlError(admin.client, START_TEST_RUN, { journeyId, contactId: 'pr-nobody' })).toMatchObject(
      { code: 'not_found', field: 'contactId', message: 'Contact not found' },
    );
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect(
      await gqlError(supervisor.client, START_TEST_RUN, { journeyId, contactId: contacts.alan.profileId }),
    ).toMatchObject({ code: 'forbidden' });
    expect(
      (
        await gqlField<UserRun>(supervisor.client, JOURNEY_RUN, 'journeyRun', {
          journeyId,
          runId: started.id,
        })
      ).id,
    ).toBe(started.id);
    const stranger = await signedInAs(t, ['admin']);
    expect(await gqlError(stranger.client, JOURNEY_RUN, { journeyId, runId: started.id })).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('publishing over contacts in flight', () => {
  it('keeps a contact at a node the new version keeps, and ends one at a node it removed', async () => {
    const { admin, journeyId, contacts } = await liveJourneyWithRuns();
    const db = t.database.db;
    const { brandId } = admin;
    const atTask = await insertRun(db, {
      brandId,
      journeyId,
      contactId: contacts.edsger.id,
      nodeId: 'task',
      steps: [
        { nodeId: 'trigger', status: 'completed' },
        { nodeId: 'task', status: 'waiting' },
      ],
    });
    const definition = completeDefinition();
    const withoutTask: JourneyDefinition = {
      ...definition,
      nodes: definition.nodes.filter((node) => node.id !== 'task'),
      edges: definition.edges.filter((edge) => edge.source !== 'task' && edge.target !== 'task'),
    };
    await saveDraftAs(admin.client, journeyId, { name: 'Orders', definition: withoutTask });
    expect(await publishAs(admin.client, journeyId)).toMatchObject({ version: 2, draftChanged: false });
    const list = await gqlField<UserPage & { items: (UserRun & { version: number })[] }>(
      admin.client,
      `query ($journeyId: ID!) { journeyUsers(journeyId: $journeyId, size: 100) { total page size
        items { id version state nodeId endReason contact { id } } } }`,
      'journeyUsers',
      { journeyId },
    );
    const byContact = new Map(list.items.map((run) => [run.contact.id, run]));
    expect(byContact.get(contacts.ada.id)).toMatchObject({ state: 'active', nodeId: 'wait', version: 2 });
    expect(list.items.find((run) => run.id === atTask)).toMatchObject({
      state: 'ended',
      nodeId: null,
      endReason: 'nodeRemoved',
    });
  });
});
