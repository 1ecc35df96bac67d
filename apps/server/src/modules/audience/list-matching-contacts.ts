import type { ConditionTree, PropertyType } from '@parley/core/conditions/model';
import { MAX_CONTACTS_DISPLAYED } from '@parley/core/contact-lists/limits';
import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { compileConditionTree, withConditionQuerySettings } from './conditions-sql.ts';
import { contactAttributeSource, contactRow } from './conditions-sql-attributes.ts';
import {
  readBooleanSql,
  readInstantSql,
  readNumberSql,
  readStringSql,
  type ValueSource,
} from './conditions-sql-values.ts';

export type SortOrder = 'asc' | 'desc';

export type MatchingContact = {
  id: string;
  profileId: string;
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  contactPhone: string | null;
  homepageUrl: string | null;
  shortUrl: string | null;
  leadScore: number | null;
  optIn: boolean;
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
  contactCreatedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

const c = contactRow;

const matchingContactColumns = {
  id: c.id,
  profileId: c.profileId,
  externalId: c.externalId,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  contactPhone: c.contactPhone,
  homepageUrl: c.homepageUrl,
  shortUrl: c.shortUrl,
  leadScore: c.leadScore,
  optIn: c.optIn,
  customProperties: c.customProperties,
  rvProperties: c.rvProperties,
  contactCreatedAt: c.contactCreatedAt,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

/** Without a sort attribute, the newest contacts first. */
const DEFAULT_SORT = { sortBy: 'createdAt', order: 'desc' as SortOrder };

/**
 * The value a contact is sorted by, read in the attribute's type: a typed column in its own type,
 * a JSON property as `keyType` (the saved view's copy of the attribute's type, spec 002 §4) with the
 * evaluator's readers, so a value of another kind sorts like a missing one. Strings sort with ASCII
 * case folded, then by their exact text.
 */
function sortKeys(source: ValueSource, keyType: PropertyType | null): SQL[] {
  const type =
    source.kind === 'json' ? (keyType ?? 'string') : source.kind === 'text' ? 'string' : source.kind;
  switch (type) {
    case 'number': {
      const number = readNumberSql(source);
      return number ? [number] : [];
    }
    case 'datetime':
    case 'timestamp': {
      const instant = readInstantSql(source);
      return instant ? [instant] : [];
    }
    case 'boolean': {
      const bool = readBooleanSql(source);
      return bool ? [bool] : [];
    }
    default: {
      const text = readStringSql(source);
      return text ? [sql`lower((${text}) collate "C")`, sql`(${text}) collate "C"`] : [];
    }
  }
}

/**
 * The contacts of the brand matching a condition tree, sorted by any contact attribute (custom and
 * rv properties included) ascending or descending; missing values last either way, ties by id.
 * At most 500 (spec 002 §9); `hasMore` says whether more match.
 */
export async function listMatchingContacts(
  db: DbExecutor,
  options: {
    brandId: string;
    tree: ConditionTree;
    sortBy?: string | null;
    order?: SortOrder | null;
    keyType?: PropertyType | null;
    limit?: number;
    now?: Date;
  },
): Promise<{ contacts: MatchingContact[]; hasMore: boolean }> {
  const limit = options.limit ?? MAX_CONTACTS_DISPLAYED;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CONTACTS_DISPLAYED) {
    throw new AppError(
      'validation_failed',
      `limit must be a whole number from 1 to ${MAX_CONTACTS_DISPLAYED}`,
      {
        field: 'limit',
      },
    );
  }
  const predicate = compileConditionTree(options.tree, {
    brandId: options.brandId,
    now: options.now ?? new Date(),
  });
  const sortBy = options.sortBy?.trim() ? options.sortBy : DEFAULT_SORT.sortBy;
  const order = options.sortBy?.trim() ? (options.order ?? 'asc') : DEFAULT_SORT.order;
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = [
    ...sortKeys(contactAttributeSource(sortBy), options.keyType ?? null).map(
      (key) => sql`${key} ${direction} nulls last`,
    ),
    sql`${c.id} asc`,
  ];
  const rows = await withConditionQuerySettings(db, (tx) =>
    tx
      .select(matchingContactColumns)
      .from(contactRow)
      .where(predicate)
      .orderBy(...orderBy)
      .limit(limit + 1),
  );
  const contacts = rows.slice(0, limit).map((row) => ({
    ...row,
    customProperties: asRecord(row.customProperties),
    rvProperties: asRecord(row.rvProperties),
  }));
  return { contacts, hasMore: rows.length > limit };
}

/** One page of the ids of a keyset walk over matching contacts (by id), and where the next page starts. */
export type ContactIdPage = { contactIds: string[]; nextAfterId: string | null };

/**
 * The ids of the contacts matching a compiled predicate over `contacts as c`, by id after `afterId`
 * (a keyset walk: a scheduled journey enters a segment of 100,000 contacts page after page, each in
 * its own job, never one query or one transaction for all). `nextAfterId` is null on the last page.
 */
export async function pageMatchingContactIdsWhere(
  db: DbExecutor,
  options: { predicate: SQL; afterId: string | null; limit: number; conditionSettings: boolean },
): Promise<ContactIdPage> {
  const query = (executor: DbExecutor) =>
    executor
      .select({ id: c.id })
      .from(contactRow)
      .where(and(options.predicate, options.afterId ? gt(c.id, options.afterId) : undefined))
      .orderBy(asc(c.id))
      .limit(options.limit);
  const rows = options.conditionSettings ? await withConditionQuerySettings(db, query) : await query(db);
  const contactIds = rows.map((row) => row.id);
  const last = contactIds.at(-1);
  return { contactIds, nextAfterId: contactIds.length === options.limit && last ? last : null };
}

/** pageMatchingContactIdsWhere for a condition tree (a dynamic segment, a contact list). */
export async function pageMatchingContactIds(
  db: DbExecutor,
  options: { brandId: string; tree: ConditionTree; afterId: string | null; limit: number; now?: Date },
): Promise<ContactIdPage> {
  const predicate = compileConditionTree(options.tree, {
    brandId: options.brandId,
    now: options.now ?? new Date(),
  });
  return pageMatchingContactIdsWhere(db, { ...options, predicate, conditionSettings: true });
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>) // jsonb object column: a plain JSON object
    : {};
}
