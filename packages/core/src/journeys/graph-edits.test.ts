import { describe, expect, it } from 'vitest';
import type { JourneyGraph } from './graph.ts';
import { addEdge, addNode, edgeRefusal, removeEdges, removeNodes, replaceNode } from './graph-edits.ts';
import { MAX_JOURNEY_NODES } from './limits.ts';
import { createNode } from './node-defaults.ts';
import { completeGraph } from './test-fixtures.ts';

function chain(): JourneyGraph {
  const graph = completeGraph();
  return { nodes: graph.nodes, edges: graph.edges.filter((edge) => edge.id !== 'e5' && edge.id !== 'e6') };
}

describe('addEdge (spec 000 §4)', () => {
  it('adds an edge between two nodes, with a null target handle', () => {
    const result = addEdge(chain(), { source: 'text', target: 'mark' }, 'new');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.edge).toEqual({
      id: 'new',
      source: 'text',
      target: 'mark',
      sourceHandle: null,
      targetHandle: null,
    });
    expect(result.graph.edges).toHaveLength(5);
  });

  it("refuses an edge that closes a cycle with the spec's text", () => {
    const result = addEdge(chain(), { source: 'text', target: 'wait' }, 'back');
    expect(result).toEqual({ ok: false, reason: 'cycle', message: 'Failed DAG add. No cycles allowed.' });
  });

  it('refuses an edge from a node to itself: source and target must differ', () => {
    expect(addEdge(chain(), { source: 'mark', target: 'mark' }, 'self')).toMatchObject({
      ok: false,
      reason: 'sameNode',
    });
  });

  it('refuses an edge into the trigger, to or from a sticky note, or between unknown nodes', () => {
    const graph = { ...chain(), nodes: [...chain().nodes, createNode('stickyNote', 'note', { x: 0, y: 0 })] };
    expect(edgeRefusal(graph, { source: 'mark', target: 'trigger' })?.reason).toBe('intoTrigger');
    expect(edgeRefusal(graph, { source: 'note', target: 'mark' })?.reason).toBe('notConnectable');
    expect(edgeRefusal(graph, { source: 'mark', target: 'note' })?.reason).toBe('notConnectable');
    expect(edgeRefusal(graph, { source: 'ghost', target: 'mark' })?.reason).toBe('unknownNode');
  });

  it('takes only outputs the source has, each once', () => {
    const graph = chain();
    expect(edgeRefusal(graph, { source: 'vip', target: 'mark' })).toEqual({
      reason: 'unknownHandle',
      message: 'Choose an output of this node.',
    });
    expect(edgeRefusal(graph, { source: 'vip', target: 'mark', sourceHandle: 'maybe' })?.message).toBe(
      'This node has no output "maybe".',
    );
    expect(edgeRefusal(graph, { source: 'vip', target: 'mark', sourceHandle: 'true' })).toEqual({
      reason: 'handleInUse',
      message: 'This output is already connected.',
    });
    expect(edgeRefusal(graph, { source: 'wait', target: 'mark' })?.reason).toBe('handleInUse');
  });

  it('does not change the graph it was given', () => {
    const graph = chain();
    addEdge(graph, { source: 'text', target: 'mark' }, 'new');
    expect(graph.edges).toHaveLength(4);
  });
});

describe('removeNodes', () => {
  it('removes nodes with their edges but keeps the trigger, saying why', () => {
    const { graph, removed, kept } = removeNodes(completeGraph(), ['trigger', 'vip', 'nothing']);
    expect(removed).toEqual(['vip']);
    expect(kept).toEqual([{ nodeId: 'trigger', message: 'The trigger node cannot be removed.' }]);
    expect(graph.nodes.map((node) => node.id)).toEqual(['trigger', 'wait', 'text', 'task', 'mark']);
    expect(graph.edges.map((edge) => edge.id)).toEqual(['e1', 'e5', 'e6']);
  });

  it('clears a cancel-task reference to a removed task node', () => {
    const cancel = createNode('cancelTask', 'cancel', { x: 0, y: 0 });
    if (cancel.type !== 'cancelTask') throw new Error('cancelTask expected');
    const graph = completeGraph();
    graph.nodes.push({ ...cancel, data: { ...cancel.data, taskNodeId: 'task' } });
    const after = removeNodes(graph, ['task']).graph.nodes.find((node) => node.id === 'cancel');
    expect(after?.type === 'cancelTask' && after.data.taskNodeId).toBeNull();
  });

  it('removes edges by id', () => {
    expect(removeEdges(completeGraph(), ['e1', 'e2']).edges.map((edge) => edge.id)).toEqual([
      'e3',
      'e4',
      'e5',
      'e6',
    ]);
  });
});

describe('addNode and replaceNode', () => {
  it('adds a blank node from the palette, but never a second trigger', () => {
    const added = addNode(completeGraph(), 'webhook', 'hook', { x: 5, y: 6 });
    expect(added.ok && added.node).toMatchObject({ id: 'hook', type: 'webhook', position: { x: 5, y: 6 } });
    expect(addNode(completeGraph(), 'trigger', 't2', { x: 0, y: 0 })).toMatchObject({
      ok: false,
      reason: 'secondTrigger',
    });
  });

  it(`refuses a node beyond ${MAX_JOURNEY_NODES}`, () => {
    const nodes = Array.from({ length: MAX_JOURNEY_NODES }, (_, index) =>
      createNode('stickyNote', `n${index}`, { x: 0, y: 0 }),
    );
    expect(addNode({ nodes, edges: [] }, 'sms', 'one-more', { x: 0, y: 0 })).toMatchObject({
      ok: false,
      message: 'A journey can have at most 200 nodes.',
    });
  });

  it('drops the edges of outputs a node no longer has', () => {
    const graph = completeGraph();
    graph.nodes.push({
      id: 'split',
      type: 'ABTest',
      position: { x: 0, y: 0 },
      data: {
        branches: [
          { id: 'a', name: 'A', weight: 50 },
          { id: 'b', name: 'B', weight: 50 },
        ],
      },
    });
    graph.edges.push({ id: 'sa', source: 'split', target: 'text', sourceHandle: 'a', targetHandle: null });
    graph.edges.push({ id: 'sb', source: 'split', target: 'task', sourceHandle: 'b', targetHandle: null });
    const after = replaceNode(graph, {
      id: 'split',
      type: 'ABTest',
      position: { x: 0, y: 0 },
      data: { branches: [{ id: 'a', name: 'A', weight: 100 }] },
    });
    expect(after.edges.map((edge) => edge.id)).toContain('sa');
    expect(after.edges.map((edge) => edge.id)).not.toContain('sb');
  });
});
