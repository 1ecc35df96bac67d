import { describe, expect, it } from 'vitest';
import { canGoLive } from './go-live.ts';
import { createNode } from './node-defaults.ts';
import { completeDefinition, FIXTURE_CONTEXT } from './test-fixtures.ts';

function withDemoNode() {
  const definition = completeDefinition();
  definition.nodes.push({ ...createNode('voiceAI', 'ai', { x: 0, y: 500 }) });
  definition.edges.push({
    id: 'to-ai',
    source: 'mark',
    target: 'ai',
    sourceHandle: null,
    targetHandle: null,
  });
  return definition;
}

describe('canGoLive', () => {
  it('lets a complete journey go live', () => {
    expect(canGoLive(completeDefinition(), FIXTURE_CONTEXT)).toEqual({ ok: true, problems: [] });
  });

  it('blocks an incomplete journey and lists why', () => {
    const definition = completeDefinition();
    definition.edges = definition.edges.filter((edge) => edge.id !== 'e1');
    const check = canGoLive(definition, FIXTURE_CONTEXT);
    expect(check.ok).toBe(false);
    expect(check.problems[0]).toMatchObject({
      nodeId: 'trigger',
      message: 'Connect the trigger to the first step.',
    });
  });

  it('blocks a node whose integration is not configured, until it is', () => {
    const check = canGoLive(withDemoNode(), FIXTURE_CONTEXT);
    expect(check.problems).toEqual([
      {
        severity: 'integration',
        nodeId: 'ai',
        edgeId: null,
        field: 'type',
        message: 'Needs an integration that is not configured.',
      },
    ]);
    expect(
      canGoLive(withDemoNode(), { ...FIXTURE_CONTEXT, configuredIntegrations: new Set(['voiceAI']) }).ok,
    ).toBe(true);
  });

  it('passes the clock on, so a one-time schedule in the past blocks', () => {
    const definition = completeDefinition();
    definition.nodes[0] = {
      id: 'trigger',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: {
        triggerType: 'scheduled',
        schedule: { kind: 'once', cron: '', at: '2024-01-01T00:00:00.000Z', timeZone: 'America/New_York' },
        audience: { kind: 'segment', id: 'seg' },
      },
    };
    definition.nodes = definition.nodes.map((node) =>
      node.id === 'text' && node.type === 'sms' ? { ...node, data: { ...node.data, body: 'Hello' } } : node,
    );
    const check = canGoLive(definition, { ...FIXTURE_CONTEXT, now: new Date('2024-02-01T00:00:00.000Z') });
    expect(check.problems.map((problem) => problem.message)).toEqual(['The scheduled time has passed.']);
  });
});
