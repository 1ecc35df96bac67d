import type { Role } from '@parley/core/auth/roles';
import type { ChannelCapacity } from '@parley/core/common/channels';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  SettingsCreateUserDocument,
  SettingsDeactivateUserDocument,
  type SettingsManagedUserFragment,
  SettingsReactivateUserDocument,
  SettingsUpdateUserDocument,
  SettingsUserDocument,
  SettingsUsersDocument,
  type SettingsUsersQuery,
} from './users.generated.ts';

// User management over GraphQL (apps/server/src/modules/users/user-management.graphql.ts).

export type ManagedUser = SettingsManagedUserFragment;
export type NamedRef = ManagedUser['skills'][number];
export type UserPage = SettingsUsersQuery['users'];

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

export async function fetchUserPage(filters: UserFilters, signal?: AbortSignal): Promise<UserPage> {
  const data = await graphqlRequest(SettingsUsersDocument, filters, { signal });
  return data.users;
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<ManagedUser> {
  const data = await graphqlRequest(SettingsUserDocument, { id }, { signal });
  return data.user;
}

export async function createUser(input: UserInput & { password?: string }): Promise<ManagedUser> {
  const data = await graphqlRequest(SettingsCreateUserDocument, { input });
  return data.createUser;
}

export async function updateUser(id: string, input: UserInput): Promise<ManagedUser> {
  const data = await graphqlRequest(SettingsUpdateUserDocument, { id, input });
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
  const data = await graphqlRequest(SettingsDeactivateUserDocument, { id });
  return data.deactivateUser;
}

/** Lets a deactivated user sign in again. */
export async function reactivateUser(id: string): Promise<ManagedUser> {
  const data = await graphqlRequest(SettingsReactivateUserDocument, { id });
  return data.reactivateUser;
}
