// Labels of the contact-list screens the spec does not quote (Parley's wording). The spec's own
// texts are core's CONTACT_LIST_TEXTS, CONTACT_LIST_VALIDATION_TEXTS and SHARE_OPTION_LABELS.
import { DROPDOWN_TEXTS } from '@parley/core/conditions/texts';

export const CONTACT_LISTS_UI_TEXTS = {
  newContactList: 'New Contact List',
  privateLists: 'Private lists',
  sharedLists: 'Shared lists',
  noLists: 'No contact lists yet',
  loading: DROPDOWN_TEXTS.loading,
  myContacts: 'My Contacts',
  newListTitle: 'New Contact List',
  listNotFound: 'This contact list does not exist or is not shared with you.',
  nameLabel: 'Name',
  joinTypeLabel: 'Contacts must match',
  conditionsLabel: 'Conditions',
  sortByLabel: 'Sort by',
  sortByPlaceholder: 'Newest contacts first',
  orderLabel: 'Order',
  shareLabel: 'Share this list',
  sharedWithLabel: 'Shared With',
  teamsLabel: 'Teams',
  save: 'Save',
  delete: 'Delete',
  cancel: 'Cancel',
  confirmDeleteTitle: 'Delete this contact list?',
  confirmDeleteBody: 'The list goes for everyone it is shared with. The contacts stay.',
  readOnlyNotice: 'Only the creator of this list, an admin or a supervisor can change it.',
  createdBy: (name: string) => `Created by ${name}`,
  editorTitle: 'List settings',
  shownOfTotal: (shown: number, total: number) => `Showing ${shown} of ${total} contacts`,
  noContacts: 'No contacts match this list.',
  columns: { name: 'Name', phone: 'Phone', email: 'Email', externalId: 'External ID' },
} as const;
