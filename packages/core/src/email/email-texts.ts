// The email channel's texts. The spec's own strings first (spec 001 §5 contact-action tooltips,
// spec 001 §8 "Email send", spec 000 §8), then Parley's wording for the composer and the thread,
// which the spec names but does not show.

/** How the reauthorize message names each provider (spec 001 §8 "{integration} Integration"). */
export const EMAIL_INTEGRATION_NAMES = {
  GMAIL: 'Gmail',
  OUTLOOK: 'Outlook',
  IMAP: 'IMAP',
  SIMULATOR: 'Simulator',
} as const;

export const EMAIL_TEXTS = {
  // spec 001 §8 Email send: a 422 authorisation failure, with a link to My Settings.
  reauthorize: (integration: string) =>
    `Please go to My Settings and reauthorize your ${integration} Integration.`,
  // spec 001 §8: any other failure.
  sendFailed:
    'There was an error sending the email. Please try again. If the issue persists, please contact customer support.',
  // spec 000 §8: the send endpoint's failure message.
  notSent: 'Email could not be sent',
  // spec 001 §8: forward success.
  forwarded: 'Email was forwarded successfully.',
  // spec 001 §5 contact-action tooltips.
  sendTooltip: 'Send an email',
  noEmail: 'No email associated with contact',
  connectMailbox: 'You must connect an email account to send an email',

  // Parley's wording: the composer.
  from: 'From',
  to: 'To',
  cc: 'Cc',
  bcc: 'Bcc',
  showCc: 'Add Cc',
  showBcc: 'Add Bcc',
  subject: 'Subject',
  body: 'Message',
  reply: 'Reply',
  replyAll: 'Reply all',
  forward: 'Forward',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Email sent.',
  discardDraft: 'Discard draft',
  saving: 'Saving…',
  draftSaved: 'Draft saved',
  draftNotSaved: 'The draft could not be saved',
  recipientsPlaceholder: 'Type an address and press Enter',
  recipientRequired: 'Add at least one recipient',
  invalidRecipient: (value: string) => `"${value}" is not a valid email address`,
  // Attachments.
  attach: 'Attach files',
  attachments: 'Attachments',
  attachmentsHint: 'Up to 10 files, 10 MB each and 20 MB together. Programs and scripts cannot be attached.',
  uploading: (filename: string) => `Uploading ${filename}…`,
  removeAttachment: (filename: string) => `Remove ${filename}`,
  downloadAttachment: (filename: string) => `Download ${filename}`,
  attachmentNotUploaded: (filename: string) => `"${filename}" could not be uploaded`,
  // The thread.
  showImages: 'Show images',
  imagesHidden: 'Remote images are hidden.',
  noSubject: '(no subject)',
  me: 'me',
  toLine: (recipients: string) => `to ${recipients}`,
  sendError: 'Not sent',
  pending: 'Sending…',
  threadNotFound: 'Email thread not found',
  noMailbox: 'No mailbox to send from',
  // Written into the mail itself (quote.ts).
  wrote: (when: string, who: string) => `On ${when}, ${who} wrote:`,
  forwardedHeader: '---------- Forwarded message ---------',
  forwardedFrom: 'From',
  forwardedDate: 'Date',
  forwardedSubject: 'Subject',
  forwardedTo: 'To',
  forwardedCc: 'Cc',
} as const;
