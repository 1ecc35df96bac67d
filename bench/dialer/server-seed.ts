// bench/dialer server mode: the brand, seeded through the server's own use-cases (as the admin pages
// and the desk would): agents on one queue, available; contacts that ring at the Contact Simulator;
// Daily Available Hours around the clock; a call campaign over a segment of those contacts.
import { randomBytes } from 'node:crypto';
import type { DialingMode } from '@parley/core/campaigns/campaign-model';
import { AROUND_THE_CLOCK_HOURS } from '@parley/core/compliance/compliance-model';
import { emptyFilter } from '@parley/core/conditions/model';
import { SIMULATOR_BRAND_NUMBER } from '@parley/core/simulator/rules';
import { createBrand } from '../../apps/server/src/modules/brands/create-brand.ts';
import { createCampaign } from '../../apps/server/src/modules/campaigns/save-campaign.ts';
import { saveDailyHours } from '../../apps/server/src/modules/compliance/save-compliance-settings.ts';
import { importContacts } from '../../apps/server/src/modules/contacts/import-contacts.ts';
import { addDefaultBrandPhoneNumber } from '../../apps/server/src/modules/phone-numbers/add-default-brand-phone-number.ts';
import { createQueue } from '../../apps/server/src/modules/routing/queues/create-queue.ts';
import { createSegment } from '../../apps/server/src/modules/segments/create-segment.ts';
import { createUser } from '../../apps/server/src/modules/users/create-user.ts';
import { updateAgentStatus } from '../../apps/server/src/modules/users/update-agent-status.ts';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import type { RequestSession } from '../../apps/server/src/platform/http/request-session.ts';

export type SeededBrand = {
  brandId: string;
  /** The admin who manages the campaign and plays the contacts on the Contact Simulator page. */
  admin: RequestSession;
  agents: RequestSession[];
  queueSid: string;
  segmentId: string;
};

const CONTACT_FIRST_NAME = 'Dialee';

/**
 * The `index`th contact's number: +1 415 2xx-xxx9. It ends in 9, so it never matches the simulator's
 * number rules (…0000 to …0008): it rings at the Contact Simulator page until answered or timed out.
 */
export function contactPhoneOf(index: number): string {
  return `+1415${2_000_000 + index * 10 + 9}`;
}

function sessionOf(user: { id: string }, brandId: string, roles: string[], email: string): RequestSession {
  return { sessionId: 'dialer-bench', brandId, brandSlug: '', userId: user.id, email, roles };
}

/** The segment's condition: "firstName equals Dialee" (one contact-attribute condition). */
function dialeesCondition() {
  return {
    joinType: 'all',
    groups: [
      {
        name: 'Group 1',
        joinType: 'all',
        conditions: [
          {
            conditionalType: 'contactAttribute',
            eventName: null,
            eventOperator: 'isSet',
            lastEventOnly: false,
            eventCount: null,
            filters: [
              {
                ...emptyFilter(),
                propertyName: 'firstName',
                propertyType: 'string',
                propertyOperator: 'equals',
                propertyValue: CONTACT_FIRST_NAME,
              },
            ],
          },
        ],
      },
    ],
  };
}

export async function seedDialerBrand(
  db: DbExecutor,
  options: { agents: number; contacts: number },
): Promise<SeededBrand> {
  const suffix = randomBytes(3).toString('hex');
  const brand = await createBrand(
    db,
    { slug: `dialer-bench-${suffix}`, name: 'Dialer bench' },
    { addFirstPhoneNumber: addDefaultBrandPhoneNumber },
  );
  const brandId = brand.id;
  // Settings › Call Restrictions › Daily Available Hours, every day all day: the run may be at any
  // hour, and the gate must not defer the contacts for the time of day (as the test factories do).
  await saveDailyHours(db, { brandId, input: AROUND_THE_CLOCK_HOURS });
  const adminEmail = 'admin@dialer.bench.test';
  const adminUser = await createUser(db, {
    brandId,
    input: { email: adminEmail, firstName: 'Bench', lastName: 'Admin', roles: ['admin'] },
  });
  const admin = sessionOf(adminUser, brandId, ['admin'], adminEmail);
  const queue = await createQueue(db, { brandId, input: { friendlyName: 'Campaign calls' } });
  const agents: RequestSession[] = [];
  for (let index = 0; index < options.agents; index += 1) {
    const email = `agent${index}@dialer.bench.test`;
    const user = await createUser(db, {
      brandId,
      input: { email, firstName: 'Agent', lastName: String(index), roles: ['agent'] },
    });
    const session = sessionOf(user, brandId, ['agent'], email);
    await updateAgentStatus(db, { session, input: { status: 'Available' } });
    agents.push(session);
  }
  await importContacts(db, {
    brandId,
    contacts: Array.from({ length: options.contacts }, (_, index) => ({
      firstName: CONTACT_FIRST_NAME,
      lastName: `Contact ${index}`,
      email: null,
      contactPhone: contactPhoneOf(index),
      optIn: true,
    })),
  });
  const segment = await createSegment(db, {
    session: admin,
    args: { name: 'Dialer bench contacts', type: 'dynamic', conditions: dialeesCondition() },
  });
  return { brandId, admin, agents, queueSid: queue.sid, segmentId: segment.id };
}

/**
 * A draft call campaign over the segment, to the queue, from the simulator's brand number, its target
 * abandon rate set (percent; mode engine paces to the budget's too). `maxParallelCalls` is the most the
 * form allows (500), as engine mode's simulation assumes (its default): the form's default of 10 calls
 * out at once would bind a predictive dialer with 20 agents.
 */
export async function createDialerCampaign(
  db: DbExecutor,
  seeded: SeededBrand,
  options: { dialingMode: DialingMode; targetAbandonPercent: number },
): Promise<string> {
  const { dialingMode } = options;
  const campaign = await createCampaign(db, {
    session: seeded.admin,
    input: {
      name: `Dialer bench ${dialingMode}`,
      messageType: 'phoneCall',
      audience: { segmentIds: [seeded.segmentId], contactListIds: [] },
      phoneCall: {
        fromNumber: SIMULATOR_BRAND_NUMBER,
        dialingMode,
        targetQueueSid: seeded.queueSid,
        maxParallelCalls: 500,
        targetAbandonRate: options.targetAbandonPercent,
      },
    },
  });
  return campaign.id;
}
