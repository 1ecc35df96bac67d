import { EVENT_TIMESTAMP_PROPERTY, EVENT_TYPE_OF_CONDITION } from '@parley/core/conditions/evaluate';
import type { Condition, ConditionalType, EventSchemaField } from '@parley/core/conditions/model';
import { sortFieldsByLabel } from '@parley/core/contacts/field-order';
import { useMemo } from 'react';
import { useContactAttributeFields, useEventSchema } from './useEventSchema.ts';

/** The stored event type of a condition type (track, parley_voice_event), or null for the others. */
export function eventTypeOf(conditionalType: ConditionalType | null): string | null {
  if (conditionalType === 'customEvent' || conditionalType === 'parleyVoiceEvent') {
    return EVENT_TYPE_OF_CONDITION[conditionalType];
  }
  return null;
}

/** Whether a condition of this type has filters the builder can offer properties for. */
export function offersFilters(conditionalType: ConditionalType | null): boolean {
  return conditionalType === 'contactAttribute' || eventTypeOf(conditionalType) !== null;
}

/**
 * docs/conditions-contract.md: every event has the reserved datetime property `timestamp` (its
 * occurredAt), whether or not ingestion listed it in the schema.
 */
function withTimestamp(fields: readonly EventSchemaField[], eventType: string, eventName: string) {
  if (fields.some((field) => field.fieldName === EVENT_TIMESTAMP_PROPERTY)) return [...fields];
  const timestamp: EventSchemaField = {
    fieldName: EVENT_TIMESTAMP_PROPERTY,
    fieldType: 'datetime',
    fieldId: `${eventType}:${eventName}:${EVENT_TIMESTAMP_PROPERTY}`,
  };
  return [...fields, timestamp];
}

/**
 * The properties a condition's filters can name: the contact attributes for a contact-attribute
 * row, else the fields of its event (getEventSchema), with `timestamp`, alphabetical by label.
 */
export function usePropertyFields(condition: Condition): { fields: EventSchemaField[]; loading: boolean } {
  const isContactAttribute = condition.conditionalType === 'contactAttribute';
  const eventType = eventTypeOf(condition.conditionalType);
  const attributes = useContactAttributeFields(isContactAttribute);
  const schema = useEventSchema(eventType, condition.eventName);
  const schemaFields = schema.data;
  const eventName = condition.eventName;
  const eventFields = useMemo(
    () =>
      eventType && eventName
        ? sortFieldsByLabel(withTimestamp(schemaFields ?? [], eventType, eventName))
        : [],
    [schemaFields, eventType, eventName],
  );
  if (isContactAttribute) return { fields: attributes.fields, loading: attributes.isLoading };
  return { fields: eventFields, loading: schema.isLoading };
}
