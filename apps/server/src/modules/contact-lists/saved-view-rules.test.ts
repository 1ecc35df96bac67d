import { MAX_PRIVATE_CONTACT_LISTS } from '@parley/core/contact-lists/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { savedViewsForTest } from './saved-views-fixtures.ts';
import {
  createView,
  createViewError,
  gql,
  gqlError,
  listedNames,
  pageQueryText,
  UPDATE_VIEW,
  viewVariables,
} from './saved-views-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('list names (spec 002 §5)', () => {
  it("refuses a blank name with 'Name is required'", async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await createViewError(agent.client, { name: '   ' })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'Name is required',
    });
  });

  it('refuses a name over 50 characters, naming the field', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await createViewError(agent.client, { name: 'x'.repeat(51) })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
    });
    expect((await createView(agent.client, { name: 'x'.repeat(50) })).name).toHaveLength(50);
  });

  it("refuses a name already used by one of the user's private lists, but not their own current name", async () => {
    const agent = await signedInAs(t, ['agent']);
    const first = await createView(agent.client, { name: 'Leads' });
    expect(await createViewError(agent.client, { name: ' leads ' })).toMatchObject({
      code: 'conflict',
      field: 'name',
      message: 'Name is already in use',
    });
    // Saving a list under its own name is not a clash.
    const again = await gql(agent.client, UPDATE_VIEW, { id: first.id, ...viewVariables({ name: 'Leads' }) });
    expect(again.errors).toBeUndefined();
    // Another user's private list of the same name is no clash.
    const colleague = await signedInAs(t, ['agent'], agent.brandId);
    expect((await createView(colleague.client, { name: 'Leads' })).name).toBe('Leads');
  });
});

describe('the limit of 50 private lists (spec 002 §9)', () => {
  it('refuses the 51st with the tooltip text, and counts only private lists', async () => {
    const agent = await signedInAs(t, ['agent']);
    await savedViewsForTest(t.database.db, {
      brandId: agent.brandId,
      createdById: agent.user.id,
      count: MAX_PRIVATE_CONTACT_LISTS - 1,
    });
    const shared = await createView(agent.client, { name: 'Shared one', shareWithAllUsers: true });
    await createView(agent.client, { name: 'Fiftieth' });
    expect(await createViewError(agent.client, { name: 'Fifty-first' })).toMatchObject({
      code: 'conflict',
      message: 'Maximum number of contact lists has been exceeded.',
    });
    // Turning a shared list private would make 51.
    expect(
      await gqlError(agent.client, UPDATE_VIEW, { id: shared.id, ...viewVariables({ name: 'Shared one' }) }),
    ).toMatchObject({ message: 'Maximum number of contact lists has been exceeded.' });
    // Another user has their own 50.
    const colleague = await signedInAs(t, ['agent'], agent.brandId);
    expect((await createView(colleague.client, { name: 'Mine' })).name).toBe('Mine');
  });
});

describe('pageQuery, page and teams', () => {
  it('refuses a pageQuery that is not JSON, or not a pageQuery, naming the field', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await createViewError(agent.client, { name: 'A', pageQuery: '{oops' })).toMatchObject({
      code: 'validation_failed',
      field: 'pageQuery',
    });
    expect(
      await createViewError(agent.client, { name: 'A', pageQuery: JSON.stringify({ order: 'sideways' }) }),
    ).toMatchObject({ code: 'validation_failed', field: 'pageQuery.order' });
  });

  it("refuses incomplete conditions with the builder's message", async () => {
    const agent = await signedInAs(t, ['agent']);
    const incomplete = JSON.parse(pageQueryText({ firstName: 'Ada' }));
    incomplete.dynamicConditions[0].conditions[0].filters[0].propertyValue = '';
    expect(
      await createViewError(agent.client, { name: 'A', pageQuery: JSON.stringify(incomplete) }),
    ).toMatchObject({
      code: 'validation_failed',
      field: 'pageQuery.dynamicConditions.0.conditions.0.filters.0.propertyValue',
      message: 'Input value cannot be blank.',
    });
  });

  it('refuses another page, teams with all users, and unknown teams', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await createViewError(agent.client, { name: 'A', page: '/segments' })).toMatchObject({
      field: 'page',
    });
    const team = await createTestTeam(t.database.db, { brandId: agent.brandId });
    expect(
      await createViewError(agent.client, { name: 'A', shareWithAllUsers: true, teamIds: [team.id] }),
    ).toMatchObject({ field: 'teamIds' });
    expect(
      await createViewError(agent.client, { name: 'A', teamIds: ['00000000-0000-4000-8000-000000000000'] }),
    ).toMatchObject({ code: 'validation_failed', field: 'teamIds' });
    expect(await listedNames(agent.client)).toEqual([]);
  });
});
