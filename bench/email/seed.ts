// The email bench's brand, seeded through the real use-cases before anything is timed: its email
// queue and shared simulator mailbox routed to it, agents who work email five at a time, Available,
// and the contacts who already exist (the rest are new senders, created by their first mail).
import { randomBytes } from 'node:crypto';
import { DEFAULT_CHANNEL_CAPACITY } from '@parley/core/common/channels';
import { createBrand } from '../../apps/server/src/modules/brands/create-brand.ts';
import { importContacts } from '../../apps/server/src/modules/contacts/import-contacts.ts';
import {
  ensureSimulatorMailbox,
  type MailboxRow,
} from '../../apps/server/src/modules/email/mailbox-store.ts';
import { addDefaultBrandPhoneNumber } from '../../apps/server/src/modules/phone-numbers/add-default-brand-phone-number.ts';
import { createQueue } from '../../apps/server/src/modules/routing/queues/create-queue.ts';
import { createUser } from '../../apps/server/src/modules/users/create-user.ts';
import { updateAgentStatus } from '../../apps/server/src/modules/users/update-agent-status.ts';
import type { DbHandle } from '../../apps/server/src/platform/db/database.ts';
import { MAILBOX_ADDRESS, senderAddress, senderName } from './mail-plan.ts';

export type SeededBrand = { brandId: string; mailbox: MailboxRow };

export async function seedEmailBrand(
  database: DbHandle,
  options: { agents: number; emailCapacity: number; existingSenders: number },
): Promise<SeededBrand> {
  const { db } = database;
  const brand = await createBrand(
    db,
    { slug: `email-bench-${randomBytes(3).toString('hex')}`, name: 'Email bench' },
    { addFirstPhoneNumber: addDefaultBrandPhoneNumber },
  );
  const queue = await createQueue(db, {
    brandId: brand.id,
    input: { friendlyName: 'Email', requiredSkills: [] },
  });
  const mailbox = await ensureSimulatorMailbox(db, {
    brandId: brand.id,
    address: MAILBOX_ADDRESS,
    displayName: 'Support',
    queueSid: queue.sid,
  });
  for (let index = 0; index < options.agents; index += 1) {
    const user = await createUser(db, {
      brandId: brand.id,
      input: {
        email: `agent${index}@email.bench.test`,
        firstName: 'Agent',
        lastName: String(index),
        roles: ['agent'],
        channelCapacity: { ...DEFAULT_CHANNEL_CAPACITY, email: options.emailCapacity },
      },
    });
    await updateAgentStatus(db, {
      session: {
        sessionId: 'email-bench',
        brandId: brand.id,
        brandSlug: '',
        userId: user.id,
        email: '',
        roles: ['agent'],
      },
      input: { status: 'Available' },
    });
  }
  // Senders 0 … existingSenders − 1 are known contacts; the others write for the first time.
  await importContacts(db, {
    brandId: brand.id,
    contacts: Array.from({ length: options.existingSenders }, (_, sender) => {
      const [firstName = '', lastName = ''] = senderName(sender).split(' ');
      return { firstName, lastName, email: senderAddress(sender), contactPhone: null };
    }),
  });
  return { brandId: brand.id, mailbox };
}
