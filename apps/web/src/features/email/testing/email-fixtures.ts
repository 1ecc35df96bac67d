// Test support: the email task's thread, messages and mailboxes as the server answers them
// (docs/email.md "REST (the desk)").
import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import type { EmailMailbox, EmailMessage, EmailThreadAnswer } from '../api/email-types.ts';

let counter = 0;
const hex32 = (value: number) => value.toString(16).padStart(32, '0');

export const BRAND_MAILBOX: EmailMailbox = {
  id: 'mb-brand',
  emailAddress: 'support@brand.io',
  displayName: 'Brand Support',
  emailIntegrationType: 'SIMULATOR',
  authorizationStatus: 'CONNECTED',
  signatureHtml: '<p>-- The Brand team</p>',
  shared: true,
};

export const AGENT_MAILBOX: EmailMailbox = {
  id: 'mb-ada',
  emailAddress: 'ada@agent.io',
  displayName: 'Ada Lovelace',
  emailIntegrationType: 'GMAIL',
  authorizationStatus: 'CONNECTED',
  signatureHtml: null,
  shared: false,
};

export const CONTACT_EMAIL = 'grace@contact.io';

/** An inbound mail from the contact to the brand mailbox; fresh ids unless given. */
export function makeEmailMessage(overrides: Partial<EmailMessage> = {}): EmailMessage {
  counter += 1;
  const createdAt = new Date(Date.UTC(2025, 0, 6, 15, counter % 60)).toISOString();
  return {
    rvEmailMessageId: `EM${hex32(counter)}`,
    rvThreadId: `ET${hex32(1)}`,
    direction: 'inbound',
    status: 'received',
    messageId: `<m${counter}@contact.io>`,
    subject: 'Order 42',
    from: { email: CONTACT_EMAIL, name: 'Grace Hopper' },
    to: [BRAND_MAILBOX.emailAddress],
    cc: [],
    bcc: [],
    html: null,
    text: `Message ${counter}`,
    snippet: `Message ${counter}`,
    inReplyToRvMessageId: null,
    isForwarding: false,
    attachments: [],
    error: null,
    createdAt,
    sentAt: createdAt,
    ...overrides,
  };
}

export function makeThreadAnswer(
  messages: EmailMessage[],
  draft: EmailMessage | null = null,
): EmailThreadAnswer {
  return {
    thread: {
      rvThreadId: `ET${hex32(1)}`,
      subject: 'Order 42',
      contactEmail: CONTACT_EMAIL,
      profileId: null,
      taskSid: null,
      mailbox: {
        id: BRAND_MAILBOX.id,
        emailAddress: BRAND_MAILBOX.emailAddress,
        displayName: BRAND_MAILBOX.displayName,
        emailIntegrationType: BRAND_MAILBOX.emailIntegrationType,
      },
    },
    messages,
    draft,
  };
}

/** An accepted inbound email task held by the test agent. */
export function emailTask(overrides: Partial<Reservation> = {}): Reservation {
  return makeReservation({
    status: 'accepted',
    taskStatus: 'assigned',
    taskChannelUniqueName: 'email',
    channelType: 'email',
    attributes: { title: 'Inbound Email', direction: 'inbound', email: CONTACT_EMAIL, name: 'Grace Hopper' },
    ...overrides,
  });
}
