import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  DAY_MS,
  EDGE_ANALYTICS,
  gqlError,
  gqlField,
  JOURNEY_USERS,
  type JourneyRunPageAnswer,
  liveJourneyWithRuns,
  NODE_ANALYTICS,
  type NodeStatsAnswer,
} from './journeys-test-kit.ts';

// What the builder reads of the engine's rows (docs/journeys.md "Server API"): node and edge
// analytics, and the contacts of a journey with their paths.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('node and edge analytics', () => {
  it('counts each node and edge from the steps, without test runs, for a date range', async () => {
    const { admin, journeyId } = await liveJourneyWithRuns(t);
    const stats = await gqlField<NodeStatsAnswer[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', {
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
    const recent = await gqlField<NodeStatsAnswer[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', {
      journeyId,
      from: new Date(Date.now() - DAY_MS).toISOString(),
      to: new Date(Date.now() + DAY_MS).toISOString(),
    });
    expect(recent.find((row) => row.nodeId === 'trigger')?.entered).toBe(3);
    const before = await gqlField<NodeStatsAnswer[]>(admin.client, NODE_ANALYTICS, 'journeyNodeAnalytics', {
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
    const { admin, journeyId, runs, contacts } = await liveJourneyWithRuns(t);
    const list = (variables: Record<string, unknown> = {}) =>
      gqlField<JourneyRunPageAnswer>(admin.client, JOURNEY_USERS, 'journeyUsers', {
        journeyId,
        ...variables,
      });
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
      (await gqlField<JourneyRunPageAnswer>(supervisor.client, JOURNEY_USERS, 'journeyUsers', { journeyId }))
        .total,
    ).toBe(4);
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, JOURNEY_USERS, { journeyId })).toMatchObject({ code: 'forbidden' });
  });
});
