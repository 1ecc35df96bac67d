import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findSavedViewCreators } from './saved-view-creators.ts';
import { findSavedView } from './saved-view-store.ts';
import { assertMayEditSavedView, assertMaySeeSavedView, savedViewViewer } from './saved-views.policy.ts';
import { savedViews } from './saved-views.tables.ts';

/** spec 002 §7 deleteSavedView: only the creator, an admin or a supervisor may (spec 002 §6). */
export async function deleteSavedView(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<{ id: string }> {
  const { session, id } = options;
  const { brandId } = session;
  const viewer = await savedViewViewer(db, session);
  return db.transaction(async (tx) => {
    const view = assertMaySeeSavedView(viewer, await findSavedView(tx, { brandId, id, lock: true }));
    const creators = await findSavedViewCreators(tx, brandId, [view.createdById]);
    assertMayEditSavedView(viewer, view, view.createdById !== null && creators.has(view.createdById));
    // saved_view_teams rows go with it (foreign key, on delete cascade).
    await tx.delete(savedViews).where(and(eq(savedViews.brandId, brandId), eq(savedViews.id, id)));
    return { id };
  });
}
