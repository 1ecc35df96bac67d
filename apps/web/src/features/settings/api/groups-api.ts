import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Teams and skills over GraphQL: a name and the users who belong.

export type GroupKind = 'team' | 'skill';
export type GroupSummary = { id: string; name: string; count: number };
export type GroupMember = { id: string; name: string; email: string };
export type GroupDetail = { id: string; name: string; users: GroupMember[] };
export type GroupInput = { name: string; userIds: string[] };

const MEMBER = 'id name email';

export async function fetchGroups(kind: GroupKind, signal?: AbortSignal): Promise<GroupSummary[]> {
  if (kind === 'team') {
    const data = await graphqlRequest<{ teams: { id: string; name: string; memberCount: number }[] }>(
      'query SettingsTeams { teams { id name memberCount } }',
      {},
      { signal },
    );
    return data.teams.map((team) => ({ id: team.id, name: team.name, count: team.memberCount }));
  }
  const data = await graphqlRequest<{ skills: { id: string; name: string; userCount: number }[] }>(
    'query SettingsSkills { skills { id name userCount } }',
    {},
    { signal },
  );
  return data.skills.map((skill) => ({ id: skill.id, name: skill.name, count: skill.userCount }));
}

type TeamDetail = { id: string; name: string; members: GroupMember[] };
type SkillDetail = { id: string; name: string; users: GroupMember[] };

const fromTeam = (team: TeamDetail): GroupDetail => ({ id: team.id, name: team.name, users: team.members });

export async function fetchGroup(kind: GroupKind, id: string, signal?: AbortSignal): Promise<GroupDetail> {
  if (kind === 'team') {
    const data = await graphqlRequest<{ team: TeamDetail }>(
      `query SettingsTeam($id: ID!) { team(id: $id) { id name members { ${MEMBER} } } }`,
      { id },
      { signal },
    );
    return fromTeam(data.team);
  }
  const data = await graphqlRequest<{ skill: SkillDetail }>(
    `query SettingsSkill($id: ID!) { skill(id: $id) { id name users { ${MEMBER} } } }`,
    { id },
    { signal },
  );
  return data.skill;
}

export async function saveGroup(kind: GroupKind, id: string | null, input: GroupInput): Promise<GroupDetail> {
  if (kind === 'team') {
    const teamInput = { name: input.name, memberIds: input.userIds };
    const fields = `id name members { ${MEMBER} }`;
    if (id === null) {
      const data = await graphqlRequest<{ createTeam: TeamDetail }>(
        `mutation SettingsCreateTeam($input: TeamInput!) { createTeam(input: $input) { ${fields} } }`,
        { input: teamInput },
      );
      return fromTeam(data.createTeam);
    }
    const data = await graphqlRequest<{ updateTeam: TeamDetail }>(
      `mutation SettingsUpdateTeam($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { ${fields} } }`,
      { id, input: teamInput },
    );
    return fromTeam(data.updateTeam);
  }
  const fields = `id name users { ${MEMBER} }`;
  if (id === null) {
    const data = await graphqlRequest<{ createSkill: SkillDetail }>(
      `mutation SettingsCreateSkill($input: SkillInput!) { createSkill(input: $input) { ${fields} } }`,
      { input },
    );
    return data.createSkill;
  }
  const data = await graphqlRequest<{ updateSkill: SkillDetail }>(
    `mutation SettingsUpdateSkill($id: ID!, $input: UpdateSkillInput!) { updateSkill(id: $id, input: $input) { ${fields} } }`,
    { id, input },
  );
  return data.updateSkill;
}

export async function deleteGroup(kind: GroupKind, id: string): Promise<void> {
  const mutation = kind === 'team' ? 'deleteTeam' : 'deleteSkill';
  await graphqlRequest(`mutation SettingsDeleteGroup($id: ID!) { ${mutation}(id: $id) }`, { id });
}
