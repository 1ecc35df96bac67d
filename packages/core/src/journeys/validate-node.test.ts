import { describe, expect, it } from 'vitest';
import { attributeCondition, eventCondition, stringFilter } from '../conditions/test-fixtures.ts';
import type { JourneyNode } from './graph.ts';
import { createNode } from './node-defaults.ts';
import { NODE_TYPES, type NodeType } from './node-types.ts';
import { completeGraph } from './test-fixtures.ts';
import { type NodeCheckContext, nodeProblems } from './validate-node.ts';

function context(
  nodes: JourneyNode[] = completeGraph().nodes,
  edges = completeGraph().edges,
): NodeCheckContext {
  return { nodes: new Map(nodes.map((node) => [node.id, node])), edges, triggerHasEvent: true, now: null };
}

const messages = (node: JourneyNode, check = context()) =>
  nodeProblems(node, check).map((problem) => problem.message);
const blank = (type: NodeType) => createNode(type, `${type}-1`, { x: 0, y: 0 });

describe('a blank node says what it needs', () => {
  it.each([
    ['trigger', ['Choose what triggers the journey.']],
    ['delay', ['Enter a wait of at least 1 minute.']],
    ['conditional', ['Add at least one condition.']],
    ['ABTest', []],
    ['call', ['Title is required.']],
    ['sms', ['Message is required.']],
    ['agentSms', ['Title is required.']],
    ['customTask', ['Title is required.']],
    ['cancelTask', ['Choose the task node.']],
    ['updateTask', ['Choose the task node.', 'Add an attribute or a priority to change.']],
    ['assignTargetAgent', ['Choose an agent.']],
    ['reminder', ['Title is required.']],
    ['scheduledCallback', ['Title is required.', 'Enter a wait of at least 1 minute.']],
    ['stickyNote', []],
    ['updateContact', ['Add at least one contact field to update.']],
    ['webhook', ['URL is required.']],
    ['sendEmail', ['Subject is required.', 'Message is required.']],
    ['emailTask', ['Title is required.']],
    ['decisionAI', []],
    ['voiceAI', []],
  ] as const)('%s', (type, expected) => {
    expect(messages(blank(type))).toEqual(expected);
  });

  it('covers every node type with blank data that parses', () => {
    for (const type of NODE_TYPES) expect(() => blank(type)).not.toThrow();
  });
});

describe('node rules', () => {
  it('delay: a time of day, an event with a timeout, at most a year', () => {
    const node = (data: Extract<JourneyNode, { type: 'delay' }>['data']): JourneyNode => ({
      id: 'd',
      type: 'delay',
      position: { x: 0, y: 0 },
      data,
    });
    expect(messages(node({ mode: 'timeOfDay', time: null, weekdays: [] }))).toEqual([
      'Choose a time of day.',
    ]);
    expect(
      messages(
        node({
          mode: 'untilEvent',
          eventType: 'customEvent',
          eventName: null,
          filters: [],
          timeout: { amount: null, unit: 'days' },
        }),
      ),
    ).toEqual(['Event Name is required.', 'Enter how long to wait for the event.']);
    expect(messages(node({ mode: 'duration', duration: { amount: 60, unit: 'weeks' } }))).toEqual([
      'A wait can be at most 366 days.',
    ]);
    expect(messages(node({ mode: 'duration', duration: { amount: 3, unit: 'days' } }))).toEqual([]);
  });

  it('conditional: the condition builder rules, and only the spec sources', () => {
    const node = (conditions: ReturnType<typeof attributeCondition>[]): JourneyNode => ({
      id: 'c',
      type: 'conditional',
      position: { x: 0, y: 0 },
      data: { conditions: { joinType: 'all', groups: [{ name: 'G', joinType: 'all', conditions }] } },
    });
    expect(messages(node([attributeCondition(stringFilter('plan', 'equals', ''))]))).toEqual([
      'Input value cannot be blank.',
    ]);
    const pageview = { ...eventCondition('x'), conditionalType: 'pageview' as const };
    expect(messages(node([pageview]))).toContain('This condition type cannot be used here.');
    const triggering = {
      ...eventCondition('order placed'),
      conditionalType: 'triggeringEvent' as const,
    };
    expect(messages(node([triggering]))).toEqual([]);
    expect(messages(node([triggering]), { ...context(), triggerHasEvent: false })).toEqual([
      "This journey's trigger has no event to test.",
    ]);
  });

  it('ABTest: two branches or more, one weighted, ids unique', () => {
    const node = (branches: { id: string; name: string; weight: number }[]): JourneyNode => ({
      id: 'ab',
      type: 'ABTest',
      position: { x: 0, y: 0 },
      data: { branches },
    });
    expect(messages(node([{ id: 'a', name: 'A', weight: 100 }]))).toEqual([
      'An A/B test needs at least 2 branches.',
    ]);
    expect(
      messages(
        node([
          { id: 'a', name: 'A', weight: 0 },
          { id: 'b', name: 'B', weight: 0 },
        ]),
      ),
    ).toEqual(['Give at least one branch a weight above 0.']);
    expect(
      messages(
        node([
          { id: 'a', name: 'A', weight: 1 },
          { id: 'a', name: 'B', weight: 1 },
        ]),
      ),
    ).toEqual(['Two branches have the same id.']);
  });

  it('cancelTask / updateTask: a task node every contact passed before', () => {
    const graph = completeGraph();
    const cancel = (taskNodeId: string): JourneyNode => ({
      id: 'cancel',
      type: 'cancelTask',
      position: { x: 0, y: 0 },
      data: { taskNodeId, cancellationReasonId: null },
    });
    const edges = [
      ...graph.edges,
      { id: 'x', source: 'mark', target: 'cancel', sourceHandle: null, targetHandle: null },
    ];
    const check = context([...graph.nodes, cancel('task')], edges);
    expect(messages(cancel('task'), check)).toEqual([]);
    // Not a task node, or not before it:
    expect(messages(cancel('text'), check)).toEqual(['Choose a task node that comes before this node.']);
    expect(messages(cancel('task'), context([...graph.nodes, cancel('task')], graph.edges))).toEqual([
      'Choose a task node that comes before this node.',
    ]);
  });

  it('updateContact: writable attributes, typed values as their type', () => {
    const node = (
      updates: { propertyName: string; action: 'set' | 'unset'; value: string }[],
    ): JourneyNode => ({
      id: 'u',
      type: 'updateContact',
      position: { x: 0, y: 0 },
      data: { updates },
    });
    expect(
      messages(
        node([
          { propertyName: 'email', action: 'set', value: 'x@y.z' },
          { propertyName: 'optIn', action: 'set', value: 'true' },
          { propertyName: 'lead_score', action: 'set', value: '1' },
          { propertyName: '', action: 'set', value: '' },
        ]),
      ),
    ).toEqual([
      'Email cannot be changed by a journey.',
      'Opted in cannot be changed by a journey.',
      'Lead score cannot be changed by a journey.',
      'Contact Attribute is required.',
    ]);
    expect(messages(node([{ propertyName: 'leadScore', action: 'set', value: 'lots' }]))).toEqual([
      'The value must be a number (or a field).',
    ]);
    expect(
      messages(node([{ propertyName: 'leadScore', action: 'set', value: '{{ event.amount }}' }])),
    ).toEqual([]);
    expect(messages(node([{ propertyName: 'leadScore', action: 'unset', value: '' }]))).toEqual([]);
    expect(
      messages(node([{ propertyName: 'rvProperties.timezone', action: 'set', value: 'America/Denver' }])),
    ).toEqual([]);
  });

  it('webhook: an http(s) URL whose host is written out, header names as tokens', () => {
    const node = (url: string, headerName = 'X-Id'): JourneyNode => ({
      id: 'w',
      type: 'webhook',
      position: { x: 0, y: 0 },
      data: {
        url,
        method: 'POST',
        headers: [{ name: headerName, value: '{{ contact.profileId }}' }],
        body: '',
        maxAttempts: 5,
      },
    });
    expect(messages(node('https://crm.example.com/hooks/{{ contact.profileId }}'))).toEqual([]);
    expect(messages(node('ftp://example.com'))).toEqual(['The URL must start with http:// or https://.']);
    expect(messages(node('https://{{ contact.homepageUrl }}/x'))).toEqual([
      'The URL must start with http:// or https://.',
    ]);
    expect(messages(node('https://example.com', 'Bad Header'))).toEqual([
      'Header names may hold only letters, digits and - (and no field).',
    ]);
  });
});
