// The desk's wording for the email task that core's EMAIL_TEXTS (@parley/core/email/email-texts)
// does not hold: Parley's, not the spec's. Everything else comes from EMAIL_TEXTS.

export const EMAIL_DESK_TEXTS = {
  thread: 'Email thread',
  loadingThread: 'Loading the email thread',
  threadFailed: 'Could not load the email thread.',
  mailboxesFailed: 'Could not load your mailboxes.',
  noMessages: 'No messages yet.',
  messageBy: (sender: string, date: string) => `Email from ${sender}, ${date}`,
  expand: (sender: string) => `Show the email from ${sender}`,
  collapse: 'Collapse the email',
  noContent: '(no content)',
  newEmail: 'New email',
  close: 'Close',
  forwardedWithMessage: 'Forwarded with the message',
  mySettingsLink: 'Open My Settings › Integrations',
  /** The field a recipient error belongs to, named first (spec 000 §5: errors name the field). */
  fieldError: (field: string, reason: string) => `${field}: ${reason}`,
} as const;
