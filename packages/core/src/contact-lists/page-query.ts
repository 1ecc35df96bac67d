// spec 002 §3: a saved view's pageQuery, JSON text holding joinType, dynamicConditions, sortBy, order
// and keyType (docs/conditions-contract.md "Saved views"). `{ joinType, groups: dynamicConditions }`
// is the condition tree.
import { z } from 'zod';
import { MAX_CONDITION_GROUPS, MAX_NAME_LENGTH } from '../conditions/limits.ts';
import type { EventSchemaField } from '../conditions/model.ts';
import {
  type ConditionTree,
  conditionGroupSchema,
  joinTypeSchema,
  type PropertyType,
} from '../conditions/model.ts';

/** spec 002 §9: sort order asc or desc. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** spec 002 §3: sort options cover string, number and datetime attributes; keyType is one of them. */
export const SORT_KEY_TYPES = ['string', 'number', 'datetime'] as const;
export type SortKeyType = (typeof SORT_KEY_TYPES)[number];

/**
 * With no sortBy the list is in this order (Parley): newest contacts first. The server sorts by
 * the chosen attribute, then by this, so equal keys keep a stable order.
 */
export const DEFAULT_SORT_BY = 'createdAt';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

export const pageQuerySchema = z.object({
  joinType: joinTypeSchema.default('all'),
  dynamicConditions: z.array(conditionGroupSchema).max(MAX_CONDITION_GROUPS).default([]),
  sortBy: z.string().max(MAX_NAME_LENGTH).nullable().default(null),
  order: z.enum(SORT_ORDERS).default(DEFAULT_SORT_ORDER),
  keyType: z.enum(SORT_KEY_TYPES).nullable().default(null),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The pageQuery of a new list: no conditions, default order. */
export function emptyPageQuery(): PageQuery {
  return { joinType: 'all', dynamicConditions: [], sortBy: null, order: DEFAULT_SORT_ORDER, keyType: null };
}

/** The JSON text of a pageQuery parsed and checked; `{ success: false }` when it is not one. */
export function parsePageQuery(text: string): ReturnType<typeof pageQuerySchema.safeParse> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return pageQuerySchema.safeParse(undefined);
  }
  return pageQuerySchema.safeParse(json);
}

export function serializePageQuery(query: PageQuery): string {
  return JSON.stringify(query);
}

/** The condition tree a pageQuery holds. */
export function pageQueryTree(query: PageQuery): ConditionTree {
  return { joinType: query.joinType, groups: query.dynamicConditions };
}

/** spec 002 §4: on save, the sort field's type is copied from the chosen attribute into keyType. */
export function keyTypeFor(
  sortBy: string | null,
  sortOptions: readonly EventSchemaField[],
): SortKeyType | null {
  if (!sortBy) return null;
  const type: PropertyType | undefined = sortOptions.find((field) => field.fieldName === sortBy)?.fieldType;
  return type === 'string' || type === 'number' || type === 'datetime' ? type : null;
}
