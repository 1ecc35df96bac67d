import { describe, expect, it } from 'vitest';
import { outputHandles } from './handles.ts';
import { createNode } from './node-defaults.ts';
import {
  CORE_NODE_TYPES,
  DEMO_NODE_TYPES,
  NODE_TYPE_LABELS,
  NODE_TYPES,
  needsIntegration,
  respectsQuietHours,
} from './node-types.ts';

describe('node types (spec 000 §4)', () => {
  it('are the spec list, demo types after the others', () => {
    expect(CORE_NODE_TYPES).toHaveLength(19);
    expect(DEMO_NODE_TYPES).toEqual([
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
    expect(Object.keys(NODE_TYPE_LABELS).sort()).toEqual([...NODE_TYPES].sort());
  });

  it('mark the demo types and decisionAI as needing an integration, and nothing else', () => {
    expect(NODE_TYPES.filter(needsIntegration)).toEqual(['decisionAI', ...DEMO_NODE_TYPES]);
  });

  it('apply quiet hours to the nodes that reach the contact', () => {
    expect(NODE_TYPES.filter(respectsQuietHours)).toEqual([
      'call',
      'sms',
      'agentSms',
      'scheduledCallback',
      'sendEmail',
      'emailTask',
    ]);
  });

  it('give each node its outputs', () => {
    const at = { x: 0, y: 0 };
    expect(outputHandles(createNode('conditional', 'c', at))).toEqual(['true', 'false']);
    expect(outputHandles(createNode('ABTest', 'ab', at))).toEqual(['a', 'b']);
    expect(outputHandles(createNode('delay', 'd', at))).toEqual([null]);
    expect(outputHandles(createNode('stickyNote', 's', at))).toEqual([]);
    expect(outputHandles(createNode('trigger', 't', at))).toEqual([null]);
    const wait = createNode('delay', 'w', at);
    if (wait.type !== 'delay') throw new Error('delay expected');
    const waiting = {
      ...wait,
      data: {
        mode: 'untilEvent' as const,
        eventType: 'customEvent' as const,
        eventName: 'x',
        filters: [],
        timeout: { amount: 1, unit: 'days' as const },
      },
    };
    expect(outputHandles(waiting)).toEqual(['event', 'timeout']);
  });
});
