import { describe, expect, it } from 'vitest';
import { createNode } from './node-defaults.ts';
import { nodeTemplateTexts } from './node-templates.ts';
import { NODE_TYPES } from './node-types.ts';

describe('the texts of a node that may hold fields', () => {
  it('lists each with its field and escaping', () => {
    const webhook = createNode('webhook', 'w', { x: 0, y: 0 });
    if (webhook.type !== 'webhook') throw new Error('webhook expected');
    const texts = nodeTemplateTexts({
      ...webhook,
      data: {
        ...webhook.data,
        url: 'https://x.test/{{ contact.profileId }}',
        headers: [{ name: 'X-A', value: '1' }],
      },
    });
    expect(texts.map(({ field, escaping }) => [field, escaping])).toEqual([
      ['data.url', 'url'],
      ['data.headers.0.value', 'none'],
      ['data.body', 'json'],
    ]);
  });

  it('has none for nodes without texts', () => {
    const without = NODE_TYPES.filter(
      (type) => nodeTemplateTexts(createNode(type, 'n', { x: 0, y: 0 })).length === 0,
    );
    expect(without).toEqual([
      'trigger',
      'delay',
      'cancelTask',
      'conditional',
      'ABTest',
      'assignTargetAgent',
      'updateTask',
      'stickyNote',
      'updateContact',
      'decisionAI',
      'eightByEight',
      'ringlessVM',
      'agentlessCall',
      'voiceAI',
      'genesys',
      'talkdesk',
      'nice',
      'five9',
      'smsai',
      'customAITask',
    ]);
  });
});
