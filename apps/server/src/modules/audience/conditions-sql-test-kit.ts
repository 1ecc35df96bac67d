// Test support for the condition compiler: contacts and events written straight into their tables,
// and the same data as core's EvaluationContact, read back from the database (so both sides see the
// values the database kept: milliseconds, JSON as parsed).

import {
  CONTACT_ATTRIBUTE_FIELDS,
  contactAttributeStorage,
} from '@parley/core/conditions/contact-attributes';
import type { EvaluationContact, EvaluationEvent } from '@parley/core/conditions/evaluate';
import type { Condition, ConditionTree, Filter } from '@parley/core/conditions/model';
import { asc, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contacts } from '../contacts/contacts.tables.ts';
import { newProfileId } from '../contacts/import-contacts.ts';
import { rebuildLatestEvents } from '../events/append-contact-events.ts';
import { contactEvents } from '../events/events.tables.ts';
import { compileConditionTree } from './conditions-sql.ts';
import { contactRow } from './conditions-sql-attributes.ts';

export type TestEvent = {
  eventType: EvaluationEvent['eventType'];
  eventName: string;
  /** ISO text; up to 6 fraction digits (the database keeps microseconds, a Date does not). */
  occurredAt: string;
  properties?: Record<string, unknown>;
};

export type TestContact = {
  externalId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  contactPhone?: string | null;
  homepageUrl?: string | null;
  shortUrl?: string | null;
  leadScore?: number | null;
  optIn?: boolean;
  customProperties?: Record<string, unknown>;
  rvProperties?: Record<string, unknown>;
  /** ISO text; up to 6 fraction digits. */
  contactCreatedAt?: string;
  events?: TestEvent[];
};

type ContactRow = typeof contacts.$inferSelect;

function attributeValue(row: ContactRow, name: string): unknown {
  const storage = contactAttributeStorage(name);
  if (storage.kind === 'column') return row[name as keyof ContactRow];
  const record = (storage.kind === 'rvProperties' ? row.rvProperties : row.customProperties) as Record<
    string,
    unknown
  >;
  return Object.hasOwn(record, storage.key) ? record[storage.key] : undefined;
}

/**
 * The contact as the evaluator sees it: every attribute name that reads a present value under the
 * storage rule (typed columns, each custom key bare and as `customProperties.<key>`, `rvProperties.<key>`).
 */
export function toEvaluationContact(row: ContactRow, events: EvaluationEvent[]): EvaluationContact {
  const names = [
    ...CONTACT_ATTRIBUTE_FIELDS.map((field) => field.fieldName),
    ...Object.keys(row.customProperties as object).flatMap((key) => [key, `customProperties.${key}`]),
    ...Object.keys(row.rvProperties as object).map((key) => `rvProperties.${key}`),
  ];
  const attributes: Record<string, unknown> = {};
  for (const name of names) {
    const value = attributeValue(row, name);
    if (value !== undefined) attributes[name] = value;
  }
  return { attributes, events };
}

/** Writes contacts and their events; returns each with its id and evaluation view, in input order. */
export async function insertTestContacts(
  db: DbExecutor,
  brandId: string,
  inputs: TestContact[],
): Promise<Array<{ id: string; evaluation: EvaluationContact }>> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(contacts)
    .values(
      inputs.map((input) => ({
        brandId,
        profileId: newProfileId(),
        externalId: input.externalId ?? null,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: input.email ?? null,
        contactPhone: input.contactPhone ?? null,
        homepageUrl: input.homepageUrl ?? null,
        shortUrl: input.shortUrl ?? null,
        leadScore: input.leadScore ?? null,
        optIn: input.optIn ?? false,
        customProperties: input.customProperties ?? {},
        rvProperties: input.rvProperties ?? {},
        ...(input.contactCreatedAt
          ? { contactCreatedAt: sql`${input.contactCreatedAt}::timestamptz` as unknown as Date }
          : {}),
      })),
    )
    .returning();
  const eventRows = inputs.flatMap((input, index) =>
    (input.events ?? []).map((event) => ({
      brandId,
      contactId: rows[index]?.id ?? '',
      eventType: event.eventType,
      eventName: event.eventName,
      properties: event.properties ?? {},
      // drizzle types the column as a Date; the text keeps the microseconds a Date would drop.
      occurredAt: sql`${event.occurredAt}::timestamptz` as unknown as Date,
    })),
  );
  const storedEvents: Array<typeof contactEvents.$inferSelect> = [];
  for (let start = 0; start < eventRows.length; start += 500) {
    storedEvents.push(
      ...(await db
        .insert(contactEvents)
        .values(eventRows.slice(start, start + 500))
        .returning()),
    );
  }
  // As ingestion keeps it (the test data is written directly, with microseconds ingestion never sees).
  await rebuildLatestEvents(db, { brandId, contactIds: rows.map((row) => row.id) });
  return rows.map((row) => ({
    id: row.id,
    evaluation: toEvaluationContact(
      row,
      storedEvents
        .filter((event) => event.contactId === row.id)
        .map((event) => ({
          eventType: event.eventType as EvaluationEvent['eventType'],
          eventName: event.eventName,
          occurredAt: event.occurredAt,
          properties: event.properties as Record<string, unknown>,
        })),
    ),
  }));
}

/** The ids of the brand's contacts matching a tree, as the compiled SQL selects them (sorted). */
export async function matchingIds(db: DbExecutor, brandId: string, tree: ConditionTree, now: Date) {
  const rows = await db
    .select({ id: contactRow.id })
    .from(contactRow)
    .where(compileConditionTree(tree, { brandId, now }))
    .orderBy(asc(contactRow.id));
  return rows.map((row) => row.id);
}

/** A filter with the fields a test names (the rest blank). */
export function filter(
  propertyName: string,
  propertyType: Filter['propertyType'],
  propertyOperator: Filter['propertyOperator'],
  propertyValue: Filter['propertyValue'] = null,
  date?: { relative: string } | { specific: string },
): Filter {
  return {
    propertyName,
    propertyFieldId: null,
    propertyType,
    propertyOperator,
    propertyValue: date && 'specific' in date ? date.specific : propertyValue,
    dateComparisonType: date ? ('relative' in date ? 'relative' : 'specific') : null,
    relativeDateValue: date && 'relative' in date ? date.relative : null,
  };
}

export function attributeCondition(...filters: Filter[]): Condition {
  return {
    conditionalType: 'contactAttribute',
    eventName: null,
    eventOperator: 'isSet',
    filters,
    lastEventOnly: false,
    eventCount: null,
  };
}

export function eventCondition(
  eventName: string,
  options: Partial<
    Pick<Condition, 'conditionalType' | 'eventOperator' | 'lastEventOnly' | 'eventCount'>
  > = {},
  ...filters: Filter[]
): Condition {
  return {
    conditionalType: options.conditionalType ?? 'customEvent',
    eventName,
    eventOperator: options.eventOperator ?? 'isSet',
    filters,
    lastEventOnly: options.lastEventOnly ?? false,
    eventCount: options.eventCount ?? null,
  };
}

/** A tree of one All group holding these conditions. */
export function treeOf(...conditions: Condition[]): ConditionTree {
  return { joinType: 'all', groups: [{ name: 'Group 1', joinType: 'all', conditions }] };
}
