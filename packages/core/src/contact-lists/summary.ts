// A contact list's conditions and sort as one readable line each (Settings › Contact Lists,
// docs/contact-lists.md), built on the condition builder's own summaries (conditions/summary.ts).
import { summarizeGroup } from '../conditions/summary.ts';
import type { PageQuery } from './page-query.ts';

export const CONTACT_LIST_SUMMARY_TEXTS = {
  /** A list without conditions shows every contact of the brand. */
  noConditions: 'All contacts (no conditions)',
  /** Without a sort field a list is newest contacts first (page-query.ts DEFAULT_SORT_BY). */
  defaultSort: 'Newest contacts first',
  ascending: 'ascending',
  descending: 'descending',
} as const;

/**
 * The conditions: one group reads as its summary; several are each in parentheses, joined by AND
 * (All) or OR (Any), or listed after "None of:" (None).
 */
export function summarizeListConditions(
  pageQuery: Pick<PageQuery, 'joinType' | 'dynamicConditions'>,
): string {
  const groups = pageQuery.dynamicConditions.map(summarizeGroup);
  if (groups.length === 0) return CONTACT_LIST_SUMMARY_TEXTS.noConditions;
  if (groups.length === 1) return groups[0] ?? '';
  if (pageQuery.joinType === 'none') return `None of: ${groups.map((text) => `(${text})`).join('; ')}`;
  const joiner = pageQuery.joinType === 'all' ? ' AND ' : ' OR ';
  return groups.map((text) => `(${text})`).join(joiner);
}

/** The sort: `leadScore descending`, or newest contacts first when the list has no sort field. */
export function summarizeListSort(pageQuery: Pick<PageQuery, 'sortBy' | 'order'>): string {
  if (!pageQuery.sortBy) return CONTACT_LIST_SUMMARY_TEXTS.defaultSort;
  const order =
    pageQuery.order === 'asc' ? CONTACT_LIST_SUMMARY_TEXTS.ascending : CONTACT_LIST_SUMMARY_TEXTS.descending;
  return `${pageQuery.sortBy} ${order}`;
}
