import { parsePageQuery } from '@parley/core/contact-lists/page-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CREATE_VIEW,
  createView,
  DELETE_VIEW,
  gql,
  gqlError,
  gqlField,
  LIST_VIEWS,
  listedNames,
  listViews,
  PAGE,
  pageQueryText,
  UPDATE_VIEW,
  VIEW_CONTACTS,
  viewVariables,
} from './saved-views-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('contact lists over GraphQL (spec 002 §7)', () => {
  it('creates a private list, lists it, updates it and deletes it', async () => {
    const agent = await signedInAs(t, ['agent']);
    const pageQuery = pageQueryText({
      firstName: 'Ada',
      sortBy: 'lastName',
      order: 'asc',
      keyType: 'string',
    });
    const created = await createView(agent.client, { name: '  Hot leads ', pageQuery });
    expect(created).toMatchObject({
      name: 'Hot leads',
      page: PAGE,
      isDefault: false,
      shareWithAllUsers: false,
      teams: [],
      createdBy: 'Test User',
      createdById: agent.user.id,
    });
    const stored = parsePageQuery(created.pageQuery);
    expect(stored.success && stored.data).toMatchObject({
      sortBy: 'lastName',
      order: 'asc',
      keyType: 'string',
    });
    expect(await listViews(agent.client)).toEqual([created]);

    const team = await createTestTeam(t.database.db, { brandId: agent.brandId, memberIds: [agent.user.id] });
    const updated = await gqlField<{ name: string; teams: { id: string }[] }>(
      agent.client,
      UPDATE_VIEW,
      'updateSavedView',
      { id: created.id, ...viewVariables({ name: 'Warm leads', pageQuery, teamIds: [team.id] }) },
    );
    expect(updated).toMatchObject({ name: 'Warm leads', teams: [{ id: team.id }], shareWithAllUsers: false });

    const deleted = await gqlField(agent.client, DELETE_VIEW, 'deleteSavedView', { id: created.id });
    expect(deleted).toEqual({ id: created.id });
    expect(await listViews(agent.client)).toEqual([]);
    expect(await gqlError(agent.client, DELETE_VIEW, { id: created.id })).toMatchObject({
      code: 'not_found',
    });
  });

  it('answers only the page asked for, and lists by name', async () => {
    const agent = await signedInAs(t, ['agent']);
    await createView(agent.client, { name: 'beta' });
    await createView(agent.client, { name: 'Alpha' });
    expect(await listedNames(agent.client)).toEqual(['Alpha', 'beta']);
    const other = await gqlField<{ items: unknown[] }>(agent.client, LIST_VIEWS, 'getAllSavedViewsForPage', {
      page: '/segments',
    });
    expect(other.items).toEqual([]);
  });

  it('refuses a request without a session', async () => {
    const agent = await signedInAs(t, ['agent']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'x-csrf-token': agent.client.csrfToken ?? '' },
      payload: { query: LIST_VIEWS, variables: { page: PAGE } },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(401);
  });
});

describe('brand isolation', () => {
  it("never shows, changes or runs another brand's lists, and refuses its teams", async () => {
    const admin = await signedInAs(t, ['admin']);
    const shared = await createView(admin.client, { name: 'Everyone', shareWithAllUsers: true });
    const outsider = await signedInAs(t, ['admin']);
    expect(await listViews(outsider.client)).toEqual([]);
    const update = { id: shared.id, ...viewVariables({ name: 'Taken over' }) };
    expect(await gqlError(outsider.client, UPDATE_VIEW, update)).toMatchObject({ code: 'not_found' });
    expect(await gqlError(outsider.client, DELETE_VIEW, { id: shared.id })).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(outsider.client, VIEW_CONTACTS, { id: shared.id })).toMatchObject({
      code: 'not_found',
    });
    const foreignTeam = await createTestTeam(t.database.db, { brandId: admin.brandId });
    expect(
      await gqlError(
        outsider.client,
        CREATE_VIEW,
        viewVariables({ name: 'Mine', teamIds: [foreignTeam.id] }),
      ),
    ).toMatchObject({ code: 'validation_failed', field: 'teamIds' });
    expect(await listedNames(admin.client)).toEqual(['Everyone']);
  });

  it('refuses ids that are not ids', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await gqlError(agent.client, DELETE_VIEW, { id: 'nope' })).toMatchObject({
      code: 'validation_failed',
      field: 'id',
    });
    const body = await gql(agent.client, VIEW_CONTACTS, { id: 'x' });
    expect(body.errors?.[0]?.extensions).toMatchObject({ field: 'id' });
  });
});
