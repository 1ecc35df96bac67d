import { describe, expect, it } from 'vitest';
import { templateProblem } from './template-fields.ts';

const context = { contactFields: ['plan', 'rvProperties.timezone'], eventFields: ['orderId'] };

describe('known template fields', () => {
  it('knows the typed contact attributes, profileId and name, and the learned ones', () => {
    for (const field of [
      'firstName',
      'leadScore',
      'contactPhone',
      'profileId',
      'name',
      'plan',
      'rvProperties.timezone',
    ]) {
      expect(templateProblem(`{{ contact.${field} }}`, context)).toBeNull();
    }
    expect(templateProblem('{{ contact.shoeSize }}', context)).toBe('Unknown field {{ contact.shoeSize }}.');
  });

  it("knows the triggering event's fields and its timestamp, when there is an event", () => {
    expect(templateProblem('{{ event.orderId }} at {{ event.timestamp }}', context)).toBeNull();
    expect(templateProblem('{{ event.total }}', context)).toBe('Unknown field {{ event.total }}.');
    expect(templateProblem('{{ event.orderId }}', { ...context, eventFields: null })).toBe(
      "{{ event.orderId }}: this journey's trigger has no event.",
    );
  });

  it('refuses other roots, empty fields and unclosed braces', () => {
    expect(templateProblem('{{ brand.name }}', context)).toBe('Unknown field {{ brand.name }}.');
    expect(templateProblem('{{ }}', context)).toBe('Empty field {{ }}.');
    expect(templateProblem('Hello {{', context)).toBe('A {{ field }} is not closed with }}.');
    expect(templateProblem('No fields at all } {', context)).toBeNull();
  });
});
