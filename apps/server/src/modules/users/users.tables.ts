import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

export const users = pgTable(
  'users',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull(),
    status: text('status').notNull().default('Offline'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    workerSid: text('worker_sid').notNull(),
    channelCapacity: jsonb('channel_capacity')
      .notNull()
      .default(sql`'{"call":1,"customTask":1,"email":1,"sms":1,"voicemail":1}'::jsonb`),
    attributes: jsonb('attributes').notNull().default(sql`'{}'::jsonb`),
    preferences: jsonb('preferences').notNull().default(sql`'{}'::jsonb`),
    // Set while the account is deactivated: no sign-in, no sessions, no password reset, no routing.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    // Addresses are stored lower-cased, so a plain unique index is case-insensitive.
    uniqueIndex('users_email_unique').on(table.brandId, table.email),
    uniqueIndex('users_worker_sid_unique').on(table.brandId, table.workerSid),
    // Sign-in looks a user up by address before it knows the brand.
    uniqueIndex('users_email_brand').on(table.email, table.brandId),
  ],
);

/** The key of a tenant row that belongs to a user: the row goes when the user goes. */
export function userForeignKey(table: { brandId: AnyPgColumn; userId: AnyPgColumn }) {
  return foreignKey({
    columns: [table.brandId, table.userId],
    foreignColumns: [users.brandId, users.id],
  }).onDelete('cascade');
}

export const userFeatureFlags = pgTable(
  'user_feature_flags',
  {
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.userId, table.key] }), userForeignKey(table)],
);

export const teams = pgTable(
  'teams',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('teams_name_unique').on(table.brandId, table.name),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    brandId: uuid('brand_id').notNull(),
    teamId: uuid('team_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.teamId, table.userId] }),
    foreignKey({
      columns: [table.brandId, table.teamId],
      foreignColumns: [teams.brandId, teams.id],
    }).onDelete('cascade'),
    userForeignKey(table),
  ],
);

export const skills = pgTable(
  'skills',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('skills_name_unique').on(table.brandId, table.name),
  ],
);

export const userSkills = pgTable(
  'user_skills',
  {
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    level: integer('level').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.userId, table.skillId] }),
    userForeignKey(table),
    foreignKey({
      columns: [table.brandId, table.skillId],
      foreignColumns: [skills.brandId, skills.id],
    }).onDelete('cascade'),
  ],
);

/** Each status an agent was in and when: the source of agentActivityBreakdown. */
export const userStatusHistory = pgTable(
  'user_status_history',
  {
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.userId, table.startedAt] }), userForeignKey(table)],
);
