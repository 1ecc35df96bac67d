import { contactAttributeOptions } from '@parley/core/conditions/contact-attributes';
import { schemaFieldLabeller } from '@parley/core/contacts/field-labels';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contactAttributeSchemaQuery } from '../../condition-builder/api/event-schema-api.ts';

/**
 * How a contact field reads in Settings' summaries (issue 17 item 8): the brand's own label from its
 * attribute schema (the query the condition builder caches), else Parley's; until the schema arrives,
 * Parley's.
 */
export function useAttributeLabeller(): (fieldName: string) => string {
  const schema = useQuery({
    ...contactAttributeSchemaQuery(),
  });
  return useMemo(() => schemaFieldLabeller(contactAttributeOptions(schema.data ?? [])), [schema.data]);
}
