import { z } from 'zod';
import { ROLES } from '../auth/roles.ts';
import { PASSWORD_MIN_LENGTH } from '../auth/session.ts';
import { CAPACITY_CHANNELS, type CapacityChannel } from '../common/channels.ts';

// User management (spec 001 §2 settings routes, spec 002 §2): the inputs the server checks and the
// web forms validate with, so both give the same reasons. Messages read after the field's name:
// "email must be a valid email address" on the server, "Email must be a valid email address" in a form.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 320;
/** Per-channel capacity an admin may give an agent (Agent.channelCapacity, spec 000 §3). */
export const CHANNEL_CAPACITY_MAX = 50;
/** Users list paging: the page size the settings list asks for, and the most a caller may ask. */
export const USERS_PAGE_SIZE = 25;
export const USERS_PAGE_SIZE_MAX = 100;
/** The most ids one assignment list (skill users, team members, a user's skills) may carry. */
export const ASSIGNMENT_IDS_MAX = 5_000;

export const requiredNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

export const optionalNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

export const userEmailSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .email('must be a valid email address');

export const userRolesSchema = z
  .array(z.enum(ROLES, { message: 'must be admin, supervisor or agent' }))
  .min(1, 'needs at least one role')
  .transform((roles) => [...new Set(roles)]);

export const initialPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'must be at most 1024 characters');

export const capacityValueSchema = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(CHANNEL_CAPACITY_MAX, `must be at most ${CHANNEL_CAPACITY_MAX}`);

export const channelCapacitySchema = z.object(
  Object.fromEntries(CAPACITY_CHANNELS.map((channel) => [channel, capacityValueSchema])) as Record<
    CapacityChannel,
    typeof capacityValueSchema
  >,
);

export const idListSchema = z
  .array(z.string().uuid('must hold valid ids'))
  .max(ASSIGNMENT_IDS_MAX, `must hold at most ${ASSIGNMENT_IDS_MAX} ids`)
  .transform((ids) => [...new Set(ids)]);

/** A new user. Without a password the account cannot sign in until a password email is used. */
export const createUserInput = z.object({
  email: userEmailSchema,
  firstName: requiredNameSchema,
  lastName: optionalNameSchema.default(''),
  roles: userRolesSchema,
  password: initialPasswordSchema.optional(),
  skillIds: idListSchema.optional(),
  teamIds: idListSchema.optional(),
  channelCapacity: channelCapacitySchema.optional(),
});

/** An edit: only the fields given change; skills and teams given are the whole new set. */
export const updateUserInput = z.object({
  email: userEmailSchema.optional(),
  firstName: requiredNameSchema.optional(),
  lastName: optionalNameSchema.optional(),
  roles: userRolesSchema.optional(),
  skillIds: idListSchema.optional(),
  teamIds: idListSchema.optional(),
  channelCapacity: channelCapacitySchema.optional(),
});

export const listUsersInput = z.object({
  search: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  role: z.enum(ROLES, { message: 'must be admin, supervisor or agent' }).nullish(),
  status: z.string().trim().max(NAME_MAX_LENGTH).nullish(),
  page: z.number().int('must be a whole number').min(0, 'must be 0 or more').default(0),
  size: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(USERS_PAGE_SIZE_MAX, `must be at most ${USERS_PAGE_SIZE_MAX}`)
    .default(USERS_PAGE_SIZE),
});

export const teamInput = z.object({ name: requiredNameSchema, memberIds: idListSchema.default([]) });
export const updateTeamInput = z.object({
  name: requiredNameSchema.optional(),
  memberIds: idListSchema.optional(),
});

export const skillInput = z.object({ name: requiredNameSchema, userIds: idListSchema.default([]) });
export const updateSkillInput = z.object({
  name: requiredNameSchema.optional(),
  userIds: idListSchema.optional(),
});

/** Labels of the capacity channels, in the order forms show them. */
export const CAPACITY_CHANNEL_LABELS: Record<CapacityChannel, string> = {
  call: 'Calls',
  sms: 'SMS',
  email: 'Emails',
  customTask: 'Custom tasks',
  voicemail: 'Voicemails',
};

export const ROLE_LABELS = { admin: 'Admin', supervisor: 'Supervisor', agent: 'Agent' } as const;
