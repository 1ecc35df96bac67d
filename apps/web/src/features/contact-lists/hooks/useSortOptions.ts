import { contactSortOptions } from '@parley/core/conditions/contact-attributes';
import type { EventSchemaField } from '@parley/core/conditions/model';
import { orderSortOptionsByLabel } from '@parley/core/contacts/field-order';
import { useMemo } from 'react';
import { useContactAttributeFields } from '../../condition-builder/hooks/useEventSchema.ts';

/**
 * spec 002 §3: the sort options: the contact attributes of type string, number or datetime,
 * rvProperties first, then customProperties, then the rest, each alphabetical by the label people
 * see (issue 17 item 8).
 */
export function useSortOptions(): { options: EventSchemaField[]; loading: boolean } {
  const attributes = useContactAttributeFields(true);
  const options = useMemo(
    () => orderSortOptionsByLabel(contactSortOptions(attributes.fields)),
    [attributes.fields],
  );
  return { options, loading: attributes.isLoading };
}
