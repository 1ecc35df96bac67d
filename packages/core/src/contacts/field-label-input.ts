// The brand's own label of a field of its event schema (issue 17 item 8: "the attribute schema can
// carry one"), as an admin sets it: fieldLabel() shows it wherever the field is named.
import { z } from 'zod';

/** A label is read in pickers and summaries: a few words, never a paragraph (Parley's limit). */
export const FIELD_LABEL_MAX_LENGTH = 80;

export const eventSchemaFieldLabelInput = z.object({
  /** `<eventType>:<eventName>:<fieldName>`, as getEventSchema gives it. */
  fieldId: z.string({ message: 'is required' }).min(1, 'is required').max(1000),
  /** The label; blank or null takes the brand's label away (Parley's shows again). */
  label: z
    .string()
    .nullable()
    .transform((label) => (label === null ? null : label.trim().replace(/\s+/g, ' ')))
    .pipe(
      z
        .string()
        .max(FIELD_LABEL_MAX_LENGTH, `must be at most ${FIELD_LABEL_MAX_LENGTH} characters`)
        .nullable(),
    )
    .transform((label) => (label === '' ? null : label)),
});
export type EventSchemaFieldLabelInput = z.infer<typeof eventSchemaFieldLabelInput>;
