import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { describe, expect, it } from 'vitest';
import { toFlow } from './flow-mapping.ts';
import { runHighlight } from './test-run-highlight.ts';

describe('runHighlight', () => {
  const { edges } = completeDefinition();

  it('marks each reached node with its outcome and the edges taken by the output left by', () => {
    const highlight = runHighlight(
      [
        { nodeId: 'trigger', status: 'completed', output: null },
        { nodeId: 'wait', status: 'completed', output: null },
        { nodeId: 'vip', status: 'completed', output: 'false' },
        { nodeId: 'task', status: 'skipped', output: null },
        { nodeId: 'mark', status: 'waiting', output: null },
      ],
      edges,
    );
    expect(Object.fromEntries(highlight.nodes)).toEqual({
      trigger: 'completed',
      wait: 'completed',
      vip: 'completed',
      task: 'skipped',
      mark: 'waiting',
    });
    // vip left by False: e4, not e3; the skipped task went on (e6).
    expect([...highlight.edgeIds].sort()).toEqual(['e1', 'e2', 'e4', 'e6']);
  });

  it('takes no edge out of a step still waiting or failed', () => {
    const highlight = runHighlight(
      [
        { nodeId: 'trigger', status: 'completed', output: null },
        { nodeId: 'wait', status: 'failed', output: null },
      ],
      edges,
    );
    expect([...highlight.edgeIds]).toEqual(['e1']);
    expect(highlight.nodes.get('wait')).toBe('failed');
  });

  it('decorates the flow: node run status, taken edges animated', () => {
    const definition = completeDefinition();
    const run = runHighlight(
      [
        { nodeId: 'trigger', status: 'completed', output: null },
        { nodeId: 'wait', status: 'waiting', output: null },
      ],
      definition.edges,
    );
    const flow = toFlow(definition, { run });
    expect(flow.nodes.find((node) => node.id === 'wait')?.data.runStatus).toBe('waiting');
    expect(flow.nodes.find((node) => node.id === 'vip')?.data.runStatus).toBeNull();
    expect(flow.edges.find((edge) => edge.id === 'e1')).toMatchObject({
      animated: true,
      data: { taken: true },
    });
    expect(flow.edges.find((edge) => edge.id === 'e2')?.animated).toBeUndefined();
  });
});
