import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { savedViewsForTest } from './saved-views-fixtures.ts';
import {
  createView,
  DELETE_VIEW,
  GET_VIEW,
  gqlError,
  gqlField,
  listedNames,
  listViews,
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

const update = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  ...viewVariables({ name, ...extra }),
});

describe('who sees a list (spec 002 §1, docs/contact-lists.md)', () => {
  it('shows private lists to their creator only, all-users lists to all, team lists to members', async () => {
    const author = await signedInAs(t, ['agent']);
    const { brandId } = author;
    const member = await signedInAs(t, ['agent'], brandId);
    const outsider = await signedInAs(t, ['agent'], brandId);
    const supervisor = await signedInAs(t, ['supervisor'], brandId);
    const team = await createTestTeam(t.database.db, { brandId, memberIds: [member.user.id] });
    await createView(author.client, { name: 'Private' });
    await createView(author.client, { name: 'Everyone', shareWithAllUsers: true });
    await createView(author.client, { name: 'Team only', teamIds: [team.id] });

    expect(await listedNames(author.client)).toEqual(['Everyone', 'Private', 'Team only']);
    expect(await listedNames(member.client)).toEqual(['Everyone', 'Team only']);
    expect(await listedNames(outsider.client)).toEqual(['Everyone']);
    // Privileged users see every shared list (they may edit them), never another user's private one.
    expect(await listedNames(supervisor.client)).toEqual(['Everyone', 'Team only']);
  });
});

describe('who changes a list (spec 002 §6)', () => {
  it('lets the creator edit and delete, and refuses another agent who sees it', async () => {
    const author = await signedInAs(t, ['agent']);
    const colleague = await signedInAs(t, ['agent'], author.brandId);
    const view = await createView(author.client, { name: 'Shared', shareWithAllUsers: true });
    const refused = await gqlError(
      colleague.client,
      UPDATE_VIEW,
      update(view.id, 'Mine now', { shareWithAllUsers: true }),
    );
    expect(refused).toMatchObject({ code: 'forbidden' });
    expect(await gqlError(colleague.client, DELETE_VIEW, { id: view.id })).toMatchObject({
      code: 'forbidden',
    });
    expect(await listedNames(author.client)).toEqual(['Shared']);
    const renamed = await gqlField<{ name: string }>(
      author.client,
      UPDATE_VIEW,
      'updateSavedView',
      update(view.id, 'Renamed', { shareWithAllUsers: true }),
    );
    expect(renamed.name).toBe('Renamed');
  });

  it.each([['admin'], ['supervisor']] as const)(
    "lets an %s edit and delete an agent's shared list, keeping the agent as its creator",
    async (role) => {
      const author = await signedInAs(t, ['agent']);
      const manager = await signedInAs(t, [role], author.brandId);
      const view = await createView(author.client, { name: 'Agent list', shareWithAllUsers: true });
      const edited = await gqlField<{ name: string; createdById: string }>(
        manager.client,
        UPDATE_VIEW,
        'updateSavedView',
        update(view.id, 'Checked by manager', { shareWithAllUsers: true }),
      );
      expect(edited).toMatchObject({ name: 'Checked by manager', createdById: author.user.id });
      expect(await listedNames(author.client)).toEqual(['Checked by manager']);
      await gqlField(manager.client, DELETE_VIEW, 'deleteSavedView', { id: view.id });
      expect(await listedNames(author.client)).toEqual([]);
    },
  );

  it("keeps another user's private list out of an admin's navigation, but lets them open, edit and delete it", async () => {
    const author = await signedInAs(t, ['agent']);
    const admin = await signedInAs(t, ['admin'], author.brandId);
    const colleague = await signedInAs(t, ['agent'], author.brandId);
    const view = await createView(author.client, { name: 'Own work' });
    expect(await listedNames(admin.client)).toEqual([]);
    // Settings › Contact Lists links to it: privileged users reach every list (spec 002 §6).
    expect(await gqlField(admin.client, GET_VIEW, 'savedView', { id: view.id })).toMatchObject({
      name: 'Own work',
      createdById: author.user.id,
    });
    expect(await gqlError(colleague.client, GET_VIEW, { id: view.id })).toMatchObject({ code: 'not_found' });
    expect(await gqlError(colleague.client, DELETE_VIEW, { id: view.id })).toMatchObject({
      code: 'not_found',
    });
    const edited = await gqlField<{ name: string; createdById: string }>(
      admin.client,
      UPDATE_VIEW,
      'updateSavedView',
      update(view.id, 'Checked'),
    );
    expect(edited).toMatchObject({ name: 'Checked', createdById: author.user.id });
    await gqlField(admin.client, DELETE_VIEW, 'deleteSavedView', { id: view.id });
    expect(await listedNames(author.client)).toEqual([]);
  });

  it('lets anyone who sees it edit a list with no creator', async () => {
    const agent = await signedInAs(t, ['agent']);
    const [id] = await savedViewsForTest(t.database.db, {
      brandId: agent.brandId,
      createdById: null,
      count: 1,
      namePrefix: 'Orphan',
    });
    // A private list without a creator is seen by privileged users only: an admin shares it.
    const admin = await signedInAs(t, ['admin'], agent.brandId);
    expect(await listedNames(agent.client)).toEqual([]);
    expect(await listedNames(admin.client)).toEqual(['Orphan 1']);
    await gqlField(
      admin.client,
      UPDATE_VIEW,
      'updateSavedView',
      update(String(id), 'Orphan', { shareWithAllUsers: true }),
    );
    const views = await listViews(agent.client);
    expect(views).toMatchObject([{ name: 'Orphan', createdBy: null, createdById: null }]);
    const edited = await gqlField<{ name: string }>(
      agent.client,
      UPDATE_VIEW,
      'updateSavedView',
      update(String(id), 'Adopted', { shareWithAllUsers: true }),
    );
    expect(edited.name).toBe('Adopted');
  });
});
