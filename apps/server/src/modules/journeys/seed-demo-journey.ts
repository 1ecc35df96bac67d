import { emptyCondition, emptyFilter } from '@parley/core/conditions/model';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { defaultJourneySettings } from '@parley/core/journeys/settings';
import type { DbExecutor } from '../../platform/db/database.ts';
import { insertJourney } from './insert-journey.ts';
import { parseJourneyDraft } from './journey-input.ts';
import { replaceJourneyTags } from './journey-tags-store.ts';
import { journeyValidationContext } from './journey-validation-context.ts';
import { publishDraft } from './publish-journey.ts';

// The demo brand's journey (seed-demo.ts): live from the start, so a newcomer sees a journey that runs
// (issue 13's shape: custom event → delay → conditional → SMS or custom task). It listens to
// `cart abandoned`, an event of the demo activity (seed-demo-events.ts) that no test sends.

export const DEMO_JOURNEY_NAME = 'Abandoned cart follow-up';
export const DEMO_JOURNEY_EVENT = 'cart abandoned';

const at = (x: number, y: number) => ({ x, y });

export function demoJourneyDefinition(): JourneyDefinition {
  const enterprise = {
    ...emptyCondition(),
    conditionalType: 'contactAttribute' as const,
    filters: [
      {
        ...emptyFilter(),
        propertyName: 'plan',
        propertyType: 'string' as const,
        propertyOperator: 'equals' as const,
        propertyValue: 'Enterprise',
      },
    ],
  };
  return {
    nodes: [
      {
        id: 'trigger',
        type: 'trigger',
        position: at(250, 50),
        data: { triggerType: 'custom', eventName: DEMO_JOURNEY_EVENT, filters: [] },
      },
      {
        id: 'wait',
        type: 'delay',
        position: at(250, 200),
        data: { mode: 'duration', duration: { amount: 1, unit: 'hours' } },
      },
      {
        id: 'enterprise',
        type: 'conditional',
        position: at(250, 350),
        data: {
          conditions: {
            joinType: 'all',
            groups: [{ name: 'Group 1', joinType: 'all', conditions: [enterprise] }],
          },
        },
      },
      {
        id: 'call-task',
        type: 'customTask',
        position: at(100, 500),
        data: {
          title: 'Call {{ contact.firstName }} about their cart',
          description: 'They left {{ event.items }} items worth {{ event.amount }} in their cart.',
          attributes: [],
          queueSid: null,
          priority: null,
        },
      },
      {
        id: 'reminder-text',
        type: 'sms',
        position: at(400, 500),
        data: {
          fromNumber: null,
          body: 'Hi {{ contact.firstName }}, you left something in your cart. Reply if we can help!',
        },
      },
    ],
    edges: [
      { id: 'e-trigger-wait', source: 'trigger', target: 'wait', sourceHandle: null, targetHandle: null },
      {
        id: 'e-wait-enterprise',
        source: 'wait',
        target: 'enterprise',
        sourceHandle: null,
        targetHandle: null,
      },
      {
        id: 'e-enterprise-task',
        source: 'enterprise',
        target: 'call-task',
        sourceHandle: 'true',
        targetHandle: null,
      },
      {
        id: 'e-enterprise-text',
        source: 'enterprise',
        target: 'reminder-text',
        sourceHandle: 'false',
        targetHandle: null,
      },
    ],
    settings: defaultJourneySettings(),
  };
}

/**
 * Creates and publishes the demo journey for the brand, by the given admin, once its events and
 * contact attributes are learned (its templates use them). Returns the journey id.
 */
export async function seedDemoJourney(
  db: DbExecutor,
  options: { brandId: string; userId: string; now?: Date },
): Promise<string> {
  const { brandId, userId } = options;
  const now = options.now ?? new Date();
  const definition = demoJourneyDefinition();
  const context = await journeyValidationContext(db, { brandId, definition });
  const draft = parseJourneyDraft(definition, context);
  return db.transaction(async (tx) => {
    const id = await insertJourney(tx, {
      brandId,
      name: DEMO_JOURNEY_NAME,
      description: 'Enterprise customers get a call from an agent; everyone else a friendly text.',
      draft,
      userId,
      now,
    });
    await replaceJourneyTags(tx, { brandId, journeyId: id, names: ['demo'] });
    await publishDraft(tx, { brandId, userId, id, now });
    return id;
  });
}
