import { apiRequest } from '../../../shared/api/api-request.ts';

// The calls behind the contact actions (docs/email.md "REST (the desk)").

/** A mailbox the signed-in agent may send from, as far as the email action needs it. */
export type SendableMailbox = {
  id: string;
  emailAddress: string;
  authorizationStatus: 'CONNECTED' | 'DISCONNECTED' | 'SIGNED_OUT';
};

/** GET /conv/email/mailboxes/mine: the agent's own and the brand's shared mailboxes. No toast: the
 * button's tooltip says what is missing. */
export async function fetchSendableMailboxes(signal?: AbortSignal): Promise<SendableMailbox[]> {
  const { items } = await apiRequest<{ items: SendableMailbox[] }>('/email/mailboxes/mine', {
    base: '/conv',
    signal,
    skipDefault: true,
  });
  return items;
}

export type OutboundEmailBody = { contactEmail: string; contactPhone?: string; profileId?: string };

/** POST /conv/email/outbound-email: an outbound email task held by the agent, accepted at once. */
export function startOutboundEmail(body: OutboundEmailBody) {
  return apiRequest<{ success: boolean; taskSid: string; rvThreadId: string }>('/email/outbound-email', {
    base: '/conv',
    method: 'POST',
    body,
  });
}
