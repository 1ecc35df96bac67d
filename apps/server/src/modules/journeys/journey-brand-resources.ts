import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { type BrandResources, namedResources } from '@parley/core/journeys/resource-problems';
import type { DbExecutor } from '../../platform/db/database.ts';
import { listAgentDesktopItems } from '../agent-desktop-settings/list-agent-desktop-items.ts';
import { listBrandPhoneNumberRows } from '../phone-numbers/phone-numbers-store.ts';
import { listQueues } from '../routing/queues/list-queues.ts';
import { findWorkerByReference } from '../routing/workers/worker-directory.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * What core's resourceProblems needs of the brand for one definition (publishDraft's go-live check):
 * only what its steps name is read: the queues, the numbers for calls and texts, the agents named
 * (by user id, worker sid or email, as the assignTargetAgent step looks them up), the cancellation
 * reasons.
 */
export async function brandResourcesFor(
  db: DbExecutor,
  options: { brandId: string; definition: JourneyDefinition },
): Promise<BrandResources> {
  const { brandId } = options;
  const named = namedResources(options.definition);
  const queueSids = named.queues
    ? new Set((await listQueues(db, { brandId })).map((queue) => queue.sid))
    : NONE;
  const voiceNumbers = named.numbers
    ? new Set((await listBrandPhoneNumberRows(db, brandId, 'voice')).map((row) => row.phoneNumber))
    : NONE;
  const smsNumbers = named.numbers
    ? new Set((await listBrandPhoneNumberRows(db, brandId, 'sms')).map((row) => row.phoneNumber))
    : NONE;
  const agents = new Set<string>();
  for (const reference of named.agents)
    if (await findWorkerByReference(db, { brandId, reference })) agents.add(reference);
  const cancellationReasonIds = named.cancellationReasons
    ? new Set(
        (await listAgentDesktopItems(db, { brandId, kind: 'cancellationReason' })).map((item) => item.id),
      )
    : NONE;
  return {
    queueSids,
    voiceNumbers,
    smsNumbers,
    hasAgent: (reference) => agents.has(reference),
    cancellationReasonIds,
  };
}
