import { problem } from '@parley/core/journeys/problems';
import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { describe, expect, it } from 'vitest';
import { fromFlow, toFlow } from './flow-mapping.ts';

describe('toFlow / fromFlow', () => {
  it('round-trips a definition', () => {
    const definition = completeDefinition();
    expect(fromFlow(toFlow(definition), definition.settings)).toEqual(definition);
  });

  it('takes positions from the flow and decorates nodes with their problems, stats and selection', () => {
    const definition = completeDefinition();
    const flow = toFlow(definition, {
      problems: [problem('incomplete', 'Message is required.', { nodeId: 'text', field: 'data.body' })],
      stats: new Map([['wait', { entered: 3, waiting: 1, completed: 2, skipped: 0, failed: 0 }]]),
      edgeCounts: new Map([['e1', 1200]]),
      selectedNodeIds: ['vip'],
    });
    const byId = new Map(flow.nodes.map((node) => [node.id, node]));
    expect(byId.get('text')?.data.problems).toHaveLength(1);
    expect(byId.get('wait')?.data.stats?.entered).toBe(3);
    expect(byId.get('vip')?.selected).toBe(true);
    expect(flow.edges.find((edge) => edge.id === 'e1')?.label).toBe('1,200');
    const moved = flow.nodes.map((node) =>
      node.id === 'wait' ? { ...node, position: { x: 7, y: 8 } } : node,
    );
    const back = fromFlow({ nodes: moved, edges: flow.edges }, definition.settings);
    expect(back.nodes.find((node) => node.id === 'wait')?.position).toEqual({ x: 7, y: 8 });
  });
});
