// The texts of contact search (spec 001 §2 "Dial pad modal", §5), apart from its rules in search.ts:
// the dial pad's button shows one on every page of the agent desk, and the rules need
// libphonenumber, which the web loads only with the dial pad itself (docs/web-performance.md).

export const CONTACT_SEARCH_TEXTS = {
  /** spec 001 §2 "Dial pad modal", step 1. */
  dialPadTitle: 'Enter a Name, Phone Number, Email or External ID',
  /** spec 001 §2 "Dial pad modal", step 2 (comes with calls). */
  fromNumberTitle: 'Select phone number to dial/message from',
  minimumLength: 'Minimum of 2 characters is required for search.',
  invalidPhone: 'Invalid phone number.',
  noMatch: 'No matching contact.',
  noMatchTryPhone: 'No matching contact. Try phone number instead.',
  /** spec 001 §5 contact action tooltips. */
  noPhoneNumbers: 'No phone numbers associated with contact',
  // Parley's wording.
  searchLabel: 'Search contacts',
  resultsLabel: 'Contacts found',
  dialPadButton: 'Dial pad',
  loadMore: 'Show more',
  searching: 'Searching…',
  dialPadStepTwoNotBuilt:
    'Choosing the number to call from (step 2) comes with calling, which is not built yet. Choosing a contact opens it in the agent desktop.',
} as const;
