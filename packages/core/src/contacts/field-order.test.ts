import { describe, expect, it } from 'vitest';
import { contactAttributeOptions, contactSortOptions } from '../conditions/contact-attributes.ts';
import type { EventSchemaField } from '../conditions/model.ts';
import { fieldLabel } from './field-labels.ts';
import { orderAttributeOptionsByLabel, orderSortOptionsByLabel, sortFieldsByLabel } from './field-order.ts';

const field = (fieldName: string, fieldType: EventSchemaField['fieldType'] = 'string'): EventSchemaField => ({
  fieldName,
  fieldType,
  fieldId: `identify:user_properties:${fieldName}`,
});
const labels = (fields: readonly EventSchemaField[]) => fields.map((f) => fieldLabel(f.fieldName));

describe('field pickers ordered by label (spec 002 §3 "alphabetical", issue 17 item 8)', () => {
  it('keeps the five always offered first and puts the others in the order people read', () => {
    const options = contactAttributeOptions([field('zip'), field('rvProperties.timezone'), field('city')]);
    expect(labels(orderAttributeOptionsByLabel(options))).toEqual([
      'Phone',
      'External ID',
      'Email',
      'First name',
      'Last name',
      'Added to Parley',
      'City',
      'Contact created',
      'Homepage URL',
      'Last updated',
      'Lead score',
      'Opted in',
      'Short URL',
      'Time zone',
      'Zip',
    ]);
  });

  it('keeps the sort options in their parts, rvProperties, then custom, then the typed fields, each by label', () => {
    const offered = contactAttributeOptions([
      field('rvProperties.timezone'),
      field('rvProperties.accountTier'),
      field('zip'),
      field('city'),
    ]);
    expect(labels(orderSortOptionsByLabel(contactSortOptions(offered)))).toEqual([
      'Account tier',
      'Time zone',
      'City',
      'Zip',
      'Added to Parley',
      'Contact created',
      'Email',
      'External ID',
      'First name',
      'Homepage URL',
      'Last name',
      'Last updated',
      'Lead score',
      'Phone',
      'Short URL',
    ]);
  });

  it('sorts an event’s properties by label, the brand’s own labels included', () => {
    const fields = [
      { fieldName: 'zeta', label: 'Amount due' },
      { fieldName: 'orderId' },
      { fieldName: 'timestamp' },
    ];
    expect(sortFieldsByLabel(fields).map((f) => f.fieldName)).toEqual(['zeta', 'orderId', 'timestamp']);
  });
});
