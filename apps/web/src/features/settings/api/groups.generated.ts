// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SkillInput = {
  name: string;
  userIds?: Array<string | number> | null | undefined;
};

export type TeamInput = {
  memberIds?: Array<string | number> | null | undefined;
  name: string;
};

export type UpdateSkillInput = {
  name?: string | null | undefined;
  /** Everyone who has the skill */
  userIds?: Array<string | number> | null | undefined;
};

export type UpdateTeamInput = {
  /** The whole new set of members */
  memberIds?: Array<string | number> | null | undefined;
  name?: string | null | undefined;
};

export type SettingsGroupMemberFragment = { id: string, name: string, email: string };

export type SettingsTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTeamsQuery = { teams: Array<{ id: string, name: string, memberCount: number }> };

export type SettingsSkillsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSkillsQuery = { skills: Array<{ id: string, name: string, userCount: number }> };

export type SettingsTeamQueryVariables = Exact<{
  id: string | number;
}>;


export type SettingsTeamQuery = { team: { id: string, name: string, members: Array<{ id: string, name: string, email: string }> } };

export type SettingsSkillQueryVariables = Exact<{
  id: string | number;
}>;


export type SettingsSkillQuery = { skill: { id: string, name: string, users: Array<{ id: string, name: string, email: string }> } };

export type SettingsCreateTeamMutationVariables = Exact<{
  input: Types.TeamInput;
}>;


export type SettingsCreateTeamMutation = { createTeam: { id: string, name: string, members: Array<{ id: string, name: string, email: string }> } };

export type SettingsUpdateTeamMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateTeamInput;
}>;


export type SettingsUpdateTeamMutation = { updateTeam: { id: string, name: string, members: Array<{ id: string, name: string, email: string }> } };

export type SettingsCreateSkillMutationVariables = Exact<{
  input: Types.SkillInput;
}>;


export type SettingsCreateSkillMutation = { createSkill: { id: string, name: string, users: Array<{ id: string, name: string, email: string }> } };

export type SettingsUpdateSkillMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateSkillInput;
}>;


export type SettingsUpdateSkillMutation = { updateSkill: { id: string, name: string, users: Array<{ id: string, name: string, email: string }> } };

export type SettingsDeleteTeamMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteTeamMutation = { deleteTeam: string };

export type SettingsDeleteSkillMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteSkillMutation = { deleteSkill: string };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SettingsGroupMemberFragmentDoc = new TypedDocumentString(`
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}
    `, {"fragmentName":"SettingsGroupMember"}) as unknown as TypedDocumentString<SettingsGroupMemberFragment, unknown>;
export const SettingsTeamsDocument = new TypedDocumentString(`
    query SettingsTeams {
  teams {
    id
    name
    memberCount
  }
}
    `) as unknown as TypedDocumentString<SettingsTeamsQuery, SettingsTeamsQueryVariables>;
export const SettingsSkillsDocument = new TypedDocumentString(`
    query SettingsSkills {
  skills {
    id
    name
    userCount
  }
}
    `) as unknown as TypedDocumentString<SettingsSkillsQuery, SettingsSkillsQueryVariables>;
export const SettingsTeamDocument = new TypedDocumentString(`
    query SettingsTeam($id: ID!) {
  team(id: $id) {
    id
    name
    members {
      ...SettingsGroupMember
    }
  }
}
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}`) as unknown as TypedDocumentString<SettingsTeamQuery, SettingsTeamQueryVariables>;
export const SettingsSkillDocument = new TypedDocumentString(`
    query SettingsSkill($id: ID!) {
  skill(id: $id) {
    id
    name
    users {
      ...SettingsGroupMember
    }
  }
}
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}`) as unknown as TypedDocumentString<SettingsSkillQuery, SettingsSkillQueryVariables>;
export const SettingsCreateTeamDocument = new TypedDocumentString(`
    mutation SettingsCreateTeam($input: TeamInput!) {
  createTeam(input: $input) {
    id
    name
    members {
      ...SettingsGroupMember
    }
  }
}
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}`) as unknown as TypedDocumentString<SettingsCreateTeamMutation, SettingsCreateTeamMutationVariables>;
export const SettingsUpdateTeamDocument = new TypedDocumentString(`
    mutation SettingsUpdateTeam($id: ID!, $input: UpdateTeamInput!) {
  updateTeam(id: $id, input: $input) {
    id
    name
    members {
      ...SettingsGroupMember
    }
  }
}
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}`) as unknown as TypedDocumentString<SettingsUpdateTeamMutation, SettingsUpdateTeamMutationVariables>;
export const SettingsCreateSkillDocument = new TypedDocumentString(`
    mutation SettingsCreateSkill($input: SkillInput!) {
  createSkill(input: $input) {
    id
    name
    users {
      ...SettingsGroupMember
    }
  }
}
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}`) as unknown as TypedDocumentString<SettingsCreateSkillMutation, SettingsCreateSkillMutationVariables>;
export const SettingsUpdateSkillDocument = new TypedDocumentString(`
    mutation SettingsUpdateSkill($id: ID!, $input: UpdateSkillInput!) {
  updateSkill(id: $id, input: $input) {
    id
    name
    users {
      ...SettingsGroupMember
    }
  }
}
    fragment SettingsGroupMember on GroupMember {
  id
  name
  email
}`) as unknown as TypedDocumentString<SettingsUpdateSkillMutation, SettingsUpdateSkillMutationVariables>;
export const SettingsDeleteTeamDocument = new TypedDocumentString(`
    mutation SettingsDeleteTeam($id: ID!) {
  deleteTeam(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteTeamMutation, SettingsDeleteTeamMutationVariables>;
export const SettingsDeleteSkillDocument = new TypedDocumentString(`
    mutation SettingsDeleteSkill($id: ID!) {
  deleteSkill(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteSkillMutation, SettingsDeleteSkillMutationVariables>;