// Where each contact attribute is stored (docs/conditions-contract.md "Contact attributes", core's
// contactAttributeStorage): the fixed names are typed columns of `contacts`, `rvProperties.<key>`
// reads `rv_properties -> key`, `customProperties.<key>` and any other name read
// `custom_properties -> key`. Column names come only from the map below; JSON keys are bound as
// parameters.
import { contactAttributeStorage } from '@parley/core/conditions/contact-attributes';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts.tables.ts';
import { jsonSource, type ValueSource } from './conditions-sql-values.ts';

/** The contacts row a compiled predicate is written over: `contacts as c`. */
export const contactRow = alias(contacts, 'c');

const c = contactRow;

/** `contacts as c`, for the FROM of a query that uses a compiled predicate. */
export const contactsAsC = sql`${contacts} as ${sql.identifier('c')}`;

/** The typed contact attributes and their columns (core's CONTACT_ATTRIBUTE_FIELDS; a test holds them equal). */
export const CONTACT_ATTRIBUTE_COLUMNS = {
  contactPhone: { kind: 'text', value: sql`${c.contactPhone}` },
  externalId: { kind: 'text', value: sql`${c.externalId}` },
  email: { kind: 'text', value: sql`${c.email}` },
  firstName: { kind: 'text', value: sql`${c.firstName}` },
  lastName: { kind: 'text', value: sql`${c.lastName}` },
  homepageUrl: { kind: 'text', value: sql`${c.homepageUrl}` },
  shortUrl: { kind: 'text', value: sql`${c.shortUrl}` },
  leadScore: { kind: 'number', value: sql`${c.leadScore}` },
  optIn: { kind: 'boolean', value: sql`${c.optIn}` },
  contactCreatedAt: { kind: 'timestamp', value: sql`${c.contactCreatedAt}` },
  createdAt: { kind: 'timestamp', value: sql`${c.createdAt}` },
  updatedAt: { kind: 'timestamp', value: sql`${c.updatedAt}` },
} as const satisfies Record<string, ValueSource>;

export type TypedContactAttribute = keyof typeof CONTACT_ATTRIBUTE_COLUMNS;

function isTypedAttribute(propertyName: string): propertyName is TypedContactAttribute {
  return Object.hasOwn(CONTACT_ATTRIBUTE_COLUMNS, propertyName);
}

/** The stored value of the contact attribute `propertyName` on the row `c`. */
export function contactAttributeSource(propertyName: string): ValueSource {
  const storage = contactAttributeStorage(propertyName);
  switch (storage.kind) {
    case 'column':
      if (!isTypedAttribute(propertyName))
        throw new Error(`no column for the typed attribute ${propertyName}`);
      return CONTACT_ATTRIBUTE_COLUMNS[propertyName];
    case 'rvProperties':
      return jsonSource(sql`${c.rvProperties}`, storage.key);
    case 'customProperties':
      return jsonSource(sql`${c.customProperties}`, storage.key);
  }
}
