import type { JourneyValidationContext } from '@parley/core/journeys/validate-journey';
import type { DbExecutor } from '../../platform/db/database.ts';
import { getEventSchema } from '../events/get-event-schema.ts';
import { ATTRIBUTES_EVENT_NAME, ATTRIBUTES_EVENT_TYPE } from '../events/learn-event-schema.ts';

// What core's validation needs to know about the brand (docs/journeys.md "Server API"): the `{{ }}`
// fields a journey may use are the brand's contact attributes (getEventSchema identify /
// user_properties) and the triggering event's learned properties (getEventSchema of the trigger's
// event: `track` for a custom event, `parley_voice_event` for a voice event). A page view's fields are
// core's own (PAGEVIEW_EVENT_FIELDS); segment and scheduled triggers bring no event. The builder asks
// the same getEventSchema queries, so both sides pass core the same context.

type TriggerEvent = { eventType: 'track' | 'parley_voice_event'; eventName: string };

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** The trigger's event, read loosely from a submitted (not yet parsed) definition. */
export function triggerEventOf(definition: unknown): TriggerEvent | null {
  const nodes = field(definition, 'nodes');
  if (!Array.isArray(nodes)) return null;
  const trigger = nodes.find((node) => field(node, 'type') === 'trigger');
  const data = field(trigger, 'data');
  const triggerType = field(data, 'triggerType');
  const eventName = field(data, 'eventName');
  if (typeof eventName !== 'string' || eventName.trim() === '') return null;
  if (triggerType === 'custom') return { eventType: 'track', eventName: eventName.trim() };
  if (triggerType === 'parleyVoiceEvent')
    return { eventType: 'parley_voice_event', eventName: eventName.trim() };
  return null;
}

/** The validation context of a definition for the brand (`now` for the go-live checks). */
export async function journeyValidationContext(
  db: DbExecutor,
  options: { brandId: string; definition: unknown; now?: Date },
): Promise<JourneyValidationContext> {
  const { brandId } = options;
  const attributes = await getEventSchema(db, {
    brandId,
    eventType: ATTRIBUTES_EVENT_TYPE,
    eventName: ATTRIBUTES_EVENT_NAME,
    editable: false,
  });
  const event = triggerEventOf(options.definition);
  const eventFields = event
    ? (await getEventSchema(db, { brandId, ...event, editable: false })).map((item) => item.fieldName)
    : [];
  return {
    contactFields: attributes.map((item) => item.fieldName),
    eventFields,
    now: options.now ?? null,
  };
}
