import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { emptyContactListForm, validateContactListForm } from '@parley/core/contact-lists/form';
import { canCreateContactList } from '@parley/core/contact-lists/limits';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SavedViewChange } from './saved-view-input.ts';
import { lockListsOf, readPrivateViewsOf, type SavedViewRecord } from './saved-view-store.ts';

/**
 * The name and count rules of a user's lists (spec 002 §5, §9), checked by core's rules against the
 * stored lists inside the change's transaction, with the user's lists locked.
 * `editing` is the list being updated (null on create); `ownerId` is whose private lists count.
 */
export async function assertListRules(
  tx: DbExecutor,
  options: {
    brandId: string;
    ownerId: string;
    change: SavedViewChange;
    editing: SavedViewRecord | null;
  },
): Promise<void> {
  const { brandId, ownerId, change, editing } = options;
  await lockListsOf(tx, brandId, ownerId);
  const privateLists = (await readPrivateViewsOf(tx, { brandId, userId: ownerId, page: change.page })).filter(
    (list) => list.id !== editing?.id,
  );
  const willBePrivate = !change.shareWithAllUsers && change.teamIds.length === 0;
  // spec 002 §9: create is disabled at 50 private lists (whatever the new list's sharing, as the
  // button is); a shared list turned private counts as a new private one.
  const wasPrivateOfOwner = editing !== null && editing.createdById === ownerId && isPrivate(editing);
  const adds = editing === null || (willBePrivate && !wasPrivateOfOwner);
  if (adds && !canCreateContactList(privateLists.length))
    throw new AppError('conflict', CONTACT_LIST_TEXTS.maxListsExceeded);
  const form = {
    ...emptyContactListForm(),
    name: change.name,
    shared: !willBePrivate,
    shareBy: change.shareWithAllUsers ? ('all' as const) : willBePrivate ? null : ('teams' as const),
    sharedTeams: change.teamIds,
  };
  const errors = validateContactListForm(form, {
    privateListNames: privateLists.map((list) => list.name),
    currentName: editing?.name ?? null,
  });
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw new AppError('conflict', message, { field });
}

function isPrivate(list: SavedViewRecord): boolean {
  return !list.shareWithAllUsers && list.teamIds.length === 0;
}
