import { type EventSchemaField, PROPERTY_TYPES } from '@parley/core/conditions/model';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
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
