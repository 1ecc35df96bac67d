// Which outputs (source handles) and input a node has (spec 000 §3 Edge: sourceHandle, targetHandle).
// A contact leaves a node by exactly one output, so each output has at most one outgoing edge.
import type { JourneyNode } from './graph.ts';

/** An output of a node: null is the only output of a single-output node. */
export type OutputHandle = string | null;

export const CONDITIONAL_HANDLES = { true: 'true', false: 'false' } as const;
export const WAIT_HANDLES = { event: 'event', timeout: 'timeout' } as const;

/**
 * - conditional: `true` / `false`;
 * - delay until an event: `event` (it happened) / `timeout` (it did not, in time);
 * - ABTest: one output per branch, its id;
 * - sticky note: none (it is not part of the flow);
 * - every other node (the trigger included): one output, null.
 */
export function outputHandles(node: JourneyNode): OutputHandle[] {
  switch (node.type) {
    case 'stickyNote':
      return [];
    case 'conditional':
      return [CONDITIONAL_HANDLES.true, CONDITIONAL_HANDLES.false];
    case 'ABTest':
      return node.data.branches.map((branch) => branch.id);
    case 'delay':
      return node.data.mode === 'untilEvent' ? [WAIT_HANDLES.event, WAIT_HANDLES.timeout] : [null];
    default:
      return [null];
  }
}

export function hasOutputHandle(node: JourneyNode, handle: OutputHandle): boolean {
  return outputHandles(node).includes(handle);
}

/** Every node but the trigger (where contacts start) and sticky notes takes incoming edges. */
export function acceptsInput(node: JourneyNode): boolean {
  return node.type !== 'trigger' && node.type !== 'stickyNote';
}

/** Nodes that choose among several outputs; a missing output edge ends the contact's run there. */
export function isBranchingNode(node: JourneyNode): boolean {
  return outputHandles(node).length > 1;
}
