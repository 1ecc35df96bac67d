// The label of a node's output on the canvas (core handles.ts names the outputs).
import type { JourneyNode } from '@parley/core/journeys/graph';
import type { OutputHandle } from '@parley/core/journeys/handles';
import { BUILDER_TEXTS } from '../journeys-texts.ts';

/** True / False, Event / Timeout, an A/B branch's name; null for the one output of a plain node. */
export function outputLabel(node: JourneyNode, handle: OutputHandle): string | null {
  if (handle === null) return null;
  if (node.type === 'ABTest') {
    const branch = node.data.branches.find((item) => item.id === handle);
    return branch ? branch.name || branch.id : handle;
  }
  const known: Record<string, string> = BUILDER_TEXTS.outputs;
  return known[handle] ?? handle;
}
