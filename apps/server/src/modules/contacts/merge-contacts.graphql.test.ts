import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ingestOk, profileIdFor, rowCounts, writeKeyFor } from '../events/events-test-support.ts';

// The mergeContacts mutation (docs/events.md "Merging two contacts"): admin only, by profile ids.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MERGE = `mutation ($survivorProfileId: String!, $mergedProfileId: String!) {
  mergeContacts(survivorProfileId: $survivorProfileId, mergedProfileId: $mergedProfileId) {
    profileId firstName lastName externalId contactPhone email phones { phoneNumber isPrimary } customProperties
  } }`;
const GET_PROFILE =
  'query ($profileId: String) { getProfile(profileId: $profileId) { profileId firstName } }';

type MergedProfile = {
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  externalId: string | null;
  contactPhone: string | null;
  email: string | null;
  phones: { phoneNumber: string; isPrimary: boolean }[];
  customProperties: Record<string, unknown>;
};

let seeded = 0;

/** An admin signed in to a new brand holding two contacts. */
async function adminWithTwoContacts() {
  const admin = await signedInAs(t, ['admin']);
  const { brandId } = admin;
  seeded += 1;
  const survivor = profileIdFor(`survivor${seeded}`);
  const merged = profileIdFor(`merged${seeded}`);
  await ingestOk(t, await writeKeyFor(t, brandId), {
    batch: [
      {
        type: 'identify',
        profileId: survivor,
        traits: { firstName: 'Ada', phone: '4155550100', plan: 'Gold' },
      },
      {
        type: 'identify',
        profileId: merged,
        userId: 'CRM-7',
        traits: { firstName: 'Adeline', lastName: 'Lovelace', phone: '4155550199', region: 'West' },
      },
    ],
  });
  return { admin, brandId, survivor, merged };
}

const mergeVariables = (survivorProfileId: string, mergedProfileId: string) => ({
  survivorProfileId,
  mergedProfileId,
});

describe(`mergeContacts on ${testEngine()}`, () => {
  it('lets an admin merge two contacts and answers the surviving profile', async () => {
    const { admin, brandId, survivor, merged } = await adminWithTwoContacts();
    const profile = await gqlField<MergedProfile>(
      admin.client,
      MERGE,
      'mergeContacts',
      mergeVariables(survivor, merged),
    );
    expect(profile).toMatchObject({
      profileId: survivor,
      firstName: 'Ada',
      lastName: 'Lovelace',
      externalId: 'CRM-7',
      contactPhone: '+14155550100',
      customProperties: { plan: 'Gold', region: 'West' },
    });
    expect(profile.phones.map((phone) => phone.phoneNumber).sort()).toEqual(['+14155550100', '+14155550199']);
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(1);
    // The merged-away profile id finds the survivor from now on.
    expect(await gqlField(admin.client, GET_PROFILE, 'getProfile', { profileId: merged })).toMatchObject({
      profileId: survivor,
      firstName: 'Ada',
    });
  });

  it('names the argument whose profile id finds no contact', async () => {
    const { admin, brandId, survivor, merged } = await adminWithTwoContacts();
    expect(
      await gqlError(admin.client, MERGE, mergeVariables('prnobody000000000000000001', merged)),
    ).toMatchObject({
      code: 'not_found',
      field: 'survivorProfileId',
      message: 'Contact not found for survivorProfileId',
    });
    expect(
      await gqlError(admin.client, MERGE, mergeVariables(survivor, 'prnobody000000000000000001')),
    ).toMatchObject({
      code: 'not_found',
      field: 'mergedProfileId',
      message: 'Contact not found for mergedProfileId',
    });
    expect(await gqlError(admin.client, MERGE, mergeVariables('  ', merged))).toMatchObject({
      code: 'validation_failed',
      field: 'survivorProfileId',
      message: 'survivorProfileId is required',
    });
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(2);
  });

  it('refuses the same profile id twice, and two ids of one contact', async () => {
    const { admin, brandId, survivor, merged } = await adminWithTwoContacts();
    expect(await gqlError(admin.client, MERGE, mergeVariables(survivor, ` ${survivor} `))).toMatchObject({
      code: 'validation_failed',
      field: 'mergedProfileId',
      message: 'A contact cannot be merged into itself',
    });
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(2);
    await gqlField(admin.client, MERGE, 'mergeContacts', mergeVariables(survivor, merged));
    // The merged-away id now finds the survivor itself.
    expect(await gqlError(admin.client, MERGE, mergeVariables(merged, survivor))).toMatchObject({
      code: 'validation_failed',
      field: 'mergedProfileId',
      message: 'A contact cannot be merged into itself: both profile ids find the same contact',
    });
  });

  it.each([['supervisor'], ['agent']] as const)('refuses a %s', async (role) => {
    const { brandId, survivor, merged } = await adminWithTwoContacts();
    const user = await signedInAs(t, [role], brandId);
    expect(await gqlError(user.client, MERGE, mergeVariables(survivor, merged))).toMatchObject({
      code: 'forbidden',
      message: 'Only admins can merge contacts',
    });
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(2);
  });

  it("never reaches another brand's contacts", async () => {
    const { brandId, survivor, merged } = await adminWithTwoContacts();
    const otherAdmin = await signedInAs(t, ['admin']);
    expect(await gqlError(otherAdmin.client, MERGE, mergeVariables(survivor, merged))).toMatchObject({
      code: 'not_found',
      field: 'survivorProfileId',
    });
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(2);
  });
});
