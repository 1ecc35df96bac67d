import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestSkill, createTestTeam, gql, gqlError, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { workers } from '../routing/routing.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const USER_FIELDS = `id firstName lastName name email roles status hasPassword
  channelCapacity { call customTask email sms voicemail } skills { id name } teams { id name }`;
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const LIST = `query ($search: String, $role: Role, $status: String, $page: Int, $size: Int) {
  users(search: $search, role: $role, status: $status, page: $page, size: $size) { total page size items { ${USER_FIELDS} } }
}`;
const GET = `query ($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    email: `new-${Math.random().toString(16).slice(2, 10)}@example.test`,
    firstName: 'Nora',
    lastName: 'New',
    roles: ['agent'],
    ...overrides,
  };
}

describe('createUser', () => {
  it('creates a user with skills, teams and capacity who can then sign in', async () => {
    const admin = await signedInAs(t, ['admin']);
    const skill = await createTestSkill(t.database.db, { brandId: admin.brandId, name: 'Spanish' });
    const team = await createTestTeam(t.database.db, { brandId: admin.brandId, name: 'Support' });
    const input = newUser({
      email: 'Nora.New@Example.test',
      password: 'a long secret',
      skillIds: [skill.id],
      teamIds: [team.id],
      channelCapacity: { call: 1, customTask: 3, email: 2, sms: 4, voicemail: 0 },
    });
    const body = await gql(admin.client, CREATE, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createUser).toMatchObject({
      email: 'nora.new@example.test',
      name: 'Nora New',
      roles: ['agent'],
      status: 'Offline',
      hasPassword: true,
      channelCapacity: { call: 1, customTask: 3, email: 2, sms: 4, voicemail: 0 },
      skills: [{ id: skill.id, name: 'Spanish' }],
      teams: [{ id: team.id, name: 'Support' }],
    });
    const client = new TestClient(t.app, '10.78.0.1');
    expect((await client.signIn('nora.new@example.test', 'a long secret')).statusCode).toBe(200);
  });

  it('creates a user without a password and mails a password link on request', async () => {
    const admin = await signedInAs(t, ['admin']);
    const body = await gql(admin.client, CREATE, { input: newUser({ email: 'invitee@example.test' }) });
    const created = body.data?.createUser as { id: string; hasPassword: boolean; channelCapacity: unknown };
    expect(created.hasPassword).toBe(false);
    expect(created.channelCapacity).toEqual({ call: 1, customTask: 1, email: 1, sms: 1, voicemail: 1 });
    const before = t.sentMail.length;
    const response = await admin.client.request({
      method: 'POST',
      url: `/api/user-management/users/${created.id}/password-email`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'invitee@example.test' });
    expect(t.sentMail.slice(before)).toEqual([
      expect.objectContaining({
        to: 'invitee@example.test',
        text: expect.stringContaining('/login/reset?recoveryToken='),
      }),
    ]);
  });

  it('names the field of each invalid value', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(
      await gqlError(admin.client, CREATE, { input: newUser({ email: 'not-an-address' }) }),
    ).toMatchObject({
      code: 'validation_failed',
      field: 'email',
      status: 400,
      message: 'email must be a valid email address',
    });
    expect(await gqlError(admin.client, CREATE, { input: newUser({ firstName: '  ' }) })).toMatchObject({
      field: 'firstName',
      message: 'firstName is required',
    });
    expect(await gqlError(admin.client, CREATE, { input: newUser({ roles: [] }) })).toMatchObject({
      field: 'roles',
      message: 'roles needs at least one role',
    });
    expect(await gqlError(admin.client, CREATE, { input: newUser({ password: 'short' }) })).toMatchObject({
      field: 'password',
    });
    const capacity = { call: 1, customTask: 1, email: 1, sms: -1, voicemail: 1 };
    expect(
      await gqlError(admin.client, CREATE, { input: newUser({ channelCapacity: capacity }) }),
    ).toMatchObject({
      field: 'channelCapacity.sms',
      message: 'channelCapacity.sms must be 0 or more',
    });
  });

  it('refuses a second user with the same address (409, field email), whatever its case', async () => {
    const admin = await signedInAs(t, ['admin']);
    await gql(admin.client, CREATE, { input: newUser({ email: 'twice@example.test' }) });
    expect(
      await gqlError(admin.client, CREATE, { input: newUser({ email: 'TWICE@example.test' }) }),
    ).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'email',
    });
  });

  it('lets a supervisor create agents but not admins', async () => {
    const supervisor = await signedInAs(t, ['supervisor']);
    expect((await gql(supervisor.client, CREATE, { input: newUser() })).errors).toBeUndefined();
    expect(await gqlError(supervisor.client, CREATE, { input: newUser({ roles: ['admin'] }) })).toMatchObject(
      {
        code: 'forbidden',
        field: 'roles',
      },
    );
  });
});

describe('users list and user', () => {
  it('pages through the brand by name, with search, role and status filters', async () => {
    const admin = await signedInAs(t, ['admin']);
    for (const [firstName, roles] of [
      ['Zed', ['agent']],
      ['Amy', ['supervisor']],
      ['Bob', ['agent']],
    ] as const) {
      await gql(admin.client, CREATE, {
        input: newUser({
          firstName,
          lastName: 'Lister',
          email: `${firstName.toLowerCase()}@list.test`,
          roles,
        }),
      });
    }
    const all = (await gql(admin.client, LIST, { page: 0, size: 2 })).data?.users as {
      total: number;
      items: { name: string }[];
    };
    expect(all.total).toBe(4);
    expect(all.items.map((user) => user.name)).toEqual(['Amy Lister', 'Bob Lister']);
    const second = (await gql(admin.client, LIST, { page: 1, size: 2 })).data?.users as {
      items: { name: string }[];
    };
    expect(second.items.map((user) => user.name)).toEqual(['Test User', 'Zed Lister']);
    const searched = (await gql(admin.client, LIST, { search: 'zed@LIST' })).data?.users as {
      items: { name: string }[];
    };
    expect(searched.items.map((user) => user.name)).toEqual(['Zed Lister']);
    const byName = (await gql(admin.client, LIST, { search: 'bob lis' })).data?.users as { total: number };
    expect(byName.total).toBe(1);
    const agents = (await gql(admin.client, LIST, { role: 'agent' })).data?.users as {
      items: { name: string }[];
    };
    expect(agents.items.map((user) => user.name)).toEqual(['Bob Lister', 'Zed Lister']);
    const offline = (await gql(admin.client, LIST, { status: 'Offline' })).data?.users as { total: number };
    expect(offline.total).toBe(4);
    const wildcard = (await gql(admin.client, LIST, { search: '%' })).data?.users as { total: number };
    expect(wildcard.total).toBe(0);
  });

  it('refuses agents, and keeps every brand to itself', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await gqlError(agent.client, LIST)).toMatchObject({ code: 'forbidden', status: 403 });
    expect(await gqlError(agent.client, CREATE, { input: newUser() })).toMatchObject({ code: 'forbidden' });
    expect(
      await gqlError(agent.client, UPDATE, { id: agent.user.id, input: { firstName: 'Me' } }),
    ).toMatchObject({
      code: 'forbidden',
    });

    const admin = await signedInAs(t, ['admin']);
    const elsewhere = await createTestBrand(t.database.db);
    const stranger = await createTestUser(t.database.db, { brandId: elsewhere.id });
    const foreignSkill = await createTestSkill(t.database.db, { brandId: elsewhere.id });
    expect(await gqlError(admin.client, GET, { id: stranger.id })).toMatchObject({ code: 'not_found' });
    expect(
      await gqlError(admin.client, UPDATE, { id: stranger.id, input: { firstName: 'X' } }),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(
      await gqlError(admin.client, CREATE, { input: newUser({ skillIds: [foreignSkill.id] }) }),
    ).toMatchObject({ code: 'validation_failed', field: 'skillIds' });
    const list = (await gql(admin.client, LIST)).data?.users as { items: { id: string }[] };
    expect(list.items.map((user) => user.id)).toEqual([admin.user.id]);
  });
});

describe('updateUser', () => {
  it('changes names, roles, capacity and replaces skills and teams', async () => {
    const admin = await signedInAs(t, ['admin']);
    const [english, billing] = [
      await createTestSkill(t.database.db, { brandId: admin.brandId, name: 'English' }),
      await createTestSkill(t.database.db, { brandId: admin.brandId, name: 'Billing' }),
    ];
    const team = await createTestTeam(t.database.db, { brandId: admin.brandId, name: 'Sales' });
    const created = (await gql(admin.client, CREATE, { input: newUser({ skillIds: [english.id] }) })).data
      ?.createUser as { id: string };
    const body = await gql(admin.client, UPDATE, {
      id: created.id,
      input: {
        firstName: 'Nina',
        lastName: '',
        roles: ['agent', 'supervisor'],
        skillIds: [billing.id],
        teamIds: [team.id],
        channelCapacity: { call: 2, customTask: 2, email: 2, sms: 2, voicemail: 2 },
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateUser).toMatchObject({
      name: 'Nina',
      roles: ['agent', 'supervisor'],
      skills: [{ name: 'Billing' }],
      teams: [{ name: 'Sales' }],
      channelCapacity: { call: 2, customTask: 2, email: 2, sms: 2, voicemail: 2 },
    });
    const cleared = await gql(admin.client, UPDATE, { id: created.id, input: { skillIds: [], teamIds: [] } });
    expect(cleared.data?.updateUser).toMatchObject({ name: 'Nina', skills: [], teams: [] });
  });

  it("keeps the routing engine's worker in step (syncWorker in the same transaction)", async () => {
    const admin = await signedInAs(t, ['admin']);
    const skill = await createTestSkill(t.database.db, { brandId: admin.brandId, name: 'Billing' });
    const created = (await gql(admin.client, CREATE, { input: newUser() })).data?.createUser as {
      id: string;
    };
    await gql(admin.client, UPDATE, {
      id: created.id,
      input: {
        skillIds: [skill.id],
        channelCapacity: { call: 0, customTask: 1, email: 1, sms: 3, voicemail: 1 },
      },
    });
    const [worker] = await t.database.db
      .select({ skills: workers.skills, channelCapacity: workers.channelCapacity })
      .from(workers)
      .where(and(eq(workers.brandId, admin.brandId), eq(workers.userId, created.id)));
    expect(worker).toEqual({
      skills: ['Billing'],
      channelCapacity: { call: 0, customTask: 1, email: 1, sms: 3, voicemail: 1 },
    });
  });

  it('refuses an address another user has (409, field email)', async () => {
    const admin = await signedInAs(t, ['admin']);
    const other = await createTestUser(t.database.db, { brandId: admin.brandId });
    expect(
      await gqlError(admin.client, UPDATE, { id: admin.user.id, input: { email: other.email } }),
    ).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'email',
    });
  });

  it('keeps admins in charge of admins, and nobody drops their own admin role', async () => {
    const admin = await signedInAs(t, ['admin']);
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect(
      await gqlError(supervisor.client, UPDATE, { id: admin.user.id, input: { email: 'mine@example.test' } }),
    ).toMatchObject({ code: 'forbidden' });
    expect(
      await gqlError(supervisor.client, UPDATE, { id: supervisor.user.id, input: { roles: ['admin'] } }),
    ).toMatchObject({ code: 'forbidden', field: 'roles' });
    expect(
      await gqlError(admin.client, UPDATE, { id: admin.user.id, input: { roles: ['agent'] } }),
    ).toMatchObject({
      code: 'validation_failed',
      field: 'roles',
    });
  });

  it('refuses an id that is not an id', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, GET, { id: 'nope' })).toMatchObject({
      code: 'validation_failed',
      field: 'id',
    });
  });
});

describe('password email', () => {
  it('is for admins and supervisors of the brand only', async () => {
    const agent = await signedInAs(t, ['agent']);
    const refused = await agent.client.request({
      method: 'POST',
      url: `/api/user-management/users/${agent.user.id}/password-email`,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await signedInAs(t, ['admin']);
    const foreign = await admin.client.request({
      method: 'POST',
      url: `/api/user-management/users/${agent.user.id}/password-email`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
