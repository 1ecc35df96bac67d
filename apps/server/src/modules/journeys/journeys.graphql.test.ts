import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CREATE_JOURNEY,
  createJourneyAs,
  DELETE_JOURNEY,
  DUPLICATE,
  GET_JOURNEY,
  GET_JOURNEYS,
  getJourneysAs,
  gqlError,
  gqlField,
  JOURNEY_TAGS,
  type JourneyAnswer,
  learnFixtureSchema,
  NODE_ANALYTICS,
  PUBLISH,
  publishAs,
  REMOVE_CONTACT,
  SAVE_DRAFT,
  SET_HIDDEN,
  saveDraftAs,
} from './journeys-test-kit.ts';

// The builder's API over GraphQL (docs/journeys.md "Server API"): create, read, list, save, duplicate,
// archive, delete, tags; who may do what; another brand's journeys are not found.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('journeys: create, read, save, duplicate, archive, delete', () => {
  it('creates a draft "New Journey" with one trigger node and reads it back', async () => {
    const admin = await signedInAs(t, ['admin']);
    const created = await createJourneyAs(admin.client);
    expect(created).toMatchObject({
      name: 'New Journey',
      state: 'draft',
      version: null,
      hidden: false,
      triggerType: null,
      tags: [],
      description: null,
      draftChanged: true,
      liveDefinition: null,
      counts: { entered: 0, active: 0, completed: 0, exited: 0, failed: 0 },
      createdBy: { id: admin.user.id, name: 'Test User' },
      updatedBy: { id: admin.user.id, name: 'Test User' },
    });
    expect(created.friendlyId).toMatch(/^J-[2-9A-Z]{6}$/);
    expect(created.draft.nodes).toEqual([
      { id: 'trigger', type: 'trigger', position: { x: 250, y: 50 }, data: { triggerType: null } },
    ]);
    expect(created.draft.edges).toEqual([]);
    expect(created.originalCreatedAt).toBe(created.createdAt);
    // Incomplete: the trigger's type is not chosen.
    expect(created.problems).toContainEqual(
      expect.objectContaining({ severity: 'incomplete', nodeId: 'trigger' }),
    );
    expect(await gqlField(admin.client, GET_JOURNEY, 'journey', { id: created.id })).toEqual(created);
  });

  it('saves the draft with its name, description and tags, and the problems say what is left', async () => {
    const admin = await signedInAs(t, ['admin']);
    await learnFixtureSchema(t.database.db, admin.brandId);
    const created = await createJourneyAs(admin.client);
    const saved = await saveDraftAs(admin.client, created.id, {
      name: '  Order follow-up ',
      description: 'Thank buyers',
      tagNames: ['VIP', 'orders', 'vip'],
      definition: completeDefinition(),
      expectedUpdatedAt: created.updatedAt,
    });
    expect(saved).toMatchObject({
      name: 'Order follow-up',
      description: 'Thank buyers',
      triggerType: 'custom',
      draftChanged: true,
      problems: [],
    });
    expect(saved.tags.map((tag) => tag.name)).toEqual(['orders', 'VIP']);
    expect(saved.draft).toEqual(completeDefinition());
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());

    // Tags are the brand's, names unique ignoring case; a second journey reuses them.
    const other = await createJourneyAs(admin.client);
    await saveDraftAs(admin.client, other.id, { name: 'Other', tagNames: ['vip'], definition: other.draft });
    expect(await gqlField(admin.client, JOURNEY_TAGS, 'journeyTags')).toEqual(saved.tags);

    // An empty tag list clears them; a missing description clears it.
    const cleared = await saveDraftAs(admin.client, created.id, {
      name: 'Order follow-up',
      tagNames: [],
      definition: completeDefinition(),
    });
    expect(cleared).toMatchObject({ tags: [], description: null });
  });

  it('duplicates a journey as a draft "<name> (copy)" keeping originalCreatedAt and tags', async () => {
    const admin = await signedInAs(t, ['admin']);
    await learnFixtureSchema(t.database.db, admin.brandId);
    const created = await createJourneyAs(admin.client);
    await saveDraftAs(admin.client, created.id, {
      name: 'A name that is exactly fifty characters long......',
      tagNames: ['orders'],
      definition: completeDefinition(),
    });
    const live = await publishAs(admin.client, created.id);
    const copy = await gqlField<JourneyAnswer>(admin.client, DUPLICATE, 'duplicateJourney', { id: live.id });
    expect(copy.id).not.toBe(live.id);
    expect(copy.friendlyId).not.toBe(live.friendlyId);
    expect(copy).toMatchObject({
      name: 'A name that is exactly fifty characters lon (copy)',
      state: 'draft',
      version: null,
      draftChanged: true,
      liveDefinition: null,
      originalCreatedAt: live.originalCreatedAt,
      tags: live.tags,
    });
    expect(copy.name).toHaveLength(50);
    expect(copy.draft).toEqual(live.draft);
    expect(copy.createdAt >= live.createdAt).toBe(true);
    // A copy of the copy still keeps the first creation time.
    const again = await gqlField<JourneyAnswer>(admin.client, DUPLICATE, 'duplicateJourney', { id: copy.id });
    expect(again.originalCreatedAt).toBe(live.originalCreatedAt);
  });

  it('archives and unarchives a journey; the listing leaves archived ones out unless asked', async () => {
    const admin = await signedInAs(t, ['admin']);
    const created = await createJourneyAs(admin.client);
    const hidden = await gqlField<JourneyAnswer>(admin.client, SET_HIDDEN, 'setJourneyHidden', {
      id: created.id,
      hidden: true,
    });
    expect(hidden).toMatchObject({ hidden: true, updatedAt: created.updatedAt });
    expect((await getJourneysAs(admin.client)).items).toEqual([]);
    const all = await getJourneysAs(admin.client, { filter: { includeHidden: true } });
    expect(all.items.map((item) => [item.id, item.hidden])).toEqual([[created.id, true]]);
    const shown = await gqlField<JourneyAnswer>(admin.client, SET_HIDDEN, 'setJourneyHidden', {
      id: created.id,
      hidden: false,
    });
    expect(shown.hidden).toBe(false);
    expect((await getJourneysAs(admin.client)).total).toBe(1);
  });

  it('deletes a draft that was never published, and refuses to delete a published one', async () => {
    const admin = await signedInAs(t, ['admin']);
    await learnFixtureSchema(t.database.db, admin.brandId);
    const draft = await createJourneyAs(admin.client);
    expect(await gqlField(admin.client, DELETE_JOURNEY, 'deleteJourney', { id: draft.id })).toBe(true);
    expect(await gqlError(admin.client, GET_JOURNEY, { id: draft.id })).toMatchObject({
      code: 'not_found',
      message: 'Journey not found',
      field: 'id',
    });

    const published = await createJourneyAs(admin.client);
    await saveDraftAs(admin.client, published.id, { name: 'Live one', definition: completeDefinition() });
    await publishAs(admin.client, published.id);
    expect(await gqlError(admin.client, DELETE_JOURNEY, { id: published.id })).toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'A journey that was published cannot be deleted. Archive it instead.',
    });
    expect(await gqlField(admin.client, GET_JOURNEY, 'journey', { id: published.id })).toMatchObject({
      state: 'live',
    });
  });
});

describe('getJourneys: filter and paging', () => {
  it('filters by name (contains, ignoring case), state, trigger type and tags, and pages', async () => {
    const admin = await signedInAs(t, ['admin']);
    await learnFixtureSchema(t.database.db, admin.brandId);
    const make = async (name: string, options: { tagNames?: string[]; complete?: boolean } = {}) => {
      const created = await createJourneyAs(admin.client);
      return saveDraftAs(admin.client, created.id, {
        name,
        tagNames: options.tagNames ?? [],
        definition: options.complete ? completeDefinition() : created.draft,
      });
    };
    const welcome = await make('Welcome series', { tagNames: ['onboarding'] });
    const orders = await make('Order follow-up', { tagNames: ['orders'], complete: true });
    await publishAs(admin.client, orders.id);
    const winback = await make('Win back 100%_', { tagNames: ['orders', 'churn'] });

    const names = async (filter: Record<string, unknown>) =>
      (await getJourneysAs(admin.client, { filter })).items.map((item) => item.name);
    expect(await names({ name: 'ORDER' })).toEqual(['Order follow-up']);
    // LIKE wildcards are text.
    expect(await names({ name: '0%_' })).toEqual(['Win back 100%_']);
    expect(await names({ name: '%' })).toEqual(['Win back 100%_']);
    expect(await names({ state: 'live' })).toEqual(['Order follow-up']);
    expect(await names({ state: 'draft' })).toEqual(['Win back 100%_', 'Welcome series']);
    expect(await names({ triggerType: 'custom' })).toEqual(['Order follow-up']);
    const tagId = orders.tags[0]?.id;
    expect(await names({ tagIds: [tagId] })).toEqual(['Win back 100%_', 'Order follow-up']);
    expect(await names({ tagIds: [welcome.tags[0]?.id, tagId] })).toEqual([
      'Win back 100%_',
      'Order follow-up',
      'Welcome series',
    ]);

    // Most recently updated first; total counts every page.
    const first = await getJourneysAs(admin.client, { page: 0, size: 2 });
    expect(first).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(first.items.map((item) => item.id)).toEqual([winback.id, orders.id]);
    const second = await getJourneysAs(admin.client, { page: 1, size: 2 });
    expect(second.items.map((item) => item.id)).toEqual([welcome.id]);
    const live = first.items.find((item) => item.id === orders.id);
    expect(live).toMatchObject({ state: 'live', version: 1, triggerType: 'custom' });
  });

  it('refuses a bad filter or page, naming the field', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, GET_JOURNEYS, { filter: { state: 'paused' } })).toMatchObject({
      code: 'validation_failed',
      field: 'filter.state',
    });
    expect(await gqlError(admin.client, GET_JOURNEYS, { filter: { tagIds: ['nope'] } })).toMatchObject({
      code: 'validation_failed',
      field: 'filter.tagIds',
    });
    expect(await gqlError(admin.client, GET_JOURNEYS, { size: 101 })).toMatchObject({ field: 'size' });
    expect(await gqlError(admin.client, GET_JOURNEYS, { page: -1 })).toMatchObject({ field: 'page' });
  });
});

describe('who may use journeys', () => {
  it('lets supervisors read but not change; refuses agents everything', async () => {
    const admin = await signedInAs(t, ['admin']);
    const created = await createJourneyAs(admin.client);
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect((await getJourneysAs(supervisor.client)).items.map((item) => item.id)).toEqual([created.id]);
    expect(await gqlField(supervisor.client, GET_JOURNEY, 'journey', { id: created.id })).toMatchObject({
      id: created.id,
    });
    const forbiddenWrite = { code: 'forbidden', message: 'Only admins can change journeys' };
    expect(await gqlError(supervisor.client, CREATE_JOURNEY)).toMatchObject(forbiddenWrite);
    expect(
      await gqlError(supervisor.client, SAVE_DRAFT, {
        id: created.id,
        input: { name: 'x', definition: created.draft },
      }),
    ).toMatchObject(forbiddenWrite);
    expect(await gqlError(supervisor.client, PUBLISH, { id: created.id })).toMatchObject(forbiddenWrite);
    expect(await gqlError(supervisor.client, DELETE_JOURNEY, { id: created.id })).toMatchObject(
      forbiddenWrite,
    );

    const agent = await signedInAs(t, ['agent'], admin.brandId);
    const forbiddenRead = { code: 'forbidden', message: 'Only admins and supervisors can see journeys' };
    expect(await gqlError(agent.client, GET_JOURNEYS)).toMatchObject(forbiddenRead);
    expect(await gqlError(agent.client, GET_JOURNEY, { id: created.id })).toMatchObject(forbiddenRead);
    expect(await gqlError(agent.client, JOURNEY_TAGS)).toMatchObject(forbiddenRead);
    expect(await gqlError(agent.client, CREATE_JOURNEY)).toMatchObject(forbiddenWrite);
    expect(await gqlError(agent.client, DUPLICATE, { id: created.id })).toMatchObject(forbiddenWrite);
  });

  it("does not find another brand's journey, for reads or writes", async () => {
    const owner = await signedInAs(t, ['admin']);
    const created = await createJourneyAs(owner.client);
    const stranger = await signedInAs(t, ['admin']);
    const notFound = { code: 'not_found', message: 'Journey not found' };
    expect(await gqlError(stranger.client, GET_JOURNEY, { id: created.id })).toMatchObject(notFound);
    expect(
      await gqlError(stranger.client, SAVE_DRAFT, {
        id: created.id,
        input: { name: 'Taken over', definition: created.draft },
      }),
    ).toMatchObject(notFound);
    expect(await gqlError(stranger.client, PUBLISH, { id: created.id })).toMatchObject(notFound);
    expect(await gqlError(stranger.client, DUPLICATE, { id: created.id })).toMatchObject(notFound);
    expect(await gqlError(stranger.client, SET_HIDDEN, { id: created.id, hidden: true })).toMatchObject(
      notFound,
    );
    expect(await gqlError(stranger.client, DELETE_JOURNEY, { id: created.id })).toMatchObject(notFound);
    expect(await gqlError(stranger.client, NODE_ANALYTICS, { journeyId: created.id })).toMatchObject(
      notFound,
    );
    expect(
      await gqlError(stranger.client, REMOVE_CONTACT, { journeyId: created.id, runId: created.id }),
    ).toMatchObject(notFound);
    expect((await getJourneysAs(stranger.client)).total).toBe(0);
    // Untouched.
    expect(await gqlField(owner.client, GET_JOURNEY, 'journey', { id: created.id })).toEqual(created);
  });
});
