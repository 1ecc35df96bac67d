import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { journeyJobs, journeyRuns, journeySteps } from './journeys.tables.ts';
import {
  createJourneyAs,
  DAY_MS,
  gqlError,
  gqlField,
  insertRun,
  type JourneyRunAnswer,
  type JourneyRunPageAnswer,
  liveJourneyWithRuns,
  NODE_ANALYTICS,
  type NodeStatsAnswer,
  publishAs,
  REMOVE_CONTACT,
  saveDraftAs,
} from './journeys-test-kit.ts';

// Contacts in flight (docs/journeys.md "Server API"): an admin removing a contact from a journey,
// and publishing a new version over contacts at its nodes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('removeContactFromJourney', () => {
  it("ends an active run as removed, drops its pending work, and refuses ended or other journeys' runs", async () => {
    const { admin, journeyId, runs } = await liveJourneyWithRuns(t);
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
      await gqlField<NodeStatsAnswer[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', { journeyId })
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

describe('publishing over contacts in flight', () => {
  it('keeps a contact at a node the new version keeps, and ends one at a node it removed', async () => {
    const { admin, journeyId, contacts } = await liveJourneyWithRuns(t);
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
    const list = await gqlField<JourneyRunPageAnswer & { items: (JourneyRunAnswer & { version: number })[] }>(
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
