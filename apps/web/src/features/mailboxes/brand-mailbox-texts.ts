// Settings › Integrations › Brand mailboxes (issue 16; docs/email.md "Mailboxes"): Parley's wording,
// the spec names no page for the brand's shared mailboxes. The form's and card's own words are
// MAILBOX_TEXTS.

export const BRAND_MAILBOX_TEXTS = {
  title: 'Brand mailboxes',
  description:
    'Mailboxes the whole brand answers from, such as support@ or sales@. Parley reads their mail into tasks and every agent replies from them.',
  readOnly: 'Only admins connect and change them.',
  loading: 'Loading the brand mailboxes',
  list: 'The brand’s mailboxes',
  connect: 'Connect a brand mailbox',
  connectTitle: 'Connect a brand mailbox',
  emptyTitle: 'No brand mailbox yet',
  emptyBody:
    'A brand mailbox is an address your customers write to, not any one agent’s. Its new emails become tasks in the queue you choose (or wherever the brand’s routing rules send them), and agents answer from its address.',
  emptyReadOnly: 'An admin connects them here.',

  // The queue its new threads go to.
  queue: 'Queue',
  queueLabel: (address: string) => `Queue for ${address}`,
  queueHint: 'Where its new emails become tasks.',
  byRules: 'Routed by the brand’s rules',
  routesTo: (queue: string) => `Routes to ${queue}`,
  queueSaved: (address: string, queue: string | null) =>
    queue ? `${address} now routes to ${queue}.` : `${address} is now routed by the brand’s rules.`,
  queuesFailed: 'Could not load the brand’s queues.',
  noSignature: 'No signature',
} as const;
