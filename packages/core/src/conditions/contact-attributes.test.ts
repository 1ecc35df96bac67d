import { describe, expect, it } from 'vitest';
import {
  CONTACT_ATTRIBUTE_FIELDS,
  contactAttributeOptions,
  contactAttributeStorage,
  contactSortOptions,
  isHiddenContactAttribute,
} from './contact-attributes.ts';
import type { EventSchemaField, PropertyType } from './model.ts';

const field = (fieldName: string, fieldType: PropertyType = 'string'): EventSchemaField => ({
  fieldName,
  fieldType,
  fieldId: `identify:user_properties:${fieldName}`,
});

describe('contact attributes offered (spec 002 §3)', () => {
  it('lists the typed columns of the contract', () => {
    expect(CONTACT_ATTRIBUTE_FIELDS.map((f) => `${f.fieldName}:${f.fieldType}`)).toEqual([
      'contactPhone:string',
      'externalId:string',
      'email:string',
      'firstName:string',
      'lastName:string',
      'homepageUrl:string',
      'shortUrl:string',
      'leadScore:number',
      'optIn:boolean',
      'contactCreatedAt:datetime',
      'createdAt:datetime',
      'updatedAt:datetime',
    ]);
  });
  it('always offers contactPhone, externalId, email, firstName, lastName first, then the schema fields', () => {
    const names = contactAttributeOptions([field('zip'), field('rvProperties.timezone'), field('email')]).map(
      (f) => f.fieldName,
    );
    expect(names.slice(0, 5)).toEqual(['contactPhone', 'externalId', 'email', 'firstName', 'lastName']);
    expect(names).toContain('zip');
    expect(names).toContain('rvProperties.timezone');
    expect(names.filter((name) => name === 'email')).toHaveLength(1);
  });
  it("carries the brand's labels from the attribute schema, typed fields included, and nothing else", () => {
    const extra = { ...field('plan'), label: 'Subscription plan', note: 'not a field of the schema' };
    const options = contactAttributeOptions([
      extra,
      { ...field('email'), label: 'Work email' },
      field('zip'),
    ]);
    expect(options.find((f) => f.fieldName === 'plan')).toEqual({
      ...field('plan'),
      label: 'Subscription plan',
    });
    expect(options.find((f) => f.fieldName === 'email')?.label).toBe('Work email');
    expect(options.find((f) => f.fieldName === 'zip')).toEqual(field('zip'));
    expect(options.find((f) => f.fieldName === 'firstName')).not.toHaveProperty('label');
  });
  it('hides the internal fields', () => {
    for (const name of [
      'context',
      'ref_id',
      'created_at',
      'updated_at',
      'lead_score',
      'custom_entities',
      'birthday',
      'age',
      'address',
      'context.ip',
    ]) {
      expect(isHiddenContactAttribute(name)).toBe(true);
    }
    const names = contactAttributeOptions([
      field('ref_id'),
      field('lead_score', 'number'),
      field('plan'),
    ]).map((f) => f.fieldName);
    expect(names).not.toContain('ref_id');
    expect(names).not.toContain('lead_score');
    expect(names).toContain('plan');
  });
  it('says where each attribute is stored', () => {
    expect(contactAttributeStorage('leadScore')).toEqual({ kind: 'column', column: 'lead_score' });
    expect(contactAttributeStorage('rvProperties.timezone')).toEqual({
      kind: 'rvProperties',
      key: 'timezone',
    });
    expect(contactAttributeStorage('plan')).toEqual({ kind: 'customProperties', key: 'plan' });
    expect(contactAttributeStorage('customProperties.plan')).toEqual({
      kind: 'customProperties',
      key: 'plan',
    });
  });
});

describe('sort options (spec 002 §3)', () => {
  it('cover only string, number and datetime attributes', () => {
    const sorted = contactSortOptions([
      field('optIn', 'boolean'),
      field('tags', 'list'),
      field('meta', 'object'),
      field('email'),
    ]);
    expect(sorted.map((f) => f.fieldName)).toEqual(['email']);
  });
  it('put rvProperties first, then customProperties, then the rest, each alphabetical', () => {
    const sorted = contactSortOptions([
      field('lastName'),
      field('zip'),
      field('rvProperties.timezone'),
      field('createdAt', 'datetime'),
      field('customProperties.age', 'number'),
      field('rvProperties.city'),
      field('plan'),
      field('email'),
    ]);
    expect(sorted.map((f) => f.fieldName)).toEqual([
      'rvProperties.city',
      'rvProperties.timezone',
      'customProperties.age',
      'plan',
      'zip',
      'createdAt',
      'email',
      'lastName',
    ]);
  });
});
