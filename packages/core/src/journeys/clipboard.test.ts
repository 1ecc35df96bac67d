import { describe, expect, it } from 'vitest';
import { copySelection, pasteClipboard } from './clipboard.ts';
import type { JourneyNode } from './graph.ts';
import { MAX_JOURNEY_NODES } from './limits.ts';
import { createNode } from './node-defaults.ts';
import { completeGraph, counterIds } from './test-fixtures.ts';

describe('copy and paste of a multi-selection (spec 000 §4)', () => {
  it('copies the selected nodes and only the edges between them, never the trigger', () => {
    const clipboard = copySelection(completeGraph(), ['trigger', 'wait', 'vip', 'text', 'mark']);
    expect(clipboard.nodes.map((node) => node.id)).toEqual(['wait', 'vip', 'text', 'mark']);
    // e1 (from the trigger), e4 and e6 (to / from the unselected task) are left out.
    expect(clipboard.edges.map((edge) => edge.id)).toEqual(['e2', 'e3', 'e5']);
  });

  it('pastes copies offset by x 30, y 80 with new ids, their edges re-pointed at the copies', () => {
    const graph = completeGraph();
    const result = pasteClipboard(graph, copySelection(graph, ['vip', 'text']), counterIds('p'));
    if (!result.ok) throw new Error(result.message);
    expect(result.nodeIds).toEqual(['p-node-1', 'p-node-2']);
    const [vipCopy, textCopy] = result.graph.nodes.slice(-2) as [JourneyNode, JourneyNode];
    expect(vipCopy).toMatchObject({ id: 'p-node-1', type: 'conditional', position: { x: 30, y: 280 } });
    expect(textCopy).toMatchObject({ id: 'p-node-2', type: 'sms', position: { x: -70, y: 380 } });
    expect(result.graph.edges.slice(-1)).toEqual([
      { id: 'p-edge-3', source: 'p-node-1', target: 'p-node-2', sourceHandle: 'true', targetHandle: null },
    ]);
    expect(result.graph.nodes).toHaveLength(graph.nodes.length + 2);
  });

  it('shares no data with the originals, and pasting the pasted cascades by another offset', () => {
    const graph = completeGraph();
    const first = pasteClipboard(graph, copySelection(graph, ['text']), counterIds('a'));
    if (!first.ok) throw new Error(first.message);
    const copy = first.graph.nodes.at(-1);
    const original = graph.nodes.find((node) => node.id === 'text');
    expect(copy?.data).toEqual(original?.data);
    expect(copy?.data).not.toBe(original?.data);
    const second = pasteClipboard(first.graph, first.clipboard, counterIds('b'));
    expect(second.ok && second.graph.nodes.at(-1)?.position).toEqual({ x: -40, y: 460 });
  });

  it('moves a task reference to the pasted task node when both are copied', () => {
    const graph = completeGraph();
    const cancel = createNode('cancelTask', 'cancel', { x: 0, y: 0 });
    if (cancel.type !== 'cancelTask') throw new Error('cancelTask expected');
    graph.nodes.push({ ...cancel, data: { ...cancel.data, taskNodeId: 'task' } });
    const both = pasteClipboard(graph, copySelection(graph, ['task', 'cancel']), counterIds('c'));
    const pastedCancel = both.ok ? both.graph.nodes.at(-1) : undefined;
    expect(pastedCancel?.type === 'cancelTask' && pastedCancel.data.taskNodeId).toBe('c-node-1');
    const alone = pasteClipboard(graph, copySelection(graph, ['cancel']), counterIds('d'));
    const aloneCancel = alone.ok ? alone.graph.nodes.at(-1) : undefined;
    expect(aloneCancel?.type === 'cancelTask' && aloneCancel.data.taskNodeId).toBe('task');
  });

  it('refuses a paste that would pass the node limit', () => {
    const nodes = Array.from({ length: MAX_JOURNEY_NODES - 1 }, (_, index) =>
      createNode('stickyNote', `n${index}`, { x: 0, y: 0 }),
    );
    const graph = { nodes, edges: [] };
    const result = pasteClipboard(graph, copySelection(graph, ['n1', 'n2']), counterIds());
    expect(result).toMatchObject({ ok: false, reason: 'tooManyNodes' });
  });
});
