import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { assertTeamIds } from '../users/assignments.ts';
import { presentSavedView, type SavedView } from './present-saved-view.ts';
import { findSavedViewCreators } from './saved-view-creators.ts';
import { parseSavedViewArgs, type SavedViewArgs } from './saved-view-input.ts';
import { assertListRules } from './saved-view-limits.ts';
import { findSavedView, replaceViewTeams } from './saved-view-store.ts';
import { savedViews } from './saved-views.tables.ts';

/** spec 002 §7 createSavedView: a new contact list created by the signed-in user, in one transaction. */
export async function createSavedView(
  db: DbExecutor,
  options: { session: RequestSession; args: SavedViewArgs },
): Promise<SavedView> {
  const change = parseSavedViewArgs(options.args, options.session.brandId);
  const { brandId, userId } = options.session;
  const created = await db.transaction(async (tx) => {
    await assertTeamIds(tx, brandId, change.teamIds);
    await assertListRules(tx, { brandId, ownerId: userId, change, editing: null });
    const [row] = await tx
      .insert(savedViews)
      .values({
        brandId,
        name: change.name,
        page: change.page,
        pageQuery: change.pageQuery,
        shareWithAllUsers: change.shareWithAllUsers,
        createdById: userId,
      })
      .returning({ id: savedViews.id });
    if (!row) throw new Error('insert returned no row');
    await replaceViewTeams(tx, { brandId, viewId: row.id, teamIds: change.teamIds });
    return findSavedView(tx, { brandId, id: row.id });
  });
  if (!created) throw new Error('created list vanished');
  return presentSavedView(created, await findSavedViewCreators(db, brandId, [created.createdById]));
}
