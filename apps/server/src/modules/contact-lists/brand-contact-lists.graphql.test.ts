import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestTeam, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { savedViewsForTest } from './saved-views-fixtures.ts';
import { createView, gqlError, gqlField, pageQueryText } from './saved-views-test-kit.ts';

// Settings › Contact Lists (docs/contact-lists.md): brandContactLists lists every list of the brand.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BRAND_LISTS = `query ($filter: BrandContactListsFilterInput, $page: Int, $size: Int) {
  brandContactLists(filter: $filter, page: $page, size: $size) {
    total page size
    items { id name page isDefault shareWithAllUsers teams { id name } pageQuery createdBy createdById createdAt updatedAt }
  } }`;

type BrandList = {
  id: string;
  name: string;
  shareWithAllUsers: boolean;
  teams: { id: string; name: string }[];
  pageQuery: string;
  createdBy: string | null;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
};
type BrandListPage = { total: number; page: number; size: number; items: BrandList[] };

function brandLists(
  client: Parameters<typeof gqlField>[0],
  variables: Record<string, unknown> = {},
): Promise<BrandListPage> {
  return gqlField<BrandListPage>(client, BRAND_LISTS, 'brandContactLists', variables);
}

describe(`brandContactLists on ${testEngine()}`, () => {
  it("shows a supervisor every list of the brand, other users' private ones included", async () => {
    const author = await signedInAs(t, ['agent']);
    const { brandId } = author;
    const supervisor = await signedInAs(t, ['supervisor'], brandId);
    const team = await createTestTeam(t.database.db, { brandId, name: 'Night shift' });
    await createView(author.client, {
      name: 'Private leads',
      pageQuery: pageQueryText({ firstName: 'Ada' }),
    });
    await createView(author.client, { name: 'everyone', shareWithAllUsers: true });
    await createView(author.client, { name: 'Team list', teamIds: [team.id] });
    await savedViewsForTest(t.database.db, { brandId, createdById: null, count: 1, namePrefix: 'Orphan' });

    const page = await brandLists(supervisor.client);
    expect(page).toMatchObject({ total: 4, page: 0, size: 25 });
    expect(page.items.map((list) => list.name)).toEqual([
      'everyone',
      'Orphan 1',
      'Private leads',
      'Team list',
    ]);
    const [everyone, orphan, privateLeads, teamList] = page.items;
    expect(privateLeads).toMatchObject({
      shareWithAllUsers: false,
      teams: [],
      createdById: author.user.id,
      createdBy: 'Test User',
    });
    expect(JSON.parse(privateLeads?.pageQuery ?? '{}').dynamicConditions).toHaveLength(1);
    expect(everyone).toMatchObject({ shareWithAllUsers: true, teams: [] });
    expect(teamList?.teams).toEqual([{ id: team.id, name: 'Night shift' }]);
    expect(orphan).toMatchObject({ createdBy: null, createdById: null });
    expect(new Date(privateLeads?.updatedAt ?? '').getTime()).not.toBeNaN();
  });

  it('filters by part of the name, ignoring case, and pages', async () => {
    const admin = await signedInAs(t, ['admin']);
    const { brandId } = admin;
    await savedViewsForTest(t.database.db, { brandId, createdById: null, count: 3, namePrefix: 'VIP' });
    await createView(admin.client, { name: 'Churn risk' });
    await createView(admin.client, { name: '100% done' });

    const vip = await brandLists(admin.client, { filter: { name: 'vip' } });
    expect(vip.total).toBe(3);
    expect(vip.items.map((list) => list.name)).toEqual(['VIP 1', 'VIP 2', 'VIP 3']);
    // A % typed in the box is a percent sign, not a wildcard.
    const percent = await brandLists(admin.client, { filter: { name: '0%' } });
    expect(percent.items.map((list) => list.name)).toEqual(['100% done']);

    const second = await brandLists(admin.client, { page: 1, size: 2 });
    expect(second).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(second.items.map((list) => list.name)).toEqual(['VIP 1', 'VIP 2']);
    expect(await gqlError(admin.client, BRAND_LISTS, { size: 101 })).toMatchObject({
      code: 'validation_failed',
      field: 'size',
    });
    expect(await gqlError(admin.client, BRAND_LISTS, { filter: { name: 'x'.repeat(51) } })).toMatchObject({
      code: 'validation_failed',
      field: 'filter.name',
    });
  });

  it('refuses an agent', async () => {
    const agent = await signedInAs(t, ['agent']);
    await createView(agent.client, { name: 'Mine' });
    expect(await gqlError(agent.client, BRAND_LISTS)).toMatchObject({
      code: 'forbidden',
      message: 'Only admins and supervisors can manage all contact lists',
    });
  });

  it("never shows one brand another brand's lists", async () => {
    const author = await signedInAs(t, ['agent']);
    await createView(author.client, { name: 'Brand A list' });
    await createView(author.client, { name: 'Brand A shared', shareWithAllUsers: true });
    const otherSupervisor = await signedInAs(t, ['supervisor']);
    await createView(otherSupervisor.client, { name: 'Brand B list' });
    const page = await brandLists(otherSupervisor.client);
    expect(page).toMatchObject({ total: 1, items: [{ name: 'Brand B list' }] });
  });
});
