import { CONTACT_LISTS_PAGE } from '@parley/core/contact-lists/limits';

/** The listId of the editor of a new list (docs/contact-lists.md): no saved view has this id. */
export const NEW_CONTACT_LIST_ID = 'new';

export const CONTACT_LIST_PATHS = {
  /** spec 002 §2: My Contacts; delete returns here (spec 002 §4). */
  myContacts: CONTACT_LISTS_PAGE,
  list: (listId: string) => `${CONTACT_LISTS_PAGE}/${encodeURIComponent(listId)}`,
  newList: `${CONTACT_LISTS_PAGE}/${NEW_CONTACT_LIST_ID}`,
};
