// spec 002 §6: who may edit a contact list. Privileged users (ADMIN, SUPERVISOR) edit every list;
// others only the lists they created; a list with no creator is editable. Otherwise the form is
// read-only and Save and Delete are disabled.
import { isPrivileged } from '../auth/roles.ts';

export type ContactListEditor = { id: string; roles: readonly string[] };
export type ContactListOwnership = { createdById: string | null };

export function canEditContactList(user: ContactListEditor, list: ContactListOwnership): boolean {
  if (isPrivileged(user.roles)) return true;
  if (list.createdById === null) return true;
  return list.createdById === user.id;
}

/** A list is private when it is shared with nobody (neither all users nor any team). */
export function isPrivateContactList(list: {
  shareWithAllUsers: boolean;
  teamIds: readonly string[];
}): boolean {
  return !list.shareWithAllUsers && list.teamIds.length === 0;
}
