import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createSegmentAs,
  firstNameTree,
  GET_SEGMENT,
  gqlError,
  gqlField,
  listSegmentsAs,
  PREVIEW_COUNT,
  SEGMENT_CONTACTS,
  type SegmentAnswer,
  seedContacts,
  uploadCsv,
} from './segments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ContactsPage = {
  page: number;
  size: number;
  hasMore: boolean;
  items: { profileId: string; firstName: string | null; contactPhone: string | null }[];
};

describe('live counts', () => {
  it('counts what a dynamic segment matches now, and only in its brand', async () => {
    const admin = await signedInAs(t, ['admin']);
    const other = await signedInAs(t, ['admin']);
    await seedContacts(t.database.db, admin.brandId, [
      { firstName: 'Ada' },
      { firstName: 'ada' },
      { firstName: 'Grace' },
    ]);
    await seedContacts(t.database.db, other.brandId, [{ firstName: 'Ada' }]);

    const adas = await createSegmentAs(admin.client, {
      name: 'Adas',
      type: 'dynamic',
      conditions: firstNameTree('Ada'),
    });
    // String equals folds ASCII case (docs/conditions.md).
    expect(adas.count).toBe(2);
    expect(
      await gqlField(admin.client, PREVIEW_COUNT, 'previewSegmentCount', {
        conditions: firstNameTree('Grace'),
      }),
    ).toBe(1);
    expect(
      await gqlField(admin.client, PREVIEW_COUNT, 'previewSegmentCount', { conditions: { groups: [] } }),
    ).toBe(3);

    // A new matching contact shows in the next read: the count is live, not stored.
    await seedContacts(t.database.db, admin.brandId, [{ firstName: 'ADA' }]);
    expect((await listSegmentsAs(admin.client)).map((segment) => segment.count)).toEqual([3]);
    expect(
      await gqlField<SegmentAnswer>(admin.client, GET_SEGMENT, 'segment', { id: adas.id }),
    ).toMatchObject({
      count: 3,
    });
  });

  it('counts the members of a static segment', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Imported', type: 'static' });
    const response = await uploadCsv(admin.client, segment.id, 'email\na@example.com\nb@example.com\n');
    expect(response.statusCode).toBe(200);
    const [listed] = await listSegmentsAs(admin.client);
    expect(listed).toMatchObject({ name: 'Imported', count: 2 });
  });
});

describe("a segment's contacts", () => {
  it('pages through a dynamic segment, newest contacts first', async () => {
    const admin = await signedInAs(t, ['admin']);
    await seedContacts(
      t.database.db,
      admin.brandId,
      [1, 2, 3].map((n) => ({
        firstName: 'Ada',
        lastName: `No ${n}`,
        contactPhone: `+1415555010${n}`,
        contactCreatedAt: new Date(2024, 0, n),
      })),
    );
    await seedContacts(t.database.db, admin.brandId, [{ firstName: 'Grace' }]);
    const segment = await createSegmentAs(admin.client, {
      name: 'Adas',
      type: 'dynamic',
      conditions: firstNameTree('Ada'),
    });
    const first = await gqlField<ContactsPage>(admin.client, SEGMENT_CONTACTS, 'segmentContacts', {
      id: segment.id,
      page: 0,
      size: 2,
    });
    expect(first).toMatchObject({ page: 0, size: 2, hasMore: true });
    expect(first.items.every((contact) => contact.firstName === 'Ada')).toBe(true);
    const second = await gqlField<ContactsPage>(admin.client, SEGMENT_CONTACTS, 'segmentContacts', {
      id: segment.id,
      page: 1,
      size: 2,
    });
    expect(second).toMatchObject({ hasMore: false });
    expect(second.items).toHaveLength(1);
    const all = [...first.items, ...second.items].map((contact) => contact.contactPhone);
    expect(new Set(all).size).toBe(3);
  });

  it('lists the members of a static segment and refuses a page size over 100', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Imported', type: 'static' });
    await uploadCsv(admin.client, segment.id, 'phone,firstName\n4155550123,Ada\n');
    const page = await gqlField<ContactsPage>(admin.client, SEGMENT_CONTACTS, 'segmentContacts', {
      id: segment.id,
    });
    expect(page).toMatchObject({ page: 0, size: 25, hasMore: false });
    expect(page.items).toEqual([expect.objectContaining({ firstName: 'Ada', contactPhone: '+14155550123' })]);
    expect(await gqlError(admin.client, SEGMENT_CONTACTS, { id: segment.id, size: 101 })).toMatchObject({
      code: 'validation_failed',
      field: 'size',
    });
  });
});
