/** The desk's email queries in TanStack Query's cache. */
export const emailThreadKey = (taskSid: string) => ['email', 'thread', taskSid] as const;
export const myMailboxesKey = ['email', 'mailboxes', 'mine'] as const;
