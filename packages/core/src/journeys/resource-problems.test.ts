import { describe, expect, it } from 'vitest';
import type { JourneyDefinition } from './journey.ts';
import { namedResources, RESOURCE_PROBLEM_TEXTS, resourceProblems } from './resource-problems.ts';

function definition(nodes: { id: string; type: string; data: Record<string, unknown> }[]): JourneyDefinition {
  return {
    nodes: nodes.map((node) => ({ ...node, position: { x: 0, y: 0 } })),
    edges: [],
  } as unknown as JourneyDefinition;
}

const resources = {
  queueSids: new Set(['WQ1']),
  voiceNumbers: new Set(['+18005550100']),
  smsNumbers: new Set(['+18005550101']),
  hasAgent: (reference: string) => reference === 'user-1',
  cancellationReasonIds: new Set(['reason-1']),
};

describe('resource problems (issue 13 pickers)', () => {
  it('names each field whose queue, number, agent or reason the brand does not have', () => {
    const journey = definition([
      { id: 'call', type: 'call', data: { queueSid: 'WQ-gone', fromNumber: '+18005550101' } },
      { id: 'sms', type: 'sms', data: { fromNumber: '+18005550101', body: 'Hi' } },
      { id: 'agent', type: 'assignTargetAgent', data: { agentId: 'user-2' } },
      { id: 'cancel', type: 'cancelTask', data: { cancellationReasonId: 'reason-9' } },
      { id: 'task', type: 'customTask', data: { queueSid: 'WQ1' } },
    ]);
    expect(
      resourceProblems(journey, resources).map((item) => [item.nodeId, item.field, item.message]),
    ).toEqual([
      ['call', 'data.queueSid', RESOURCE_PROBLEM_TEXTS.unknownQueue('WQ-gone')],
      ['call', 'data.fromNumber', RESOURCE_PROBLEM_TEXTS.unknownNumber('+18005550101', 'calls')],
      ['agent', 'data.agentId', RESOURCE_PROBLEM_TEXTS.unknownAgent('user-2')],
      ['cancel', 'data.cancellationReasonId', RESOURCE_PROBLEM_TEXTS.unknownCancellationReason],
    ]);
    expect(namedResources(journey)).toEqual({
      queues: true,
      numbers: true,
      agents: ['user-2'],
      cancellationReasons: true,
    });
  });

  it('leaves empty fields to their defaults', () => {
    const journey = definition([{ id: 'call', type: 'call', data: { queueSid: null, fromNumber: ' ' } }]);
    expect(resourceProblems(journey, resources)).toEqual([]);
  });
});
