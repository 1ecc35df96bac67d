import { randomBytes } from 'node:crypto';
import { SIMULATOR_BRAND_EMAIL, simulatorInboundEmailInput } from '@parley/core/simulator/inputs';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { findContactByEmail } from '../contacts/find-contact-by-email.ts';
import { routingForConversations } from '../conversations/routing-adapter.ts';
import { ingestInboundEmail } from '../email/ingest-inbound-email.ts';
import { ensureSimulatorMailbox, findMailboxByAddress } from '../email/mailbox-store.ts';
import { composeMail } from '../email/mime.ts';

/**
 * The contact `from` emails the brand at `to` (else the brand's simulator address), as a mail client
 * would: the message is composed as real mail (a reply carries In-Reply-To and References of the
 * brand's message it answers) and reaches the brand's simulator mailbox through the email channel's
 * own ingestion (docs/email.md): threaded, matched to its contact (created when new), routed. The
 * inbound email delay of spec 001 §4 is the desk's: the task is created and offered at once.
 */
export async function simulateInboundEmail(
  deps: { db: AppDb; bus: EventBus },
  options: { brandId: string; input: z.input<typeof simulatorInboundEmailInput> },
): Promise<{
  taskSid: string | null;
  profileId: string | null;
  rvThreadId: string | null;
  rvEmailMessageId: string | null;
  messageId: string;
}> {
  const { brandId } = options;
  const input = simulatorInboundEmailInput.parse(options.input);
  const sender = input.from.toLowerCase();
  const address = (input.to ?? SIMULATOR_BRAND_EMAIL).toLowerCase();
  const existing = await findMailboxByAddress(deps.db, { brandId, address });
  if (existing && existing.provider !== 'SIMULATOR') {
    throw new AppError(
      'validation_failed',
      `to ${address} is a real mailbox: write to it from a mail client`,
      {
        field: 'to',
      },
    );
  }
  const mailbox = existing ?? (await ensureSimulatorMailbox(deps.db, { brandId, address }));
  const contact = await findContactByEmail(deps.db, { brandId, address: sender });
  const messageId = `<${randomBytes(12).toString('hex')}@simulator.parley.test>`;
  const raw = await composeMail({
    messageId,
    inReplyTo: input.inReplyTo ?? null,
    references: input.references ?? (input.inReplyTo ? [input.inReplyTo] : []),
    from: { email: sender, name: contact?.name ?? null },
    to: [address],
    cc: [],
    bcc: [],
    subject: input.subject,
    html: null,
    text: input.body,
    date: new Date(),
    attachments: [],
  });
  const result = await ingestInboundEmail(
    { db: deps.db, bus: deps.bus, routing: routingForConversations(deps) },
    { brandId, mailbox, raw, source: 'simulator' },
  );
  if (result.kind !== 'stored') {
    return { taskSid: null, profileId: null, rvThreadId: null, rvEmailMessageId: null, messageId };
  }
  return {
    taskSid: result.taskSid,
    profileId: result.profileId,
    rvThreadId: result.rvThreadId,
    rvEmailMessageId: result.rvEmailMessageId,
    messageId,
  };
}
