// Builders for journey tests: the six-node journey (custom event → delay → conditional →
// sms / custom task → update contact), complete, and small helpers to change one node.
import { attributeCondition, stringFilter } from '../conditions/test-fixtures.ts';
import type { JourneyGraph, JourneyNode } from './graph.ts';
import type { JourneyDefinition } from './journey.ts';
import { defaultJourneySettings } from './settings.ts';

const at = (x: number, y: number) => ({ x, y });

export function completeNodes(): JourneyNode[] {
  return [
    {
      id: 'trigger',
      type: 'trigger',
      position: at(0, 0),
      data: { triggerType: 'custom', eventName: 'order placed', filters: [] },
    },
    {
      id: 'wait',
      type: 'delay',
      position: at(0, 100),
      data: { mode: 'duration', duration: { amount: 2, unit: 'hours' } },
    },
    {
      id: 'vip',
      type: 'conditional',
      position: at(0, 200),
      data: {
        conditions: {
          joinType: 'all',
          groups: [
            {
              name: 'Group 1',
              joinType: 'all',
              conditions: [attributeCondition(stringFilter('plan', 'equals', 'Gold'))],
            },
          ],
        },
      },
    },
    {
      id: 'text',
      type: 'sms',
      position: at(-100, 300),
      data: { fromNumber: null, body: 'Hi {{ contact.firstName }}, thanks for order {{ event.orderId }}!' },
    },
    {
      id: 'task',
      type: 'customTask',
      position: at(100, 300),
      data: {
        title: 'Call {{ contact.firstName }}',
        description: '',
        attributes: [],
        queueSid: null,
        priority: null,
      },
    },
    {
      id: 'mark',
      type: 'updateContact',
      position: at(0, 400),
      data: { updates: [{ propertyName: 'lastOrderFollowedUp', action: 'set', value: 'yes' }] },
    },
  ];
}

export function completeGraph(): JourneyGraph {
  return {
    nodes: completeNodes(),
    edges: [
      { id: 'e1', source: 'trigger', target: 'wait', sourceHandle: null, targetHandle: null },
      { id: 'e2', source: 'wait', target: 'vip', sourceHandle: null, targetHandle: null },
      { id: 'e3', source: 'vip', target: 'text', sourceHandle: 'true', targetHandle: null },
      { id: 'e4', source: 'vip', target: 'task', sourceHandle: 'false', targetHandle: null },
      { id: 'e5', source: 'text', target: 'mark', sourceHandle: null, targetHandle: null },
      { id: 'e6', source: 'task', target: 'mark', sourceHandle: null, targetHandle: null },
    ],
  };
}

export function completeDefinition(): JourneyDefinition {
  return { ...completeGraph(), settings: defaultJourneySettings() };
}

/** The event field the fixture's SMS uses. */
export const FIXTURE_CONTEXT = {
  eventFields: ['orderId', 'amount'],
  contactFields: ['plan', 'lastOrderFollowedUp'],
};

/** The definition with one node replaced (matched by id). */
export function withNode(definition: JourneyDefinition, node: JourneyNode): JourneyDefinition {
  return {
    ...definition,
    nodes: definition.nodes.map((current) => (current.id === node.id ? node : current)),
  };
}

/** A counter id maker for paste and edits: n1, n2 … and e1, e2 … prefixed to stay unique. */
export function counterIds(prefix = 'new') {
  let count = 0;
  return (kind: 'node' | 'edge') => {
    count += 1;
    return `${prefix}-${kind}-${count}`;
  };
}
