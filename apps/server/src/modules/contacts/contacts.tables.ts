import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
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

// spec 000 §3 Contact: typed columns for the fixed fields, JSONB for customProperties and rvProperties.
export const contacts = pgTable(
  'contacts',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    profileId: text('profile_id').notNull(),
    externalId: text('external_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    contactPhone: text('contact_phone'),
    homepageUrl: text('homepage_url'),
    leadScore: integer('lead_score'),
    optIn: boolean('opt_in').notNull().default(false),
    shortUrl: text('short_url'),
    customProperties: jsonb('custom_properties').notNull().default(sql`'{}'::jsonb`),
    rvProperties: jsonb('rv_properties').notNull().default(sql`'{}'::jsonb`),
    contactCreatedAt: timestamp('contact_created_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('contacts_profile_id_unique').on(table.brandId, table.profileId),
    index('contacts_phone').on(table.brandId, table.contactPhone),
    index('contacts_email').on(table.brandId, table.email),
    // Ingestion matches a call's userId against the external id.
    index('contacts_external_id').on(table.brandId, table.externalId),
  ],
);

export const contactPhones = pgTable(
  'contact_phones',
  {
    brandId: uuid('brand_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    label: text('label'),
    isPrimary: boolean('is_primary').notNull().default(false),
    optIn: boolean('opt_in').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.contactId, table.phoneNumber] }),
    index('contact_phones_number').on(table.brandId, table.phoneNumber),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);

export const contactEmails = pgTable(
  'contact_emails',
  {
    brandId: uuid('brand_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    email: text('email').notNull(),
    label: text('label'),
    isPrimary: boolean('is_primary').notNull().default(false),
    optIn: boolean('opt_in').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.contactId, table.email] }),
    index('contact_emails_email').on(table.brandId, table.email),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The profile ids of contacts merged into another (merge-contacts.ts): a call or a link that still
 * names the merged-away profile finds the surviving contact.
 */
export const contactMerges = pgTable(
  'contact_merges',
  {
    brandId: uuid('brand_id').notNull(),
    mergedProfileId: text('merged_profile_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.mergedProfileId] }),
    index('contact_merges_contact').on(table.brandId, table.contactId),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);
