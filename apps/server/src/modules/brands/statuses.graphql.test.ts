import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/factories.ts';
import { gql, gqlError, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Status = { id: string; name: string; available: boolean; position: number };
const FIELDS = 'id name available activitySid position';
const LIST = `query { brandStatuses { ${FIELDS} } }`;
const CREATE = `mutation ($input: BrandStatusInput!) { createBrandStatus(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateBrandStatusInput!) { updateBrandStatus(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteBrandStatus(id: $id) }';
const REORDER = `mutation ($ids: [ID!]!) { reorderBrandStatuses(ids: $ids) { ${FIELDS} } }`;
const SET_STATUS =
  'mutation ($status: String!) { updateAgent(updateUserData: { status: $status }) { status } }';
const ME = 'query { getAuthenticatedUser { status availableStatuses { name available } } }';

async function statuses(client: Awaited<ReturnType<typeof signedInAs>>['client']): Promise<Status[]> {
  return (await gql(client, LIST)).data?.brandStatuses as Status[];
}

describe('agent statuses', () => {
  it('lists the defaults, adds one at the end, renames and reorders, and announces each change', async () => {
    const admin = await signedInAs(t, ['admin']);
    const events: { name: string; data: unknown }[] = [];
    const unsubscribe = t.bus.subscribe({ brandId: admin.brandId, userId: admin.user.id }, (event) =>
      events.push(event),
    );
    const initial = await statuses(admin.client);
    expect(initial.map((status) => status.name)).toEqual([
      'Available',
      'Unavailable',
      'Break',
      'Lunch',
      'Training',
      'Offline',
    ]);
    const created = (await gql(admin.client, CREATE, { input: { name: 'Coaching', available: false } })).data
      ?.createBrandStatus as Status;
    expect(created).toMatchObject({ name: 'Coaching', available: false, position: 6 });
    expect((created as unknown as { activitySid: string }).activitySid).toMatch(/^WA[0-9a-f]{32}$/);
    const renamed = await gql(admin.client, UPDATE, { id: created.id, input: { name: 'Coaching session' } });
    expect(renamed.data?.updateBrandStatus).toMatchObject({ name: 'Coaching session' });
    const ids = (await statuses(admin.client)).map((status) => status.id).reverse();
    const reordered = (await gql(admin.client, REORDER, { ids })).data?.reorderBrandStatuses as Status[];
    expect(reordered.map((status) => status.name)).toEqual([
      'Coaching session',
      'Offline',
      'Training',
      'Lunch',
      'Break',
      'Unavailable',
      'Available',
    ]);
    await expect
      .poll(() => events.filter((event) => event.name === 'brand.adminSettingsUpdated').length)
      .toBe(3);
    expect(events[0]).toMatchObject({ data: { section: 'agentStatuses' } });
    unsubscribe();
  });

  it('moves agents along when their status is renamed or deleted', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    await gql(agent.client, SET_STATUS, { status: 'Lunch' });
    const list = await statuses(admin.client);
    const lunch = list.find((status) => status.name === 'Lunch') as Status;
    const events: { name: string; data: unknown }[] = [];
    const unsubscribe = t.bus.subscribe({ brandId: admin.brandId, userId: admin.user.id }, (event) =>
      events.push(event),
    );
    await gql(admin.client, UPDATE, { id: lunch.id, input: { name: 'Meal' } });
    expect((await gql(agent.client, ME)).data?.getAuthenticatedUser).toMatchObject({ status: 'Meal' });
    await gql(admin.client, DELETE, { id: lunch.id });
    // spec 000 §4 fall-back: the first non-available status.
    expect((await gql(agent.client, ME)).data?.getAuthenticatedUser).toMatchObject({ status: 'Unavailable' });
    await expect
      .poll(() => events.filter((event) => event.name === 'agent.statusUpdated').map((event) => event.data))
      .toEqual([
        expect.objectContaining({ userId: agent.user.id, status: 'Meal', available: false }),
        expect.objectContaining({ userId: agent.user.id, status: 'Unavailable', available: false }),
      ]);
    unsubscribe();
  });

  it('keeps one available and one unavailable status', async () => {
    const admin = await signedInAs(t, ['admin']);
    const list = await statuses(admin.client);
    const available = list.find((status) => status.available) as Status;
    expect(await gqlError(admin.client, DELETE, { id: available.id })).toMatchObject({
      code: 'validation_failed',
      field: 'id',
      message: 'A brand needs at least one available status.',
    });
    expect(
      await gqlError(admin.client, UPDATE, { id: available.id, input: { available: false } }),
    ).toMatchObject({
      code: 'validation_failed',
      field: 'available',
    });
    const unavailable = list.filter((status) => !status.available);
    for (const status of unavailable.slice(1)) await gql(admin.client, DELETE, { id: status.id });
    expect(await gqlError(admin.client, DELETE, { id: unavailable[0]?.id })).toMatchObject({
      message: 'A brand needs at least one unavailable status.',
    });
  });

  it('validates names, refuses duplicates (409) and bad reorders', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE, { input: { name: ' ', available: true } })).toMatchObject({
      field: 'name',
      message: 'name is required',
    });
    expect(
      await gqlError(admin.client, CREATE, { input: { name: 'Break', available: false } }),
    ).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'name',
    });
    const [first, second] = await statuses(admin.client);
    expect(
      await gqlError(admin.client, UPDATE, { id: first?.id, input: { name: second?.name } }),
    ).toMatchObject({
      code: 'conflict',
      field: 'name',
    });
    expect(await gqlError(admin.client, REORDER, { ids: [first?.id] })).toMatchObject({
      code: 'validation_failed',
      field: 'ids',
    });
  });

  it('is for admins and supervisors of the brand only', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await gqlError(agent.client, LIST)).toMatchObject({ code: 'forbidden' });
    expect(await gqlError(agent.client, CREATE, { input: { name: 'Nap', available: false } })).toMatchObject({
      code: 'forbidden',
    });
    const supervisor = await signedInAs(t, ['supervisor']);
    expect((await statuses(supervisor.client)).length).toBe(6);
    const other = await signedInAs(t, ['admin'], (await createTestBrand(t.database.db)).id);
    const foreign = (await statuses(other.client))[1] as Status;
    expect(
      await gqlError(supervisor.client, UPDATE, { id: foreign.id, input: { name: 'Mine' } }),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(supervisor.client, DELETE, { id: foreign.id })).toMatchObject({
      code: 'not_found',
    });
  });
});
