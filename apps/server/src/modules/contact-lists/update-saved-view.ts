import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { assertTeamIds } from '../users/assignments.ts';
import { presentSavedView, type SavedView } from './present-saved-view.ts';
import { findSavedViewCreators } from './saved-view-creators.ts';
import { parseSavedViewArgs, type SavedViewArgs } from './saved-view-input.ts';
import { assertListRules } from './saved-view-limits.ts';
import { findSavedView, replaceViewTeams } from './saved-view-store.ts';
import { assertMayEditSavedView, assertMaySeeSavedView, savedViewViewer } from './saved-views.policy.ts';
import { savedViews } from './saved-views.tables.ts';

/**
 * spec 002 §7 updateSavedView: the whole form replaces the list (name, conditions, sort, sharing).
 * Only the creator, an admin or a supervisor may (spec 002 §6); the creator stays the creator.
 */
export async function updateSavedView(
  db: DbExecutor,
  options: { session: RequestSession; id: string; args: SavedViewArgs },
): Promise<SavedView> {
  const change = parseSavedViewArgs(options.args, options.session.brandId);
  const { session, id } = options;
  const { brandId } = session;
  const viewer = await savedViewViewer(db, session);
  const updated = await db.transaction(async (tx) => {
    const view = assertMaySeeSavedView(viewer, await findSavedView(tx, { brandId, id, lock: true }));
    const creators = await findSavedViewCreators(tx, brandId, [view.createdById]);
    const creatorExists = view.createdById !== null && creators.has(view.createdById);
    assertMayEditSavedView(viewer, view, creatorExists);
    await assertTeamIds(tx, brandId, change.teamIds);
    // Names and the limit are the owner's: a supervisor renaming an agent's list checks the agent's.
    const ownerId = creatorExists && view.createdById ? view.createdById : viewer.userId;
    await assertListRules(tx, { brandId, ownerId, change, editing: view });
    await tx
      .update(savedViews)
      .set({
        name: change.name,
        page: change.page,
        pageQuery: change.pageQuery,
        shareWithAllUsers: change.shareWithAllUsers,
        updatedAt: sql`now()`,
      })
      .where(and(eq(savedViews.brandId, brandId), eq(savedViews.id, id)));
    await replaceViewTeams(tx, { brandId, viewId: id, teamIds: change.teamIds });
    return findSavedView(tx, { brandId, id });
  });
  if (!updated) throw new Error('updated list vanished');
  return presentSavedView(updated, await findSavedViewCreators(db, brandId, [updated.createdById]));
}
