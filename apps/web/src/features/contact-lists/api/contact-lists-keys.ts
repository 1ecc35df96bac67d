// TanStack Query keys of contact lists: one root, so a change refreshes the lists and their contacts.
export const contactListKeys = {
  all: ['contact-lists'] as const,
  savedViews: (page: string) => ['contact-lists', 'saved-views', page] as const,
  teams: ['contact-lists', 'teams'] as const,
  savedView: (id: string) => ['contact-lists', 'saved-view', id] as const,
  contacts: (id: string) => ['contact-lists', 'contacts', id] as const,
  myContacts: (sortBy: string | null, order: string) =>
    ['contact-lists', 'my-contacts', sortBy, order] as const,
};
