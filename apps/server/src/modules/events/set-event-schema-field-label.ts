import type { EventSchemaField } from '@parley/core/conditions/model';
import { eventSchemaFieldLabelInput } from '@parley/core/contacts/field-label-input';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { eventSchemaFields } from './events.tables.ts';
import { isBuiltInAttributeFieldId } from './get-event-schema.ts';

/**
 * An admin names one of the brand's learned fields (issue 17 item 8: "the attribute schema can carry
 * one"): an event property or a contact attribute, by its field id. A blank label takes the brand's
 * label away. Parley's typed contact fields (firstName, leadScore…) keep Parley's labels: they are
 * not learned fields of the brand.
 */
export async function setEventSchemaFieldLabel(
  db: DbExecutor,
  options: { brandId: string; fieldId: string; label: string | null },
): Promise<EventSchemaField> {
  const { fieldId, label } = eventSchemaFieldLabelInput.parse({
    fieldId: options.fieldId,
    label: options.label,
  });
  if (isBuiltInAttributeFieldId(fieldId))
    throw new AppError('validation_failed', 'Parley names its own contact fields', { field: 'fieldId' });
  const [field] = await db
    .update(eventSchemaFields)
    .set({ label })
    .where(and(eq(eventSchemaFields.brandId, options.brandId), eq(eventSchemaFields.fieldId, fieldId)))
    .returning({
      fieldName: eventSchemaFields.fieldName,
      fieldType: eventSchemaFields.fieldType,
      fieldId: eventSchemaFields.fieldId,
      label: eventSchemaFields.label,
    });
  if (!field) throw new AppError('not_found', 'No such field', { field: 'fieldId' });
  // Stored by learnEventSchema from FieldType values only (as getEventSchema reads them).
  return field as EventSchemaField;
}
