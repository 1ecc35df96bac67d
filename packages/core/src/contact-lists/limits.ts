// Business constants of contact lists (spec 002 §9). Part of the product: change only with the spec.

/** spec 002 §9: at most 50 private contact lists per user; create is disabled at 50. */
export const MAX_PRIVATE_CONTACT_LISTS = 50;
/** spec 002 §9: 'Max 500 contacts displayed per list.' */
export const MAX_CONTACTS_DISPLAYED = 500;
/** spec 002 §5, §9: editable names are at most 50 characters. */
export const CONTACT_LIST_NAME_MAX_LENGTH = 50;
/** spec 002 §3: the page a contact list (saved view) belongs to: the agent contacts path. */
export const CONTACT_LISTS_PAGE = '/agent/contacts';

/** spec 002 §9: create is disabled once the user has 50 private lists. */
export function canCreateContactList(privateListCount: number): boolean {
  return privateListCount < MAX_PRIVATE_CONTACT_LISTS;
}
