import type { EventSchemaField } from '@parley/core/conditions/model';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// spec 002 §7: getEventNames, getEventSchema and getEditableEventSchema (docs/conditions-contract.md).

export async function fetchEventNames(eventType: string, signal?: AbortSignal): Promise<string[]> {
  const data = await graphqlRequest<{ getEventNames: { items: string[] } }>(
    'query ConditionEventNames($eventType: String!) { getEventNames(eventType: $eventType) { items } }',
    { eventType },
    { signal },
  );
  return data.getEventNames.items;
}

/**
 * The fields of one event. `editable` asks getEditableEventSchema, which the contact attributes use
 * (identify / user_properties); events use getEventSchema.
 */
export async function fetchEventSchema(
  eventType: string,
  eventName: string,
  editable: boolean,
  signal?: AbortSignal,
): Promise<EventSchemaField[]> {
  const field = editable ? 'getEditableEventSchema' : 'getEventSchema';
  const data = await graphqlRequest<Record<string, EventSchemaField[]>>(
    `query ConditionEventSchema($eventType: String!, $eventName: String!) {
      ${field}(eventType: $eventType, eventName: $eventName) { fieldName fieldType fieldId }
    }`,
    { eventType, eventName },
    { signal },
  );
  return data[field] ?? [];
}
