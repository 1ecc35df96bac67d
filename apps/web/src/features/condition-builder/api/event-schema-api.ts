import {
  CONTACT_ATTRIBUTE_EVENT_NAME,
  CONTACT_ATTRIBUTE_EVENT_TYPE,
} from '@parley/core/conditions/contact-attributes';
import { type EventSchemaField, PROPERTY_TYPES } from '@parley/core/conditions/model';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { conditionBuilderKeys } from './condition-builder-keys.ts';
import {
  ConditionEditableEventSchemaDocument,
  ConditionEventNamesDocument,
  ConditionEventSchemaDocument,
  type ConditionEventSchemaQuery,
} from './event-schema.generated.ts';

// spec 002 §7: getEventNames, getEventSchema and getEditableEventSchema (docs/conditions-contract.md).

export async function fetchEventNames(eventType: string, signal?: AbortSignal): Promise<string[]> {
  const data = await graphqlRequest(ConditionEventNamesDocument, { eventType }, { signal });
  return data.getEventNames.items;
}

type SchemaFieldAnswer = ConditionEventSchemaQuery['getEventSchema'][number];

/** The schema's fieldType is a String; the server only learns the condition model's property types. */
function toEventSchemaFields(fields: readonly SchemaFieldAnswer[]): EventSchemaField[] {
  return fields.flatMap((field) => {
    const fieldType = PROPERTY_TYPES.find((type) => type === field.fieldType);
    return fieldType ? [{ ...field, fieldType }] : [];
  });
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
  if (editable) {
    const data = await graphqlRequest(
      ConditionEditableEventSchemaDocument,
      { eventType, eventName },
      { signal },
    );
    return toEventSchemaFields(data.getEditableEventSchema);
  }
  const data = await graphqlRequest(ConditionEventSchemaDocument, { eventType, eventName }, { signal });
  return toEventSchemaFields(data.getEventSchema);
}

/**
 * The brand's contact attribute schema (identify / user_properties, editable) as one cached query:
 * the condition builder's attribute picker, Settings' summaries and the journey builder's attribute
 * picker share it (spread into useQuery with their own `enabled` / `staleTime`).
 */
export function contactAttributeSchemaQuery() {
  return {
    queryKey: conditionBuilderKeys.eventSchema(
      CONTACT_ATTRIBUTE_EVENT_TYPE,
      CONTACT_ATTRIBUTE_EVENT_NAME,
      true,
    ),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetchEventSchema(CONTACT_ATTRIBUTE_EVENT_TYPE, CONTACT_ATTRIBUTE_EVENT_NAME, true, signal),
  };
}
