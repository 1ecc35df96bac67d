import { describe, expect, it } from 'vitest';
import { eventSchemaFieldLabelInput, FIELD_LABEL_MAX_LENGTH } from './field-label-input.ts';

const fieldId = 'identify:user_properties:plan';

describe('eventSchemaFieldLabelInput', () => {
  it('keeps a label with its spaces tidied', () => {
    expect(eventSchemaFieldLabelInput.parse({ fieldId, label: '  Subscription   plan ' })).toEqual({
      fieldId,
      label: 'Subscription plan',
    });
  });

  it('takes blank or null as no label', () => {
    expect(eventSchemaFieldLabelInput.parse({ fieldId, label: '   ' }).label).toBeNull();
    expect(eventSchemaFieldLabelInput.parse({ fieldId, label: null }).label).toBeNull();
  });

  it('refuses a label over the limit and a missing field id', () => {
    expect(
      eventSchemaFieldLabelInput.safeParse({ fieldId, label: 'x'.repeat(FIELD_LABEL_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
    expect(
      eventSchemaFieldLabelInput.safeParse({ fieldId, label: 'x'.repeat(FIELD_LABEL_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(eventSchemaFieldLabelInput.safeParse({ fieldId: '', label: 'Plan' }).success).toBe(false);
  });
});
