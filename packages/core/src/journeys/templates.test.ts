import { describe, expect, it } from 'vitest';
import { formatTemplateValue, parseTemplate, renderTemplate, templateFieldPaths } from './templates.ts';

const values = {
  contact: {
    firstName: 'Ada',
    leadScore: 40,
    optIn: true,
    'rvProperties.timezone': 'Europe/London',
    tags: ['a', 'b'],
  },
  event: { orderId: 'A"1', amount: 99.5, timestamp: new Date('2024-05-01T18:30:00.000Z') },
};

describe('templates', () => {
  it('splits text and fields, spaces inside the braces allowed', () => {
    expect(parseTemplate('Hi {{contact.firstName}}, {{  event.orderId }}!')).toEqual({
      ok: true,
      parts: [
        { kind: 'text', text: 'Hi ' },
        { kind: 'field', path: 'contact.firstName', root: 'contact', name: 'firstName' },
        { kind: 'text', text: ', ' },
        { kind: 'field', path: 'event.orderId', root: 'event', name: 'orderId' },
        { kind: 'text', text: '!' },
      ],
    });
    expect(parseTemplate('Hi {{ contact.firstName')).toEqual({ ok: false, error: 'unclosed' });
    expect(
      templateFieldPaths('{{ user.name }} {{ contact.rvProperties.timezone }}').map((part) => part.root),
    ).toEqual([null, 'contact']);
  });

  it('renders values: missing as empty, numbers and booleans as text, dates in ISO, lists as JSON', () => {
    expect(
      renderTemplate(
        '{{ contact.firstName }}/{{ contact.lastName }}/{{ contact.leadScore }}/{{ contact.optIn }}/{{ event.timestamp }}/{{ contact.tags }}',
        values,
      ),
    ).toBe('Ada//40/true/2024-05-01T18:30:00.000Z/["a","b"]');
    expect(renderTemplate('{{ contact.rvProperties.timezone }}', values)).toBe('Europe/London');
    expect(renderTemplate('{{ event.orderId }}', { ...values, event: null })).toBe('');
    expect(renderTemplate('{{ contact.constructor }}', values)).toBe('');
  });

  it('escapes values for JSON bodies and URLs, never the literal text', () => {
    expect(renderTemplate('{"id": "{{ event.orderId }}"}', values, 'json')).toBe('{"id": "A\\"1"}');
    expect(renderTemplate('https://x.test/o/{{ event.orderId }}?a=b c', values, 'url')).toBe(
      'https://x.test/o/A%221?a=b c',
    );
  });

  it('formats values', () => {
    expect([null, undefined, 'x', 0, false, { a: 1 }, new Date(Number.NaN)].map(formatTemplateValue)).toEqual(
      ['', '', 'x', '0', 'false', '{"a":1}', ''],
    );
  });
});
