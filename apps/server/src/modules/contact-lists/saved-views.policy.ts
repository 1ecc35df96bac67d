import { isPrivileged } from '@parley/core/auth/roles';
import { canEditContactList } from '@parley/core/contact-lists/permissions';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findManagedUser } from '../users/managed-user.ts';
import type { SavedViewRecord } from './saved-view-store.ts';

// Who sees and who changes a contact list (spec 002 §1, §6; docs/contact-lists.md "Who sees what"):
// - everyone reaches their own lists, lists shared with all users and lists shared with a team they
//   are in;
// - ADMIN and SUPERVISOR reach every list of the brand, another user's private one included: they may
//   edit lists created by others (spec 002 §6) and Settings › Contact Lists lists them all. Their side
//   navigation still shows only the lists meant for them (list-saved-views-for-page.ts);
// - editing and deleting follow core's canEditContactList (privileged, the creator, or no creator).
// A list the user may not reach does not exist for them (not_found); one they reach but may not change
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

/** Whether the viewer may open, change (subject to assertMayEditSavedView) or delete the list. */
export function canSeeSavedView(viewer: SavedViewViewer, view: SavedViewRecord): boolean {
  if (isPrivileged(viewer.roles)) return true;
  if (view.createdById === viewer.userId) return true;
  if (view.shareWithAllUsers) return true;
  return view.teamIds.some((teamId) => viewer.teamIds.includes(teamId));
}

export const CONTACT_LISTS_ADMIN_FORBIDDEN = 'Only admins and supervisors can manage all contact lists';

/** Settings › Contact Lists (every list of the brand): admins and supervisors only. Fails closed. */
export function requireContactListsManager(session: RequestSession): RequestSession {
  if (!isPrivileged(session.roles)) throw new AppError('forbidden', CONTACT_LISTS_ADMIN_FORBIDDEN);
  return session;
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
