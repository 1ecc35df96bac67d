import { isPrivileged } from '@parley/core/auth/roles';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { presentSavedView, type SavedView } from './present-saved-view.ts';
import { findSavedViewCreators } from './saved-view-creators.ts';
import { readSavedViews, sharedWithAnyTeamSql, sharedWithTeamsSql } from './saved-view-store.ts';
import { savedViewViewer } from './saved-views.policy.ts';
import { savedViews } from './saved-views.tables.ts';

/**
 * spec 002 §7 getAllSavedViewsForPage: the lists of `page` meant for the user (the side navigation),
 * by name: their own, those shared with all users or with one of their teams, and for ADMIN and
 * SUPERVISOR also every list shared with a team and every list with no creator. Other users' private
 * lists are left out even for them (canSeeSavedView lets them open those by id, from Settings ›
 * Contact Lists): a supervisor's navigation must not fill with every agent's private lists.
 */
export async function listSavedViewsForPage(
  db: DbExecutor,
  options: { session: RequestSession; page: string },
): Promise<SavedView[]> {
  const viewer = await savedViewViewer(db, options.session);
  const { brandId } = viewer;
  const visible = or(
    eq(savedViews.createdById, viewer.userId),
    eq(savedViews.shareWithAllUsers, true),
    sharedWithTeamsSql(brandId, viewer.teamIds),
    isPrivileged(viewer.roles)
      ? or(sharedWithAnyTeamSql(brandId), isNull(savedViews.createdById))
      : undefined,
  );
  const views = await readSavedViews(db, { brandId, where: and(eq(savedViews.page, options.page), visible) });
  const creators = await findSavedViewCreators(
    db,
    brandId,
    views.map((view) => view.createdById),
  );
  return views.map((view) => presentSavedView(view, creators));
}
