// Labels of Settings › Contact Lists (Parley's wording; docs/contact-lists.md). The spec's toasts and
// share labels are core's CONTACT_LIST_TEXTS and SHARE_OPTION_LABELS.

export const CONTACT_LISTS_SETTINGS_TEXTS = {
  description:
    "Every contact list of the brand: each user's private lists and the shared ones. Open a list to change it.",
  searchLabel: 'Search contact lists',
  searchPlaceholder: 'Search by name',
  empty: 'No contact lists yet.',
  emptyHint: 'Agents and supervisors create them with New Contact List in the agent side navigation.',
  noMatch: 'No contact list matches this name.',
  loading: 'Loading contact lists',
  columns: {
    name: 'Name',
    owner: 'Owner',
    sharing: 'Sharing',
    conditions: 'Conditions',
    sort: 'Sort',
    updated: 'Updated',
    actions: 'Actions',
  },
  private: 'Private',
  noOwner: 'No owner',
  unreadable: 'Conditions not readable',
  open: 'Open',
  openLabel: (name: string) => `Open ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  confirmDeleteTitle: (name: string) => `Delete ${name}?`,
  confirmDeleteBody: 'The list goes for everyone it is shared with, its owner included. The contacts stay.',
  total: (total: number) => `${total} contact list${total === 1 ? '' : 's'}`,
} as const;
