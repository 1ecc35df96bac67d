import type { DbExecutor } from '../../platform/db/database.ts';
import { createQueue } from './queues/create-queue.ts';
import { createRoutingRule } from './rules/create-routing-rule.ts';
import { syncWorker } from './workers/sync-worker.ts';

/**
 * The demo brand's routing (seed-demo.ts): a default queue everyone takes, three skilled queues and
 * the rules that feed them, and the routing projection of the demo users.
 */
export async function seedDemoRouting(
  db: DbExecutor,
  options: { brandId: string; userIds: string[] },
): Promise<void> {
  const { brandId } = options;
  await createQueue(db, {
    brandId,
    input: { friendlyName: 'Everyone', isDefault: true, transferEligible: true },
  });
  const spanish = await createQueue(db, {
    brandId,
    input: { friendlyName: 'Spanish', requiredSkills: ['Spanish'], transferEligible: true },
  });
  const billing = await createQueue(db, {
    brandId,
    input: { friendlyName: 'Billing', requiredSkills: ['Billing'], reservationTimeoutSeconds: 45 },
  });
  const sales = await createQueue(db, {
    brandId,
    input: { friendlyName: 'Sales', requiredSkills: ['Sales'] },
  });
  await createRoutingRule(db, {
    brandId,
    input: {
      name: 'Spanish speakers',
      queueSid: spanish.sid,
      conditions: [{ attribute: 'language', operator: 'equals', value: 'es' }],
    },
  });
  await createRoutingRule(db, {
    brandId,
    input: {
      name: 'Billing questions',
      queueSid: billing.sid,
      match: 'any',
      priority: 5,
      conditions: [
        { attribute: 'topic', operator: 'equals', value: 'billing' },
        { attribute: 'title', operator: 'contains', value: 'invoice' },
      ],
    },
  });
  await createRoutingRule(db, {
    brandId,
    input: {
      name: 'Sales leads',
      queueSid: sales.sid,
      conditions: [{ attribute: 'taskType', operator: 'equals', value: 'Sales Lead' }],
    },
  });
  for (const userId of options.userIds) await syncWorker(db, { brandId, userId });
}
