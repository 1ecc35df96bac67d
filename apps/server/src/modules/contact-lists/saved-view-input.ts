import { CONTACT_LIST_VALIDATION_TEXTS } from '@parley/core/conditions/texts';
import { validateTree } from '@parley/core/conditions/validate';
import { savedViewInputSchema } from '@parley/core/contact-lists/form';
import { CONTACT_LISTS_PAGE } from '@parley/core/contact-lists/limits';
import { type PageQuery, pageQueryTree, parsePageQuery } from '@parley/core/contact-lists/page-query';
import type { z } from 'zod';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { refuseUnsafeText } from '../../platform/http/input-hygiene.ts';
import { compileConditionTree } from '../audience/conditions-sql.ts';

/** createSavedView / updateSavedView arguments as they arrive (spec 002 §7). */
export type SavedViewArgs = z.input<typeof savedViewInputSchema>;

export type SavedViewChange = {
  name: string;
  page: string;
  pageQuery: PageQuery;
  shareWithAllUsers: boolean;
  teamIds: string[];
};

const CATALOGUE_TEXTS: ReadonlySet<string> = new Set(Object.values(CONTACT_LIST_VALIDATION_TEXTS));

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { field });
}

/** The path of a zod issue as a field name, under `prefix`. */
function fieldOf(path: readonly PropertyKey[], prefix?: string): string {
  return [prefix, ...path.map(String)].filter(Boolean).join('.');
}

/**
 * Checks a change with core's rules; every refusal is a 400 naming the field: the catalogue's text
 * for the name (spec 002 §5), `<field> <reason>` for the rest.
 */
export function parseSavedViewArgs(args: SavedViewArgs, brandId: string): SavedViewChange {
  const parsed = savedViewInputSchema.safeParse(args);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const field = fieldOf(first?.path ?? []) || 'input';
    const reason = first?.message ?? 'is invalid';
    throw invalid(field, CATALOGUE_TEXTS.has(reason) ? reason : `${field} ${reason}`);
  }
  const input = parsed.data;
  // spec 002 §3: a saved view's page is the agent contacts path; no other page has saved views yet.
  if (input.page !== CONTACT_LISTS_PAGE) throw invalid('page', `page must be ${CONTACT_LISTS_PAGE}`);
  const pageQuery = parsePageQueryArg(input.pageQuery);
  assertConditionsRun(pageQuery, brandId);
  const teamIds = [...new Set(input.teamIds.map((id) => idArg(id, 'teamIds')))];
  if (input.shareWithAllUsers && teamIds.length > 0)
    throw invalid('teamIds', 'teamIds must be empty when the list is shared with all users');
  return { ...input, pageQuery, teamIds };
}

function parsePageQueryArg(text: string): PageQuery {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('pageQuery', 'pageQuery must be JSON text');
  }
  // JSON text inside a string: only here is "\ud800" decoded into text JSONB cannot store (issue 11).
  refuseUnsafeText(json, 'pageQuery');
  const parsed = parsePageQuery(text);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const field = fieldOf(first?.path ?? [], 'pageQuery');
    throw invalid(field, `${field} ${first?.message ?? 'is invalid'}`);
  }
  // spec 002 §5: a list is saved only with complete conditions (the editor shows the same messages).
  const [issue] = validateTree(pageQueryTree(parsed.data));
  if (issue)
    throw invalid(`pageQuery.${issue.key.replace(/^groups\./, 'dynamicConditions.')}`, issue.message);
  return parsed.data;
}

/**
 * The list's conditions must be ones the contacts query runs (the compiler refuses, for example,
 * condition types that are not evaluated over stored data): refused now rather than when opened.
 */
function assertConditionsRun(pageQuery: PageQuery, brandId: string): void {
  try {
    compileConditionTree(pageQueryTree(pageQuery), { brandId, now: new Date() });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.field
      ? `pageQuery.${error.field.replace(/^groups\./, 'dynamicConditions.')}`
      : 'pageQuery';
    throw invalid(field, error.message);
  }
}
