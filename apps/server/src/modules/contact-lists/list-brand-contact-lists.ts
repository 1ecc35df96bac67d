import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { CONTACT_LIST_NAME_MAX_LENGTH } from '@parley/core/contact-lists/limits';
import { ilike } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { escapeLike } from '../contacts/contact-search-sql.ts';
import { listTeamSummaries } from '../users/groups.ts';
import { presentSavedView, type SavedView } from './present-saved-view.ts';
import { findSavedViewCreators } from './saved-view-creators.ts';
import { countSavedViews, readSavedViews } from './saved-view-store.ts';
import { requireContactListsManager } from './saved-views.policy.ts';
import { savedViews } from './saved-views.tables.ts';

/** Settings › Contact Lists shows 25 lists a page (spec 001 §9 page size); at most 100 (ours). */
export const BRAND_CONTACT_LISTS_PAGE_SIZE = 25;
export const BRAND_CONTACT_LISTS_MAX_PAGE_SIZE = 100;

/** A list as Settings › Contact Lists shows it: the saved view with its teams' names and dates. */
export type BrandContactList = Omit<SavedView, 'teams'> & {
  teams: { id: string; name: string }[];
  createdAt: Date;
  updatedAt: Date;
};

export type BrandContactListPage = { items: BrandContactList[]; total: number; page: number; size: number };

const brandContactListsInput = z.object({
  name: z
    .string()
    .trim()
    .max(CONTACT_LIST_NAME_MAX_LENGTH, `must be at most ${CONTACT_LIST_NAME_MAX_LENGTH} characters`)
    .nullish()
    .transform((name) => name ?? ''),
  page: pageNumberInput,
  size: pageSizeInput(BRAND_CONTACT_LISTS_MAX_PAGE_SIZE, BRAND_CONTACT_LISTS_PAGE_SIZE),
});

export type BrandContactListsInput = z.input<typeof brandContactListsInput>;

function parseInput(input: BrandContactListsInput) {
  const parsed = brandContactListsInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  // `filter.name`, `page`, `size`: the argument's name as the query spells it.
  const field = issue?.path[0] === 'name' ? 'filter.name' : String(issue?.path[0] ?? 'input');
  throw new AppError('validation_failed', `${field} ${issue?.message ?? 'is invalid'}`, { field });
}

/**
 * brandContactLists (Settings › Contact Lists, docs/contact-lists.md): one page of every contact list
 * of the brand, private ones of every user included, by name; `name` keeps those whose name contains
 * it (ignoring case). Admins and supervisors only.
 */
export async function listBrandContactLists(
  db: DbExecutor,
  options: { session: RequestSession; input: BrandContactListsInput },
): Promise<BrandContactListPage> {
  const { brandId } = requireContactListsManager(options.session);
  const { name, page, size } = parseInput(options.input);
  const where = name ? ilike(savedViews.name, `%${escapeLike(name)}%`) : undefined;
  const total = await countSavedViews(db, { brandId, where });
  const views = await readSavedViews(db, { brandId, where, limit: size, offset: page * size });
  const creators = await findSavedViewCreators(
    db,
    brandId,
    views.map((view) => view.createdById),
  );
  const teamNames = new Map((await listTeamSummaries(db, brandId)).map((team) => [team.id, team.name]));
  const items = views.map((view) => ({
    ...presentSavedView(view, creators),
    teams: view.teamIds.map((id) => ({ id, name: teamNames.get(id) ?? id })),
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
  }));
  return { items, total, page, size };
}
