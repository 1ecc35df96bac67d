import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { MailboxQueueOptionsDocument, type MailboxQueueOptionsQuery } from './mailbox-queues.generated.ts';

// The brand's queues a brand mailbox may route its new threads to (docs/email.md "Mailboxes").

export type MailboxQueueOption = MailboxQueueOptionsQuery['queues'][number];

/** GraphQL `queues`: every queue of the brand, for the brand mailbox's queue picker. */
export async function fetchMailboxQueueOptions(signal?: AbortSignal): Promise<MailboxQueueOption[]> {
  const data = await graphqlRequest(MailboxQueueOptionsDocument, {}, { signal, skipDefault: true });
  return data.queues;
}
