import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { DEACTIVATE, REACTIVATE, setDeactivated } from './deactivation-test-support.ts';

// Who may deactivate whom, and where the flag shows (docs/decisions/003-settings.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIST = `query ($search: String) { users(search: $search) { total items { id deactivated deactivatedAt } } }`;

describe('deactivateUser and reactivateUser', () => {
  it('refuses to deactivate yourself, saying why', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, DEACTIVATE, { id: admin.user.id })).toMatchObject({
      code: 'validation_failed',
      status: 400,
      field: 'id',
      message: 'You cannot deactivate your own account',
    });
    // Still signed in.
    expect((await admin.client.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(
      200,
    );
  });

  it('lets a supervisor deactivate an agent but not an admin; agents may do neither', async () => {
    const supervisor = await signedInAs(t, ['supervisor']);
    const agent = await createTestUser(t.database.db, { brandId: supervisor.brandId });
    const admin = await createTestUser(t.database.db, { brandId: supervisor.brandId, roles: ['admin'] });
    expect((await setDeactivated(supervisor.client, agent.id, true)).deactivated).toBe(true);
    expect((await setDeactivated(supervisor.client, agent.id, false)).deactivated).toBe(false);
    for (const document of [DEACTIVATE, REACTIVATE]) {
      expect(await gqlError(supervisor.client, document, { id: admin.id })).toMatchObject({
        code: 'forbidden',
        message: 'Only an admin may edit an admin',
      });
    }
    const someone = await signedInAs(t, ['agent'], supervisor.brandId);
    for (const document of [DEACTIVATE, REACTIVATE]) {
      expect(await gqlError(someone.client, document, { id: agent.id })).toMatchObject({ code: 'forbidden' });
    }
    const listed = await gqlField<{ items: { id: string; deactivated: boolean }[] }>(
      supervisor.client,
      LIST,
      'users',
      { search: admin.email },
    );
    expect(listed.items).toEqual([{ id: admin.id, deactivated: false, deactivatedAt: null }]);
  });

  it("cannot reach another brand's user: an admin of brand A gets 'not found' for a user of brand B", async () => {
    const adminA = await signedInAs(t, ['admin']);
    const adminB = await signedInAs(t, ['admin']);
    const agentB = await createTestUser(t.database.db, { brandId: adminB.brandId });
    for (const document of [DEACTIVATE, REACTIVATE]) {
      expect(await gqlError(adminA.client, document, { id: agentB.id })).toMatchObject({
        code: 'not_found',
        field: 'id',
        message: 'User not found',
      });
    }
    // The user of brand B is untouched and signs in.
    const listed = await gqlField<{ items: { deactivated: boolean }[] }>(adminB.client, LIST, 'users', {
      search: agentB.email,
    });
    expect(listed.items).toEqual([expect.objectContaining({ deactivated: false })]);
    expect((await new TestClient(t.app, '10.92.0.1').signIn(agentB.email, agentB.password)).statusCode).toBe(
      200,
    );
  });

  it('names the field of an id that is not one', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, DEACTIVATE, { id: 'nope' })).toMatchObject({
      code: 'validation_failed',
      field: 'id',
    });
  });

  it('shows the flag in the users list and keeps the first deactivation time when asked twice', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    const first = await setDeactivated(admin.client, agent.id, true);
    const again = await setDeactivated(admin.client, agent.id, true);
    expect(again.deactivatedAt).toBe(first.deactivatedAt);
    const listed = await gqlField<{ items: { id: string; deactivated: boolean; deactivatedAt: string }[] }>(
      admin.client,
      LIST,
      'users',
      { search: agent.email },
    );
    expect(listed.items).toEqual([{ id: agent.id, deactivated: true, deactivatedAt: first.deactivatedAt }]);
    const user = await gql(admin.client, `query ($id: ID!) { user(id: $id) { deactivated } }`, {
      id: agent.id,
    });
    expect(user.data?.user).toEqual({ deactivated: true });
    // Reactivating an active user changes nothing either.
    await setDeactivated(admin.client, agent.id, false);
    expect((await setDeactivated(admin.client, agent.id, false)).deactivated).toBe(false);
  });
});
