import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  SettingsCreateSkillDocument,
  SettingsCreateTeamDocument,
  SettingsDeleteSkillDocument,
  SettingsDeleteTeamDocument,
  type SettingsGroupMemberFragment,
  SettingsSkillDocument,
  type SettingsSkillQuery,
  SettingsSkillsDocument,
  SettingsTeamDocument,
  type SettingsTeamQuery,
  SettingsTeamsDocument,
  SettingsUpdateSkillDocument,
  SettingsUpdateTeamDocument,
} from './groups.generated.ts';

// Teams and skills over GraphQL: a name and the users who belong.

export type GroupKind = 'team' | 'skill';
export type GroupSummary = { id: string; name: string; count: number };
export type GroupMember = SettingsGroupMemberFragment;
/** A team or a skill with its people (a team's members are its users). */
export type GroupDetail = SettingsSkillQuery['skill'];
export type GroupInput = { name: string; userIds: string[] };

export async function fetchGroups(kind: GroupKind, signal?: AbortSignal): Promise<GroupSummary[]> {
  if (kind === 'team') {
    const data = await graphqlRequest(SettingsTeamsDocument, {}, { signal });
    return data.teams.map((team) => ({ id: team.id, name: team.name, count: team.memberCount }));
  }
  const data = await graphqlRequest(SettingsSkillsDocument, {}, { signal });
  return data.skills.map((skill) => ({ id: skill.id, name: skill.name, count: skill.userCount }));
}

type TeamDetail = SettingsTeamQuery['team'];

const fromTeam = (team: TeamDetail): GroupDetail => ({ id: team.id, name: team.name, users: team.members });

export async function fetchGroup(kind: GroupKind, id: string, signal?: AbortSignal): Promise<GroupDetail> {
  if (kind === 'team') {
    const data = await graphqlRequest(SettingsTeamDocument, { id }, { signal });
    return fromTeam(data.team);
  }
  const data = await graphqlRequest(SettingsSkillDocument, { id }, { signal });
  return data.skill;
}

export async function saveGroup(kind: GroupKind, id: string | null, input: GroupInput): Promise<GroupDetail> {
  if (kind === 'team') {
    const teamInput = { name: input.name, memberIds: input.userIds };
    if (id === null) {
      const data = await graphqlRequest(SettingsCreateTeamDocument, { input: teamInput });
      return fromTeam(data.createTeam);
    }
    const data = await graphqlRequest(SettingsUpdateTeamDocument, { id, input: teamInput });
    return fromTeam(data.updateTeam);
  }
  if (id === null) {
    const data = await graphqlRequest(SettingsCreateSkillDocument, { input });
    return data.createSkill;
  }
  const data = await graphqlRequest(SettingsUpdateSkillDocument, { id, input });
  return data.updateSkill;
}

export async function deleteGroup(kind: GroupKind, id: string): Promise<void> {
  if (kind === 'team') await graphqlRequest(SettingsDeleteTeamDocument, { id });
  else await graphqlRequest(SettingsDeleteSkillDocument, { id });
}
