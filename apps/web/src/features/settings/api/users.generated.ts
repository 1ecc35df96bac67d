// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChannelCapacityInput = {
  call: number;
  customTask: number;
  email: number;
  sms: number;
  voicemail: number;
};

export type CreateUserInput = {
  channelCapacity?: ChannelCapacityInput | null | undefined;
  email: string;
  firstName: string;
  lastName?: string | null | undefined;
  /** Optional: without one, send a password email (REST) so the user can sign in. */
  password?: string | null | undefined;
  roles: Array<Role>;
  skillIds?: Array<string | number> | null | undefined;
  teamIds?: Array<string | number> | null | undefined;
};

export type Role =
  | 'admin'
  | 'agent'
  | 'supervisor';

export type UpdateUserInput = {
  channelCapacity?: ChannelCapacityInput | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  roles?: Array<Role> | null | undefined;
  /** The user's whole new set of skills */
  skillIds?: Array<string | number> | null | undefined;
  /** The user's whole new set of teams */
  teamIds?: Array<string | number> | null | undefined;
};

export type SettingsManagedUserFragment = { id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> };

export type SettingsUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: Types.Role | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SettingsUsersQuery = { users: { total: number, page: number, size: number, items: Array<{ id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> }> } };

export type SettingsUserQueryVariables = Exact<{
  id: string | number;
}>;


export type SettingsUserQuery = { user: { id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> } };

export type SettingsCreateUserMutationVariables = Exact<{
  input: Types.CreateUserInput;
}>;


export type SettingsCreateUserMutation = { createUser: { id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> } };

export type SettingsUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateUserInput;
}>;


export type SettingsUpdateUserMutation = { updateUser: { id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> } };

export type SettingsDeactivateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeactivateUserMutation = { deactivateUser: { id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> } };

export type SettingsReactivateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsReactivateUserMutation = { reactivateUser: { id: string, firstName: string, lastName: string, name: string, email: string, roles: Array<string>, status: string, hasPassword: boolean, deactivated: boolean, channelCapacity: { call: number, customTask: number, email: number, sms: number, voicemail: number }, skills: Array<{ id: string, name: string }>, teams: Array<{ id: string, name: string }> } };

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
export const SettingsManagedUserFragmentDoc = new TypedDocumentString(`
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}
    `, {"fragmentName":"SettingsManagedUser"}) as unknown as TypedDocumentString<SettingsManagedUserFragment, unknown>;
export const SettingsUsersDocument = new TypedDocumentString(`
    query SettingsUsers($search: String, $role: Role, $status: String, $page: Int, $size: Int) {
  users(search: $search, role: $role, status: $status, page: $page, size: $size) {
    total
    page
    size
    items {
      ...SettingsManagedUser
    }
  }
}
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}`) as unknown as TypedDocumentString<SettingsUsersQuery, SettingsUsersQueryVariables>;
export const SettingsUserDocument = new TypedDocumentString(`
    query SettingsUser($id: ID!) {
  user(id: $id) {
    ...SettingsManagedUser
  }
}
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}`) as unknown as TypedDocumentString<SettingsUserQuery, SettingsUserQueryVariables>;
export const SettingsCreateUserDocument = new TypedDocumentString(`
    mutation SettingsCreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...SettingsManagedUser
  }
}
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}`) as unknown as TypedDocumentString<SettingsCreateUserMutation, SettingsCreateUserMutationVariables>;
export const SettingsUpdateUserDocument = new TypedDocumentString(`
    mutation SettingsUpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...SettingsManagedUser
  }
}
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}`) as unknown as TypedDocumentString<SettingsUpdateUserMutation, SettingsUpdateUserMutationVariables>;
export const SettingsDeactivateUserDocument = new TypedDocumentString(`
    mutation SettingsDeactivateUser($id: ID!) {
  deactivateUser(id: $id) {
    ...SettingsManagedUser
  }
}
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}`) as unknown as TypedDocumentString<SettingsDeactivateUserMutation, SettingsDeactivateUserMutationVariables>;
export const SettingsReactivateUserDocument = new TypedDocumentString(`
    mutation SettingsReactivateUser($id: ID!) {
  reactivateUser(id: $id) {
    ...SettingsManagedUser
  }
}
    fragment SettingsManagedUser on ManagedUser {
  id
  firstName
  lastName
  name
  email
  roles
  status
  hasPassword
  deactivated
  channelCapacity {
    call
    customTask
    email
    sms
    voicemail
  }
  skills {
    id
    name
  }
  teams {
    id
    name
  }
}`) as unknown as TypedDocumentString<SettingsReactivateUserMutation, SettingsReactivateUserMutationVariables>;