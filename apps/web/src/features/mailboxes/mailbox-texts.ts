// My Settings › Integrations (spec 001 §2 /my-settings/agent-integrations, spec 002 §2): Parley's
// wording, which the spec leaves open ("integration connect and disconnect messages (exact texts not
// shown)", spec 001 §8). The spec's own strings come from core's EMAIL_TEXTS.

export const MAILBOX_TEXTS = {
  title: 'Integrations',
  description:
    'The mailboxes you send email from. Parley reads their replies into your tasks and sends what you write through them.',
  loading: 'Loading your mailboxes',
  loadFailed: 'Could not load your mailboxes.',
  retry: 'Retry',
  myMailboxes: 'Your mailboxes',
  sharedMailboxes: 'Brand mailboxes you answer from',
  sharedHint: 'Your brand connects these; replies to their threads go out from them.',
  emptyTitle: 'No mailbox connected yet',
  emptyBody:
    "Connect a mailbox to start emails from a contact's profile and from the dial pad, sent from your own address.",
  emptyWhy: 'Until you do, the desk answers:',

  // Status badges (spec 000 §4).
  status: { CONNECTED: 'Connected', DISCONNECTED: 'Disconnected', SIGNED_OUT: 'Signed out' },
  lastError: 'Last error',
  lastFetched: (when: string) => `Mail last fetched ${when}`,
  reconnect: 'Reconnect',
  reconnectLabel: (address: string) => `Reconnect ${address}`,
  signOut: 'Sign out',
  signOutLabel: (address: string) => `Sign out of ${address}`,
  signOutTitle: (address: string) => `Sign out of ${address}?`,
  signOutBody:
    'Parley stops reading and sending mail through this mailbox until you connect it again. The mail already in your tasks stays.',
  signedOut: (address: string) => `Signed out of ${address}.`,
  cancel: 'Cancel',

  // The signature.
  signature: 'Signature',
  signatureHint: 'Added under what you write from this mailbox.',
  signatureLabel: (address: string) => `Signature for ${address}`,
  loadingEditor: 'Loading the editor',
  saveSignature: 'Save signature',
  signatureSaved: 'Signature saved.',

  // Connecting.
  connectTitle: 'Connect a mailbox',
  connect: 'Connect',
  connectImapTitle: 'Connect an IMAP mailbox',
  reconnectTitle: (address: string) => `Reconnect ${address}`,
  providerHint: {
    IMAP: 'Any mailbox with IMAP and SMTP: your company mail server, Fastmail, iCloud, Zoho…',
    GMAIL: 'Sign in with Google.',
    OUTLOOK: 'Sign in with Microsoft.',
  },
  notAvailable: 'Not available on this server yet',
  connected: (address: string) => `${address} is connected.`,
  oauthFailed: 'The mailbox could not be connected. Start the connection again.',

  // The connect form.
  emailAddress: 'Email address',
  displayName: 'Display name',
  displayNameHint: 'The name recipients see beside your address.',
  incoming: 'Incoming mail (IMAP)',
  outgoing: 'Outgoing mail (SMTP)',
  imapHost: 'IMAP server',
  imapPort: 'IMAP port',
  imapSecure: 'IMAP over SSL/TLS',
  imapSecureHint: 'Off: STARTTLS (usually port 143).',
  imapUser: 'IMAP username',
  imapPassword: 'IMAP password',
  smtpHost: 'SMTP server',
  smtpPort: 'SMTP port',
  smtpSecure: 'SMTP over SSL/TLS',
  smtpSecureHint: 'On: usually port 465. Off: STARTTLS (usually port 587).',
  smtpUser: 'SMTP username',
  smtpPassword: 'SMTP password',
  sameServer: 'Send with the same server and login',
  sameServerHint: 'The IMAP server and login on port 587 with STARTTLS.',
  allowSelfSigned: 'Accept a self-signed certificate',
  allowSelfSignedHint: 'Only for a server of your own whose certificate no authority signed.',
  passwordHint: 'An app password if your provider asks for one. Stored encrypted.',
  hostPlaceholder: 'imap.example.com',
  smtpHostPlaceholder: 'smtp.example.com',
} as const;
