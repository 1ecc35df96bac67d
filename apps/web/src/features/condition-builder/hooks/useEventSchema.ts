import { contactAttributeOptions } from '@parley/core/conditions/contact-attributes';
import type { EventSchemaField } from '@parley/core/conditions/model';
import { orderAttributeOptionsByLabel } from '@parley/core/contacts/field-order';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { conditionBuilderKeys } from '../api/condition-builder-keys.ts';
import { contactAttributeSchemaQuery, fetchEventSchema } from '../api/event-schema-api.ts';

/** The fields of one event (getEventSchema); nothing is asked until both the type and the name are known. */
export function useEventSchema(eventType: string | null, eventName: string | null) {
  return useQuery({
    queryKey: conditionBuilderKeys.eventSchema(eventType ?? '', eventName ?? '', false),
    queryFn: ({ signal }) => fetchEventSchema(eventType ?? '', eventName ?? '', false, signal),
    enabled: eventType !== null && eventName !== null && eventName !== '',
  });
}

/**
 * The contact attributes a filter offers (spec 002 §3): core's list of the always-offered and typed
 * fields plus the attribute schema (getEditableEventSchema identify / user_properties), hidden ones removed;
 * the five always offered first, the others alphabetical by the label people see (issue 17 item 8).
 */
export function useContactAttributeFields(enabled: boolean) {
  const query = useQuery({
    ...contactAttributeSchemaQuery(),
    enabled,
  });
  const fields: EventSchemaField[] = useMemo(
    () => orderAttributeOptionsByLabel(contactAttributeOptions(query.data ?? [])),
    [query.data],
  );
  return { ...query, fields };
}
