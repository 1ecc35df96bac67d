// The texts of a node that may hold `{{ }}` fields, with how each is rendered (templates.ts): what
// validation checks for unknown fields and what the engine renders before the step's effect.
import type { JourneyNode } from './graph.ts';
import type { TemplateEscape } from './templates.ts';

export type NodeTemplateText = { field: string; text: string; escaping: TemplateEscape };

const plain = (field: string, text: string): NodeTemplateText => ({ field, text, escaping: 'none' });

function namedValues(prefix: string, values: readonly { value: string }[]): NodeTemplateText[] {
  return values.map((entry, index) => plain(`${prefix}.${index}.value`, entry.value));
}

export function nodeTemplateTexts(node: JourneyNode): NodeTemplateText[] {
  switch (node.type) {
    case 'call':
    case 'scheduledCallback':
      return [plain('data.title', node.data.title)];
    case 'reminder':
      return [plain('data.title', node.data.title), plain('data.description', node.data.description)];
    case 'sms':
      return [plain('data.body', node.data.body)];
    case 'agentSms':
      return [plain('data.title', node.data.title), plain('data.body', node.data.body)];
    case 'customTask':
      return [
        plain('data.title', node.data.title),
        plain('data.description', node.data.description),
        ...namedValues('data.attributes', node.data.attributes),
      ];
    case 'updateTask':
      return namedValues('data.attributes', node.data.attributes);
    case 'updateContact':
      return node.data.updates.map((update, index) => plain(`data.updates.${index}.value`, update.value));
    case 'webhook':
      return [
        { field: 'data.url', text: node.data.url, escaping: 'url' },
        ...namedValues('data.headers', node.data.headers),
        { field: 'data.body', text: node.data.body, escaping: 'json' },
      ];
    case 'sendEmail':
      return [plain('data.subject', node.data.subject), plain('data.body', node.data.body)];
    case 'emailTask':
      return [
        plain('data.title', node.data.title),
        plain('data.subject', node.data.subject),
        plain('data.body', node.data.body),
      ];
    default:
      return [];
  }
}
