// The bench's journey (issue 13 "Bench"): a custom-event trigger → a one-minute delay → a conditional on
// a contact attribute → an sms (gold contacts) or a custom task (the others) → updateContact. Six nodes;
// every contact takes five steps. Written straight to the tables, live at version 1, as the engine's
// own tests do: the bench measures the engine, not the builder.
import { randomBytes, randomUUID } from 'node:crypto';
import { journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import { firstNameGroup } from '../../apps/server/src/test/condition-factories.ts';

export const TRIGGER_EVENT = 'bench_cart_abandoned';
/** The delay's length in the journey; the server divides it by JOURNEY_DELAY_SCALE. */
export const DELAY_MS = 60_000;
/** Contacts named Gold take the sms branch; the others the custom task. */
export const GOLD_NAME = 'Gold';
export const STEPS_PER_RUN = 5;

function node(id: string, type: string, data: Record<string, unknown>) {
  return { id, type, position: { x: 0, y: 0 }, data };
}

function edge(source: string, target: string, sourceHandle: string | null = null) {
  return {
    id: `${source}-${sourceHandle ?? 'out'}-${target}`,
    source,
    target,
    sourceHandle,
    targetHandle: null,
  };
}

export async function insertBenchJourney(db: DbExecutor, brandId: string): Promise<string> {
  const definition = journeyDefinitionSchema.parse({
    nodes: [
      node('trigger', 'trigger', { triggerType: 'custom', eventName: TRIGGER_EVENT, filters: [] }),
      node('wait', 'delay', { mode: 'duration', duration: { amount: 1, unit: 'minutes' } }),
      node('gold', 'conditional', { conditions: { joinType: 'all', groups: [firstNameGroup(GOLD_NAME)] } }),
      node('text', 'sms', { fromNumber: null, body: 'Your cart misses you, {{ contact.firstName }}' }),
      node('task', 'customTask', {
        title: 'Call {{ contact.firstName }} about the cart',
        description: '',
        attributes: [],
      }),
      node('mark', 'updateContact', {
        updates: [{ propertyName: 'cartStage', action: 'set', value: 'followed-up' }],
      }),
    ],
    edges: [
      edge('trigger', 'wait'),
      edge('wait', 'gold'),
      edge('gold', 'text', 'true'),
      edge('gold', 'task', 'false'),
      edge('text', 'mark'),
      edge('task', 'mark'),
    ],
  });
  const id = randomUUID();
  await db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, live_version, draft, trigger_type)
    values (${brandId}, ${id}, ${`j-${randomBytes(4).toString('hex')}`}, 'Bench: abandoned cart', 'live', 1,
      ${JSON.stringify(definition)}::jsonb, 'custom')`);
  await db.execute(sql`insert into journey_versions (brand_id, journey_id, version, definition)
    values (${brandId}, ${id}, 1, ${JSON.stringify(definition)}::jsonb)`);
  return id;
}
