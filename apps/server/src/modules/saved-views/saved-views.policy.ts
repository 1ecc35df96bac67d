import { canEditContactList, isPrivateContactList } from '@parley/core/contact-lists/permissions';
import { isPrivileged } from '@parley/core/roles';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findManagedUser } from '../users/managed-user.ts';
import type { SavedViewRecord } from './saved-view-store.ts';

// Who sees and who changes a contact list (spec 002 §1, §6; docs/contact-lists.md "Who sees what"):
// - everyone sees their own lists, lists shared with all users and lists shared with a team they are in;
// - ADMIN and SUPERVISOR also see every shared list (they may edit lists created by others) and every
//   list with no creator, but never another user's private list: private means private;
// - editing and deleting follow core's canEditContactList (privileged, the creator, or no creator).
// A list the user may not see does not exist for them (not_found); one they see but may not change
// is forbidden.

export type SavedViewViewer = {
  brandId: string;
  userId: string;
  roles: readonly string[];
  teamIds: string[];
};

export async function savedViewViewer(db: DbExecutor, session: RequestSession): Promise<SavedViewViewer> {
  const user = await findManagedUser(db, { brandId: session.brandId, userId: session.userId });
  return {
    brandId: session.brandId,
    userId: session.userId,
    roles: session.roles,
    teamIds: user?.teams.map((team) => team.id) ?? [],
  };
}

export function canSeeSavedView(viewer: SavedViewViewer, view: SavedViewRecord): boolean {
  if (view.createdById === viewer.userId) return true;
  if (view.shareWithAllUsers) return true;
  if (isPrivileged(viewer.roles)) return view.createdById === null || !isPrivateContactList(view);
  return view.teamIds.some((teamId) => viewer.teamIds.includes(teamId));
}

export const SAVED_VIEW_NOT_FOUND = 'Contact list not found';
export const SAVED_VIEW_READ_ONLY = 'You may not change this contact list';

export function assertMaySeeSavedView(
  viewer: SavedViewViewer,
  view: SavedViewRecord | null,
): SavedViewRecord {
  if (!view || !canSeeSavedView(viewer, view))
    throw new AppError('not_found', SAVED_VIEW_NOT_FOUND, { field: 'id' });
  return view;
}

/** `creatorExists`: a creator who is no longer a user of the brand counts as no creator. */
export function assertMayEditSavedView(
  viewer: SavedViewViewer,
  view: SavedViewRecord,
  creatorExists: boolean,
): void {
  const ownership = { createdById: creatorExists ? view.createdById : null };
  if (!canEditContactList({ id: viewer.userId, roles: viewer.roles }, ownership))
    throw new AppError('forbidden', SAVED_VIEW_READ_ONLY, { field: 'id' });
}
