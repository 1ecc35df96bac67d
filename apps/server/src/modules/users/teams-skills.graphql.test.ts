import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestSkill, createTestTeam, gql, gqlError, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TEAM = 'id name memberCount members { id name email }';
const SKILL = 'id name userCount users { id name email }';
const CREATE_TEAM = `mutation ($input: TeamInput!) { createTeam(input: $input) { ${TEAM} } }`;
const UPDATE_TEAM = `mutation ($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { ${TEAM} } }`;
const DELETE_TEAM = 'mutation ($id: ID!) { deleteTeam(id: $id) }';
const TEAMS = 'query { teams { id name memberCount } }';
const TEAM_ONE = `query ($id: ID!) { team(id: $id) { ${TEAM} } }`;
const GET_TEAMS = 'query { getTeams { id name } }';
const CREATE_SKILL = `mutation ($input: SkillInput!) { createSkill(input: $input) { ${SKILL} } }`;
const UPDATE_SKILL = `mutation ($id: ID!, $input: UpdateSkillInput!) { updateSkill(id: $id, input: $input) { ${SKILL} } }`;
const DELETE_SKILL = 'mutation ($id: ID!) { deleteSkill(id: $id) }';
const SKILLS = 'query { skills { id name userCount } }';
const AGENT_SKILLS = 'query { getAuthenticatedUser { skills teams { name } } }';

describe('teams', () => {
  it('creates, lists, renames, changes members of and deletes a team', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    const created = await gql(admin.client, CREATE_TEAM, {
      input: { name: ' Support ', memberIds: [agent.user.id] },
    });
    const team = created.data?.createTeam as { id: string };
    expect(created.data?.createTeam).toMatchObject({
      name: 'Support',
      memberCount: 1,
      members: [{ id: agent.user.id, name: 'Test User', email: agent.user.email }],
    });
    expect((await gql(agent.client, AGENT_SKILLS)).data?.getAuthenticatedUser).toMatchObject({
      teams: [{ name: 'Support' }],
    });
    const renamed = await gql(admin.client, UPDATE_TEAM, {
      id: team.id,
      input: { name: 'Care', memberIds: [admin.user.id, agent.user.id] },
    });
    expect(renamed.data?.updateTeam).toMatchObject({ name: 'Care', memberCount: 2 });
    expect((await gql(admin.client, TEAMS)).data?.teams).toEqual([
      { id: team.id, name: 'Care', memberCount: 2 },
    ]);
    // spec 002 §7 getTeams: every signed-in user, id and name.
    expect((await gql(agent.client, GET_TEAMS)).data?.getTeams).toEqual([{ id: team.id, name: 'Care' }]);
    expect((await gql(admin.client, DELETE_TEAM, { id: team.id })).data?.deleteTeam).toBe(team.id);
    expect((await gql(admin.client, TEAMS)).data?.teams).toEqual([]);
    expect(await gqlError(admin.client, TEAM_ONE, { id: team.id })).toMatchObject({ code: 'not_found' });
  });

  it('validates names, refuses duplicates with the field, and refuses agents', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE_TEAM, { input: { name: '' } })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'name is required',
    });
    await gql(admin.client, CREATE_TEAM, { input: { name: 'Sales' } });
    const other = (await gql(admin.client, CREATE_TEAM, { input: { name: 'Billing' } })).data?.createTeam as {
      id: string;
    };
    expect(await gqlError(admin.client, CREATE_TEAM, { input: { name: 'Sales' } })).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'name',
    });
    expect(
      await gqlError(admin.client, UPDATE_TEAM, { id: other.id, input: { name: 'Sales' } }),
    ).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'name',
    });
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, TEAMS)).toMatchObject({ code: 'forbidden' });
    expect(await gqlError(agent.client, CREATE_TEAM, { input: { name: 'Mine' } })).toMatchObject({
      code: 'forbidden',
    });
    expect(await gqlError(agent.client, DELETE_TEAM, { id: other.id })).toMatchObject({ code: 'forbidden' });
  });

  it("never touches another brand's team or adds another brand's user", async () => {
    const admin = await signedInAs(t, ['admin']);
    const elsewhere = await createTestBrand(t.database.db);
    const foreignTeam = await createTestTeam(t.database.db, { brandId: elsewhere.id });
    const stranger = await createTestUser(t.database.db, { brandId: elsewhere.id });
    expect(
      await gqlError(admin.client, UPDATE_TEAM, { id: foreignTeam.id, input: { name: 'Mine' } }),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(admin.client, DELETE_TEAM, { id: foreignTeam.id })).toMatchObject({
      code: 'not_found',
    });
    expect(
      await gqlError(admin.client, CREATE_TEAM, { input: { name: 'Mixed', memberIds: [stranger.id] } }),
    ).toMatchObject({ code: 'validation_failed', field: 'memberIds' });
    expect((await gql(admin.client, GET_TEAMS)).data?.getTeams).toEqual([]);
  });
});

describe('skills', () => {
  it('creates, assigns, renames and deletes a skill; the agent sees the change', async () => {
    const supervisor = await signedInAs(t, ['supervisor']);
    const agent = await signedInAs(t, ['agent'], supervisor.brandId);
    const created = await gql(supervisor.client, CREATE_SKILL, {
      input: { name: 'Spanish', userIds: [agent.user.id] },
    });
    const skill = created.data?.createSkill as { id: string };
    expect(created.data?.createSkill).toMatchObject({
      name: 'Spanish',
      userCount: 1,
      users: [{ id: agent.user.id }],
    });
    expect((await gql(agent.client, AGENT_SKILLS)).data?.getAuthenticatedUser).toMatchObject({
      skills: ['Spanish'],
    });
    await gql(supervisor.client, UPDATE_SKILL, { id: skill.id, input: { name: 'Español' } });
    expect((await gql(agent.client, AGENT_SKILLS)).data?.getAuthenticatedUser).toMatchObject({
      skills: ['Español'],
    });
    const moved = await gql(supervisor.client, UPDATE_SKILL, {
      id: skill.id,
      input: { userIds: [supervisor.user.id] },
    });
    expect(moved.data?.updateSkill).toMatchObject({ userCount: 1, users: [{ id: supervisor.user.id }] });
    expect((await gql(agent.client, AGENT_SKILLS)).data?.getAuthenticatedUser).toMatchObject({ skills: [] });
    expect((await gql(supervisor.client, SKILLS)).data?.skills).toEqual([
      { id: skill.id, name: 'Español', userCount: 1 },
    ]);
    expect((await gql(supervisor.client, DELETE_SKILL, { id: skill.id })).data?.deleteSkill).toBe(skill.id);
    expect((await gql(supervisor.client, SKILLS)).data?.skills).toEqual([]);
  });

  it('validates, refuses duplicates and agents, and stays in its brand', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE_SKILL, { input: { name: 'x'.repeat(101) } })).toMatchObject({
      field: 'name',
      message: 'name must be at most 100 characters',
    });
    expect(
      await gqlError(admin.client, CREATE_SKILL, { input: { name: 'Billing', userIds: ['not-a-uuid'] } }),
    ).toMatchObject({ code: 'validation_failed', field: 'userIds.0' });
    await gql(admin.client, CREATE_SKILL, { input: { name: 'Billing' } });
    expect(await gqlError(admin.client, CREATE_SKILL, { input: { name: 'Billing' } })).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'name',
    });
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, SKILLS)).toMatchObject({ code: 'forbidden' });
    expect(await gqlError(agent.client, CREATE_SKILL, { input: { name: 'Mine' } })).toMatchObject({
      code: 'forbidden',
    });
    const elsewhere = await createTestBrand(t.database.db);
    const foreign = await createTestSkill(t.database.db, { brandId: elsewhere.id, name: 'Billing' });
    expect(
      await gqlError(admin.client, UPDATE_SKILL, { id: foreign.id, input: { name: 'Mine' } }),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(admin.client, DELETE_SKILL, { id: foreign.id })).toMatchObject({
      code: 'not_found',
    });
  });
});
