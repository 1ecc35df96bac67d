import { isPrivateContactList } from '@parley/core/contact-lists/permissions';
import type { SavedView } from '../api/contact-lists-api.ts';

export type ContactListSections = {
  /** Lists shared with nobody (the user's own; spec 002 §2 "private"). */
  privateLists: SavedView[];
  /** Lists shared with all users or with teams, whoever made them. */
  sharedLists: SavedView[];
  /** The user's own private lists: what the limit of 50 counts (spec 002 §9). */
  ownPrivateCount: number;
  /** Their names, for "Name is already in use" (spec 002 §5). */
  ownPrivateNames: string[];
};

const isPrivate = (view: SavedView) =>
  isPrivateContactList({
    shareWithAllUsers: view.shareWithAllUsers,
    teamIds: view.teams.map((team) => team.id),
  });

/** The side navigation's two sections, in the server's order (by name). */
export function contactListSections(views: readonly SavedView[], userId: string | null): ContactListSections {
  const privateLists = views.filter(isPrivate);
  const ownPrivate = privateLists.filter((view) => view.createdById === userId);
  return {
    privateLists,
    sharedLists: views.filter((view) => !isPrivate(view)),
    ownPrivateCount: ownPrivate.length,
    ownPrivateNames: ownPrivate.map((view) => view.name),
  };
}
