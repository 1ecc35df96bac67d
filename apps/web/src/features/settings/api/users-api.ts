import type { ChannelCapacity } from '@parley/core/channels';
import type { Role } from '@parley/core/roles';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// User management over GraphQL (apps/server/src/modules/users/user-management.graphql.ts).

export type NamedRef = { id: string; name: string };

export type ManagedUser = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  roles: string[];
  status: string;
  hasPassword: boolean;
  /** A deactivated user cannot sign in and gets no work until reactivated. */
  deactivated: boolean;
  channelCapacity: ChannelCapacity;
  skills: NamedRef[];
  teams: NamedRef[];
};

export type UserPage = { items: ManagedUser[]; total: number; page: number; size: number };

export type UserFilters = {
  search: string;
  role: Role | null;
  status: string | null;
  page: number;
  size: number;
};

export type UserInput = {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  skillIds: string[];
  teamIds: string[];
  channelCapacity: ChannelCapacity;
};

const USER_FIELDS = `id firstName lastName name email roles status hasPassword deactivated
  channelCapacity { call customTask email sms voicemail } skills { id name } teams { id name }`;

export async function fetchUserPage(filters: UserFilters, signal?: AbortSignal): Promise<UserPage> {
  const data = await graphqlRequest<{ users: UserPage }>(
    `query SettingsUsers($search: String, $role: Role, $status: String, $page: Int, $size: Int) {
      users(search: $search, role: $role, status: $status, page: $page, size: $size) {
        total page size items { ${USER_FIELDS} }
      }
    }`,
    filters,
    { signal },
  );
  return data.users;
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<ManagedUser> {
  const data = await graphqlRequest<{ user: ManagedUser }>(
    `query SettingsUser($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
    { id },
    { signal },
  );
  return data.user;
}

export async function createUser(input: UserInput & { password?: string }): Promise<ManagedUser> {
  const data = await graphqlRequest<{ createUser: ManagedUser }>(
    `mutation SettingsCreateUser($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
    { input },
  );
  return data.createUser;
}

export async function updateUser(id: string, input: UserInput): Promise<ManagedUser> {
  const data = await graphqlRequest<{ updateUser: ManagedUser }>(
    `mutation SettingsUpdateUser($id: ID!, $input: UpdateUserInput!) {
      updateUser(id: $id, input: $input) { ${USER_FIELDS} }
    }`,
    { id, input },
  );
  return data.updateUser;
}

/** Mails the user a link to choose a password (the invitation, or a reset). */
export function sendPasswordEmail(id: string): Promise<{ email: string }> {
  return apiRequest<{ email: string }>(`/user-management/users/${encodeURIComponent(id)}/password-email`, {
    method: 'POST',
  });
}

/** Signs the user out everywhere and takes them out of routing until reactivated. */
export async function deactivateUser(id: string): Promise<ManagedUser> {
  const data = await graphqlRequest<{ deactivateUser: ManagedUser }>(
    `mutation SettingsDeactivateUser($id: ID!) { deactivateUser(id: $id) { ${USER_FIELDS} } }`,
    { id },
  );
  return data.deactivateUser;
}

/** Lets a deactivated user sign in again. */
export async function reactivateUser(id: string): Promise<ManagedUser> {
  const data = await graphqlRequest<{ reactivateUser: ManagedUser }>(
    `mutation SettingsReactivateUser($id: ID!) { reactivateUser(id: $id) { ${USER_FIELDS} } }`,
    { id },
  );
  return data.reactivateUser;
}
