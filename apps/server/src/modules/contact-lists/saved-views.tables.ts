import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';
import { teams } from '../users/users.tables.ts';

// spec 002 §3 Saved view (contact list), docs/conditions-contract.md "Saved views".
// created_by_id has no foreign key: a composite key (brand_id, created_by_id) cannot SET NULL one
// column without the other, and deleting a user must not delete the lists others use. A creator that
// no longer exists reads as "no creator" (docs/contact-lists.md).
export const savedViews = pgTable(
  'saved_views',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    page: text('page').notNull(),
    /** { joinType, dynamicConditions, sortBy, order, keyType }, checked by core's pageQuery schema. */
    pageQuery: jsonb('page_query').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    shareWithAllUsers: boolean('share_with_all_users').notNull().default(false),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    index('saved_views_page_creator').on(table.brandId, table.page, table.createdById),
  ],
);

/** The teams a list is shared with (spec 002 §3 `teams`). */
export const savedViewTeams = pgTable(
  'saved_view_teams',
  {
    brandId: uuid('brand_id').notNull(),
    viewId: uuid('view_id').notNull(),
    teamId: uuid('team_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.viewId, table.teamId] }),
    index('saved_view_teams_team').on(table.brandId, table.teamId),
    foreignKey({
      columns: [table.brandId, table.viewId],
      foreignColumns: [savedViews.brandId, savedViews.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.brandId, table.teamId],
      foreignColumns: [teams.brandId, teams.id],
    }).onDelete('cascade'),
  ],
);

/** Rows of this module never leave it: see present-saved-view.ts. */
export const savedViewColumns = {
  id: savedViews.id,
  name: savedViews.name,
  page: savedViews.page,
  pageQuery: savedViews.pageQuery,
  isDefault: savedViews.isDefault,
  shareWithAllUsers: savedViews.shareWithAllUsers,
  createdById: savedViews.createdById,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};
