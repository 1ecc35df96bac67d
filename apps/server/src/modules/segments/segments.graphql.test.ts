import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CREATE_SEGMENT,
  createSegmentAs,
  DELETE_SEGMENT,
  firstNameTree,
  GET_SEGMENT,
  gqlError,
  gqlField,
  LIST_SEGMENTS,
  listSegmentsAs,
  PREVIEW_COUNT,
  type SegmentAnswer,
  UPDATE_SEGMENT,
} from './segments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('segments over GraphQL: create, read, update, delete', () => {
  it('creates a dynamic segment, reads it, renames it, changes its conditions and deletes it', async () => {
    const admin = await signedInAs(t, ['admin']);
    const created = await createSegmentAs(admin.client, {
      name: '  Adas ',
      type: 'dynamic',
      conditions: firstNameTree('Ada'),
    });
    expect(created).toMatchObject({ name: 'Adas', type: 'dynamic', count: 0, createdById: admin.user.id });
    expect(created.conditions).toEqual(firstNameTree('Ada'));
    expect(await gqlField(admin.client, GET_SEGMENT, 'segment', { id: created.id })).toEqual(created);

    const updated = await gqlField<SegmentAnswer>(admin.client, UPDATE_SEGMENT, 'updateSegment', {
      id: created.id,
      name: 'Graces',
      conditions: firstNameTree('Grace'),
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Graces', type: 'dynamic' });
    expect(updated.conditions).toEqual(firstNameTree('Grace'));
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );

    const renamed = await gqlField<SegmentAnswer>(admin.client, UPDATE_SEGMENT, 'updateSegment', {
      id: created.id,
      name: 'Graces only',
    });
    expect(renamed.conditions).toEqual(firstNameTree('Grace'));

    expect(await gqlField(admin.client, DELETE_SEGMENT, 'deleteSegment', { id: created.id })).toEqual({
      id: created.id,
    });
    expect(await listSegmentsAs(admin.client)).toEqual([]);
    expect(await gqlError(admin.client, GET_SEGMENT, { id: created.id })).toMatchObject({
      code: 'not_found',
      message: 'Segment not found',
      field: 'id',
    });
  });

  it('creates an empty static segment and lists segments by name', async () => {
    const supervisor = await signedInAs(t, ['supervisor']);
    await createSegmentAs(supervisor.client, { name: 'beta', type: 'static' });
    await createSegmentAs(supervisor.client, { name: 'Alpha', type: 'dynamic', conditions: { groups: [] } });
    const listed = await listSegmentsAs(supervisor.client);
    expect(listed.map((segment) => [segment.name, segment.type, segment.conditions === null])).toEqual([
      ['Alpha', 'dynamic', false],
      ['beta', 'static', true],
    ]);
    expect(listed[1]?.count).toBe(0);
  });
});

describe('segment rules', () => {
  it('requires a name after trimming, at most 100 characters', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE_SEGMENT, { name: '   ', type: 'static' })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'Name is required',
    });
    expect(
      await gqlError(admin.client, CREATE_SEGMENT, { name: 'x'.repeat(101), type: 'static' }),
    ).toMatchObject({
      field: 'name',
      message: 'Name must be at most 100 characters',
    });
    await createSegmentAs(admin.client, { name: 'x'.repeat(100), type: 'static' });
  });

  it('keeps names unique in the brand, ignoring case, except the segment itself', async () => {
    const admin = await signedInAs(t, ['admin']);
    const vip = await createSegmentAs(admin.client, { name: 'VIP', type: 'static' });
    expect(await gqlError(admin.client, CREATE_SEGMENT, { name: ' vip ', type: 'static' })).toMatchObject({
      code: 'conflict',
      field: 'name',
      message: 'Name is already in use',
    });
    const other = await createSegmentAs(admin.client, { name: 'Others', type: 'static' });
    expect(await gqlError(admin.client, UPDATE_SEGMENT, { id: other.id, name: 'Vip' })).toMatchObject({
      message: 'Name is already in use',
    });
    // Its own name (in another case) is fine.
    expect(
      await gqlField(admin.client, UPDATE_SEGMENT, 'updateSegment', { id: vip.id, name: 'vip' }),
    ).toMatchObject({
      name: 'vip',
    });
  });

  it('needs conditions for a dynamic segment and refuses them for a static one', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE_SEGMENT, { name: 'D', type: 'dynamic' })).toMatchObject({
      field: 'conditions',
      message: 'conditions is required for a dynamic segment',
    });
    expect(
      await gqlError(admin.client, CREATE_SEGMENT, {
        name: 'S',
        type: 'static',
        conditions: firstNameTree('Ada'),
      }),
    ).toMatchObject({ field: 'conditions', message: 'conditions is only for dynamic segments' });
    const staticSegment = await createSegmentAs(admin.client, { name: 'S', type: 'static' });
    expect(
      await gqlError(admin.client, UPDATE_SEGMENT, {
        id: staticSegment.id,
        name: 'S',
        conditions: firstNameTree('A'),
      }),
    ).toMatchObject({ field: 'conditions', message: 'conditions is only for dynamic segments' });
  });

  it('refuses incomplete or unevaluable conditions, naming the path', async () => {
    const admin = await signedInAs(t, ['admin']);
    const blankValue = firstNameTree('');
    expect(
      await gqlError(admin.client, CREATE_SEGMENT, { name: 'D', type: 'dynamic', conditions: blankValue }),
    ).toMatchObject({
      code: 'validation_failed',
      field: 'conditions.groups.0.conditions.0.filters.0.propertyValue',
      message: 'Input value cannot be blank.',
    });
    const pageview = firstNameTree('Ada');
    const [group] = pageview.groups;
    if (group)
      group.conditions = [
        { ...group.conditions[0]!, conditionalType: 'pageview', eventName: 'home', filters: [] },
      ];
    expect(
      await gqlError(admin.client, CREATE_SEGMENT, { name: 'D', type: 'dynamic', conditions: pageview }),
    ).toMatchObject({
      field: 'conditions.groups.0.conditions.0.conditionalType',
    });
    expect(
      await gqlError(admin.client, PREVIEW_COUNT, { conditions: { joinType: 'some', groups: [] } }),
    ).toMatchObject({ field: 'conditions.joinType' });
  });

  it('refuses an id that is not one', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, GET_SEGMENT, { id: 'nope' })).toMatchObject({ field: 'id' });
  });
});

describe('who may use segments', () => {
  it('refuses agents everything (admins and supervisors only)', async () => {
    const agent = await signedInAs(t, ['agent']);
    for (const [query, variables] of [
      [LIST_SEGMENTS, {}],
      [PREVIEW_COUNT, { conditions: { groups: [] } }],
      [CREATE_SEGMENT, { name: 'x', type: 'static' }],
    ] as const) {
      expect(await gqlError(agent.client, query, variables)).toMatchObject({
        code: 'forbidden',
        message: 'Only admins and supervisors can use segments',
      });
    }
  });

  it("never shows or changes another brand's segments", async () => {
    const mine = await signedInAs(t, ['admin']);
    const theirs = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(theirs.client, { name: 'Theirs', type: 'static' });
    expect(await listSegmentsAs(mine.client)).toEqual([]);
    for (const [query, variables] of [
      [GET_SEGMENT, { id: segment.id }],
      [UPDATE_SEGMENT, { id: segment.id, name: 'Mine now' }],
      [DELETE_SEGMENT, { id: segment.id }],
    ] as const) {
      expect(await gqlError(mine.client, query, variables)).toMatchObject({ code: 'not_found' });
    }
    // The same name is free in another brand.
    await createSegmentAs(mine.client, { name: 'Theirs', type: 'static' });
    expect((await listSegmentsAs(theirs.client)).map((s) => s.name)).toEqual(['Theirs']);
  });
});
