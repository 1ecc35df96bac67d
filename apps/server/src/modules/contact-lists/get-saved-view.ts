import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { presentSavedView, type SavedView } from './present-saved-view.ts';
import { findSavedViewCreators } from './saved-view-creators.ts';
import { findSavedView } from './saved-view-store.ts';
import { assertMaySeeSavedView, savedViewViewer } from './saved-views.policy.ts';

/**
 * savedView(id): one list the user may open. The side navigation's lists come from
 * getAllSavedViewsForPage; this reaches a list that is not among them, such as another user's private
 * list an admin opens from Settings › Contact Lists.
 */
export async function getSavedView(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<SavedView> {
  const { session, id } = options;
  const viewer = await savedViewViewer(db, session);
  const view = assertMaySeeSavedView(viewer, await findSavedView(db, { brandId: session.brandId, id }));
  return presentSavedView(view, await findSavedViewCreators(db, session.brandId, [view.createdById]));
}
