import { describe, expect, it } from 'vitest';
import { CONTACT_ATTRIBUTE_FIELDS, contactAttributeOptions } from '../conditions/contact-attributes.ts';
import {
  distinctEventLabels,
  distinctFieldLabels,
  eventLabel,
  eventTypeLabel,
  fieldLabel,
  fieldOptionMatches,
  humanizeKey,
  schemaFieldLabeller,
} from './field-labels.ts';

describe('fieldLabel (issue 17 item 8)', () => {
  it('gives the contact fields of spec 000 §4 their labels', () => {
    expect(fieldLabel('contactPhone')).toBe('Phone');
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('lastName')).toBe('Last name');
    expect(fieldLabel('externalId')).toBe('External ID');
    expect(fieldLabel('email')).toBe('Email');
    expect(fieldLabel('leadScore')).toBe('Lead score');
    expect(fieldLabel('optIn')).toBe('Opted in');
    expect(fieldLabel('homepageUrl')).toBe('Homepage URL');
    expect(fieldLabel('contactCreatedAt')).toBe('Contact created');
    expect(fieldLabel('createdAt')).toBe('Added to Parley');
    expect(fieldLabel('updatedAt')).toBe('Last updated');
  });

  it('names the property bags in words, never rvProperties or customProperties', () => {
    expect(fieldLabel('rvProperties')).toBe('Parley properties');
    expect(fieldLabel('customProperties')).toBe('Custom properties');
  });

  it('labels a key under rvProperties. or customProperties. by the key alone', () => {
    expect(fieldLabel('rvProperties.timezone')).toBe('Time zone');
    expect(fieldLabel('rvProperties.targetAgentId')).toBe('Target agent');
    expect(fieldLabel('customProperties.plan')).toBe('Plan');
    expect(fieldLabel('customProperties.loyalty_tier')).toBe('Loyalty tier');
  });

  it('humanises custom attribute keys to sentence case', () => {
    expect(fieldLabel('city')).toBe('City');
    expect(fieldLabel('loyaltyTier')).toBe('Loyalty tier');
    expect(fieldLabel('loyalty_tier')).toBe('Loyalty tier');
    expect(fieldLabel('loyalty-tier')).toBe('Loyalty tier');
    expect(fieldLabel('LoyaltyTier')).toBe('Loyalty tier');
    expect(fieldLabel('orderId')).toBe('Order ID');
    expect(fieldLabel('utm_source')).toBe('UTM source');
    expect(fieldLabel('VIPLevel')).toBe('VIP level');
    expect(fieldLabel('FIRST_NAME')).toBe('First name');
    expect(fieldLabel('address2')).toBe('Address 2');
  });

  it('labels a nested key by its path', () => {
    expect(fieldLabel('shipping.postalCode')).toBe('Shipping › Postal code');
  });

  it("labels the properties of Parley's own events", () => {
    expect(fieldLabel('timestamp')).toBe('Time');
    expect(fieldLabel('durationSeconds')).toBe('Duration (seconds)');
  });

  it("prefers the brand's own label from the attribute schema", () => {
    expect(fieldLabel('plan', { label: 'Subscription plan' })).toBe('Subscription plan');
    expect(fieldLabel('contactPhone', { label: 'Mobile' })).toBe('Mobile');
    expect(fieldLabel('plan', { label: '   ' })).toBe('Plan');
    expect(fieldLabel('plan', { label: null })).toBe('Plan');
  });

  it('never shows a camelCase or dotted key for any field the builder offers', () => {
    const offered = contactAttributeOptions([
      { fieldName: 'rvProperties.timezone', fieldType: 'string', fieldId: 'x' },
      { fieldName: 'loyaltyTier', fieldType: 'string', fieldId: 'y' },
    ]);
    for (const field of [...CONTACT_ATTRIBUTE_FIELDS, ...offered]) {
      const label = fieldLabel(field.fieldName);
      expect(label, field.fieldName).not.toMatch(/[a-z][A-Z]|\.|_/);
      expect(label.charAt(0), field.fieldName).toBe(label.charAt(0).toUpperCase());
    }
  });

  it('does not take names from the prototype', () => {
    expect(fieldLabel('constructor')).toBe('Constructor');
    expect(fieldLabel('toString')).toBe('To string');
  });
});

describe('humanizeKey', () => {
  it('keeps text that has no words as it is', () => {
    expect(humanizeKey('__')).toBe('__');
    expect(humanizeKey('x')).toBe('X');
  });
});

describe('distinctFieldLabels', () => {
  const field = (fieldName: string, label?: string) => ({ fieldName, label });

  it('gives each field its label when no two read alike', () => {
    const labels = distinctFieldLabels([field('firstName'), field('rvProperties.timezone'), field('plan')]);
    expect([...labels.values()]).toEqual(['First name', 'Time zone', 'Plan']);
  });

  it('tells apart fields that would read alike, the typed or plain one keeping the bare label', () => {
    const labels = distinctFieldLabels([
      field('timezone'),
      field('rvProperties.timezone'),
      field('customProperties.timezone'),
      field('firstName'),
      field('first_name'),
    ]);
    expect(labels.get('timezone')).toBe('Time zone');
    expect(labels.get('rvProperties.timezone')).toBe('Time zone (Parley properties)');
    expect(labels.get('customProperties.timezone')).toBe('Time zone (Custom properties)');
    expect(labels.get('firstName')).toBe('First name');
    expect(labels.get('first_name')).toBe('First name (first_name)');
    expect(new Set(labels.values()).size).toBe(labels.size);
  });

  it('uses the schema label and keeps labels distinct when the brand gave two the same', () => {
    const labels = distinctFieldLabels([field('plan', 'Plan'), field('tier', 'Plan')]);
    expect(labels.get('plan')).toBe('Plan (plan)');
    expect(labels.get('tier')).toBe('Plan (tier)');
  });
});

describe('eventLabel and eventTypeLabel', () => {
  it('humanises event names', () => {
    expect(eventLabel('sms.received')).toBe('SMS received');
    expect(eventLabel('call.completed')).toBe('Call completed');
    expect(eventLabel('call.analysis.available')).toBe('Call analysis available');
    expect(eventLabel('ivr.finished')).toBe('IVR finished');
    expect(eventLabel('signed up')).toBe('Signed up');
    expect(eventLabel('Order Placed')).toBe('Order placed');
    expect(eventLabel('user_properties')).toBe('Profile updated');
  });

  it('names the stored event types as the condition builder does', () => {
    expect(eventTypeLabel('track')).toBe('Custom Event');
    expect(eventTypeLabel('parley_voice_event')).toBe('Parley Voice Event');
    expect(eventTypeLabel('identify')).toBe('Profile Update');
    expect(eventTypeLabel('page_view')).toBe('Page view');
  });
});

describe('schemaFieldLabeller', () => {
  it("labels by the schema's own label, else as fieldLabel does", () => {
    const labelOf = schemaFieldLabeller([
      { fieldName: 'plan', label: 'Subscription plan' },
      { fieldName: 'tier', label: null },
    ]);
    expect(labelOf('plan')).toBe('Subscription plan');
    expect(labelOf('tier')).toBe('Tier');
    expect(labelOf('leadScore')).toBe('Lead score');
  });
});

describe('distinctEventLabels', () => {
  it('labels each event once, adding the name where two read alike', () => {
    const labels = distinctEventLabels(['sms.received', 'sms_received', 'signup', 'signup']);
    expect([...labels]).toEqual([
      ['sms.received', 'SMS received (sms.received)'],
      ['sms_received', 'SMS received (sms_received)'],
      ['signup', 'Signup'],
    ]);
  });
});

describe('fieldOptionMatches', () => {
  const phone = { value: 'contactPhone', label: 'Phone' };
  it('matches the label or the key, ignoring case', () => {
    expect(fieldOptionMatches(phone, 'pho')).toBe(true);
    expect(fieldOptionMatches(phone, 'CONTACTP')).toBe(true);
    expect(fieldOptionMatches(phone, ' ')).toBe(true);
    expect(fieldOptionMatches(phone, 'email')).toBe(false);
  });
});
