import type { Role } from '@parley/core/auth/roles';
import { ROLES } from '@parley/core/auth/roles';
import {
  CAPACITY_CHANNELS,
  type ChannelCapacity,
  DEFAULT_CHANNEL_CAPACITY,
} from '@parley/core/common/channels';
import { USER_TEXTS } from '@parley/core/settings/texts';
import { CAPACITY_CHANNEL_LABELS } from '@parley/core/users/user-inputs';
import type { ManagedUser, UserInput } from '../api/users-api.ts';

/** NumberInput gives '' while a box is empty: the form keeps that until validation refuses it. */
export type CapacityValues = Record<keyof ChannelCapacity, number | string>;

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  password: string;
  sendPasswordEmail: boolean;
  skillIds: string[];
  teamIds: string[];
  channelCapacity: CapacityValues;
};

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function userFormValues(user?: ManagedUser): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    roles: user ? user.roles.filter(isRole) : ['agent'],
    password: '',
    sendPasswordEmail: true,
    skillIds: user?.skills.map((skill) => skill.id) ?? [],
    teamIds: user?.teams.map((team) => team.id) ?? [],
    channelCapacity: { ...(user?.channelCapacity ?? DEFAULT_CHANNEL_CAPACITY) },
  };
}

/** The values the server takes; only called once validation passed (every capacity is a number). */
export function userInputOf(values: UserFormValues): UserInput {
  const capacity = { ...DEFAULT_CHANNEL_CAPACITY };
  for (const channel of CAPACITY_CHANNELS) capacity[channel] = Number(values.channelCapacity[channel]);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    roles: values.roles,
    skillIds: values.skillIds,
    teamIds: values.teamIds,
    channelCapacity: capacity,
  };
}

/** Server field names → labels, for errors the server names a field of. */
export const USER_FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: USER_TEXTS.firstName,
  lastName: USER_TEXTS.lastName,
  email: USER_TEXTS.email,
  roles: USER_TEXTS.roles,
  password: USER_TEXTS.password,
  skillIds: USER_TEXTS.skills,
  teamIds: USER_TEXTS.teams,
  ...Object.fromEntries(
    CAPACITY_CHANNELS.map((channel) => [`channelCapacity.${channel}`, CAPACITY_CHANNEL_LABELS[channel]]),
  ),
};
