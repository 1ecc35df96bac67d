import { randomBytes } from 'node:crypto';
import {
  emailBodySnippet,
  SIMULATOR_BRAND_EMAIL,
  simulatorInboundEmailInput,
} from '@parley/core/simulator/inputs';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { type ContactSummary, searchContacts } from '../contacts/find-contact-by-phone.ts';
import { recordPlatformEvents } from '../events/record-platform-events.ts';
import { createTask } from '../routing/tasks/create-task.ts';

/** The title of an inbound email task, as 'Inbound SMS' is the SMS one's. */
export const INBOUND_EMAIL_TITLE = 'Inbound Email';

/** How many of the contacts a search by address returns are checked for the exact address. */
const ADDRESS_SEARCH_LIMIT = 100;

/** The contact whose main address this is (case-insensitive), or null: unknown senders stay unknown. */
async function findContactByEmail(db: AppDb, brandId: string, email: string): Promise<ContactSummary | null> {
  const found = await searchContacts(db, { brandId, query: email, limit: ADDRESS_SEARCH_LIMIT });
  return found.find((contact) => contact.email?.toLowerCase() === email) ?? null;
}

/**
 * The contact `from` emails the brand: an email task shell on channel `email` (capacity `email`),
 * routed like any other, with the spec's Email event fields as attributes (spec 000 §3). The inbound
 * email delay of spec 001 §4 is the desk's: the task is created and offered at once.
 */
export async function simulateInboundEmail(
  deps: { db: AppDb; bus: EventBus },
  options: { brandId: string; input: z.input<typeof simulatorInboundEmailInput> },
): Promise<{ taskSid: string; profileId: string | null }> {
  const input = simulatorInboundEmailInput.parse(options.input);
  const senderEmail = input.from.toLowerCase();
  const contact = await findContactByEmail(deps.db, options.brandId, senderEmail);
  const attributes = {
    title: INBOUND_EMAIL_TITLE,
    direction: 'inbound',
    email: senderEmail,
    name: contact?.name ?? senderEmail,
    ...(contact ? { profileId: contact.profileId } : {}),
    ...(contact?.contactPhone ? { contactPhone: contact.contactPhone } : {}),
    subject: input.subject,
    senderEmail,
    toEmails: [(input.to ?? SIMULATOR_BRAND_EMAIL).toLowerCase()],
    ccEmails: [],
    bodySnippet: emailBodySnippet(input.body),
    messageId: `<${randomBytes(12).toString('hex')}@simulator.parley.test>`,
    source: 'simulator',
  };
  const now = new Date();
  const { taskSid } = await createTask(deps.db, deps.bus, {
    brandId: options.brandId,
    channel: 'email',
    attributes,
    now,
  });
  // docs/events.md "Events the platform publishes", for a known sender. createTask commits on its
  // own (batched), so these follow in a transaction of their own.
  if (contact) {
    const email = {
      from: senderEmail,
      to: attributes.toEmails[0],
      subject: input.subject,
      messageId: attributes.messageId,
      taskSid,
    };
    await deps.db.transaction((tx) =>
      recordPlatformEvents(tx, {
        brandId: options.brandId,
        now,
        events: [
          { contactId: contact.id, name: 'email.received', properties: email },
          { contactId: contact.id, name: 'task.created', properties: { taskSid, channel: 'email' } },
        ],
      }),
    );
  }
  return { taskSid, profileId: contact?.profileId ?? null };
}
