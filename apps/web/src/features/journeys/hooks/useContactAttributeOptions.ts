// The brand's contact attributes as the journey builder names them (issue 17 item 8): the update
// contact step's picker offers the ones a journey may write, and the canvas names fields by label.
import {
  contactAttributeOptions,
  isHiddenContactAttribute,
} from '@parley/core/conditions/contact-attributes';
import type { EventSchemaField } from '@parley/core/conditions/model';
import { distinctFieldLabels, schemaFieldLabeller } from '@parley/core/contacts/field-labels';
import { orderAttributeOptionsByLabel } from '@parley/core/contacts/field-order';
import { READ_ONLY_CONTACT_ATTRIBUTES } from '@parley/core/journeys/validate-node';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contactAttributeSchemaQuery } from '../../condition-builder/api/event-schema-api.ts';

const SCHEMA_STALE_MS = 5 * 60_000;

/** A contact attribute as a picker offers it: its key (the value saved) and its label. */
export type ContactAttributeOption = { value: string; label: string };

/** The brand's attribute schema (getEditableEventSchema identify / user_properties), as the condition builder caches it. */
function useAttributeSchema(enabled = true) {
  return useQuery({
    enabled,
    ...contactAttributeSchemaQuery(),
    staleTime: SCHEMA_STALE_MS,
  });
}

const writable = (field: EventSchemaField) =>
  !READ_ONLY_CONTACT_ATTRIBUTES.has(field.fieldName) && !isHiddenContactAttribute(field.fieldName);

/**
 * The attributes an update-contact step may set (the read-only and hidden ones left out, as
 * validate-node.ts refuses them), the five always offered first, the others by label; each label
 * distinct.
 */
export function useWritableContactAttributes(): { options: ContactAttributeOption[]; loading: boolean } {
  const schema = useAttributeSchema();
  const options = useMemo(() => {
    const fields = orderAttributeOptionsByLabel(contactAttributeOptions(schema.data ?? []).filter(writable));
    const labels = distinctFieldLabels(fields);
    return fields.map((field) => ({
      value: field.fieldName,
      label: labels.get(field.fieldName) ?? field.fieldName,
    }));
  }, [schema.data]);
  return { options, loading: schema.isLoading };
}

/**
 * How a contact field reads on the canvas: the brand's label, else Parley's (core's fieldLabel).
 * Asks for the schema only when `enabled` (a step that names contact fields is shown).
 */
export function useContactFieldLabeller(enabled: boolean): (fieldName: string) => string {
  const schema = useAttributeSchema(enabled);
  return useMemo(() => schemaFieldLabeller(contactAttributeOptions(schema.data ?? [])), [schema.data]);
}
