// The contact action buttons (spec 001 §5). The spec's tooltips that other areas already hold are
// used from there (core email/email-texts, contacts/search-texts, voice/voice-texts,
// common/error-catalogue); these are the ones nobody had yet.
export const CONTACT_ACTION_TEXTS = {
  /** spec 001 §5 tooltip. */
  makeCall: 'Make a call',
  /** spec 001 §5 tooltip. */
  sendText: 'Send a text',
  // Parley's wording.
  actionsLabel: 'Contact actions',
} as const;
