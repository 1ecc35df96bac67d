import { isPrivateContactList } from '@parley/core/contact-lists/permissions';
import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { savedViewColumns, savedViews, savedViewTeams } from './saved-views.tables.ts';

// Reads and writes of this module's two tables. Only the use-cases of this folder call these.

export type SavedViewRecord = {
  id: string;
  name: string;
  page: string;
  pageQuery: unknown;
  isDefault: boolean;
  shareWithAllUsers: boolean;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
  teamIds: string[];
};

const teamOfView = (brandId: string) =>
  and(eq(savedViewTeams.brandId, brandId), eq(savedViewTeams.viewId, savedViews.id));

/** "Shared with one of these teams" as a condition on saved_views. */
export function sharedWithTeamsSql(brandId: string, teamIds: readonly string[]): SQL | undefined {
  if (teamIds.length === 0) return undefined;
  return exists(
    sql`(select 1 from ${savedViewTeams} where ${and(teamOfView(brandId), inArray(savedViewTeams.teamId, [...teamIds]))})`,
  );
}

/** "Shared with any team" as a condition on saved_views. */
export function sharedWithAnyTeamSql(brandId: string): SQL {
  return exists(sql`(select 1 from ${savedViewTeams} where ${teamOfView(brandId)})`);
}

/**
 * The brand's views that match `where`, by name, each with its team ids; `limit` and `offset` cut
 * one page of them.
 */
export async function readSavedViews(
  db: DbExecutor,
  options: { brandId: string; where?: SQL | undefined; limit?: number; offset?: number },
): Promise<SavedViewRecord[]> {
  const query = db
    .select(savedViewColumns)
    .from(savedViews)
    .where(and(eq(savedViews.brandId, options.brandId), options.where))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.createdAt), asc(savedViews.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const teamRows = await db
    .select({ viewId: savedViewTeams.viewId, teamId: savedViewTeams.teamId })
    .from(savedViewTeams)
    .where(
      and(
        eq(savedViewTeams.brandId, options.brandId),
        inArray(
          savedViewTeams.viewId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(savedViewTeams.teamId));
  const teamsOf = new Map<string, string[]>();
  for (const { viewId, teamId } of teamRows) teamsOf.set(viewId, [...(teamsOf.get(viewId) ?? []), teamId]);
  return rows.map((row) => ({ ...row, teamIds: teamsOf.get(row.id) ?? [] }));
}

/** How many of the brand's views match `where`. */
export async function countSavedViews(
  db: DbExecutor,
  options: { brandId: string; where?: SQL | undefined },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedViews)
    .where(and(eq(savedViews.brandId, options.brandId), options.where));
  return Number(row?.total ?? 0);
}

/** One view of the brand (any page), locked for the rest of the transaction when `lock` is set. */
export async function findSavedView(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean },
): Promise<SavedViewRecord | null> {
  const where = and(eq(savedViews.brandId, options.brandId), eq(savedViews.id, options.id));
  if (options.lock) await db.select({ id: savedViews.id }).from(savedViews).where(where).for('update');
  const [view] = await readSavedViews(db, { brandId: options.brandId, where });
  return view ?? null;
}

/** The user's own private lists on `page` (spec 002 §5 name uniqueness, §9 the limit of 50). */
export async function readPrivateViewsOf(
  db: DbExecutor,
  options: { brandId: string; userId: string; page: string },
): Promise<SavedViewRecord[]> {
  const own = await readSavedViews(db, {
    brandId: options.brandId,
    where: and(
      eq(savedViews.page, options.page),
      eq(savedViews.createdById, options.userId),
      eq(savedViews.shareWithAllUsers, false),
    ),
  });
  return own.filter(isPrivateContactList);
}

/** Advisory-lock namespace of this module (routing uses its own). */
const SAVED_VIEWS_LOCK_NAMESPACE = 0x73766577; // 'svew'

/**
 * Serialises the changes of one user's lists (the 50-list limit and name uniqueness are checked
 * before the write, so two saves at once must not both pass).
 */
export async function lockListsOf(tx: DbExecutor, brandId: string, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SAVED_VIEWS_LOCK_NAMESPACE}, hashtext(${`${brandId}:${userId}`}))`,
  );
}

export async function replaceViewTeams(
  tx: DbExecutor,
  options: { brandId: string; viewId: string; teamIds: readonly string[] },
): Promise<void> {
  const { brandId, viewId } = options;
  await tx
    .delete(savedViewTeams)
    .where(and(eq(savedViewTeams.brandId, brandId), eq(savedViewTeams.viewId, viewId)));
  const teamIds = [...new Set(options.teamIds)];
  if (teamIds.length)
    await tx.insert(savedViewTeams).values(teamIds.map((teamId) => ({ brandId, viewId, teamId })));
}

/** The names of these contact lists of the brand, by id (ids the brand does not have are left out). */
export async function savedViewNames(
  db: DbExecutor,
  options: { brandId: string; ids: readonly string[] },
): Promise<Map<string, string>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db
    .select({ id: savedViews.id, name: savedViews.name })
    .from(savedViews)
    .where(and(eq(savedViews.brandId, options.brandId), inArray(savedViews.id, [...options.ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
