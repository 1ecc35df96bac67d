// What a test run shows on the canvas (docs/journeys.md "Test run"): each step the contact reached
// with its outcome, and the edges it left by. Pure, from the run's path and the draft's edges.
import type { JourneyEdge } from '@parley/core/journeys/graph';

/** The step outcomes a node is marked with (core's step-outcomes; `ended`: removed or a new version). */
export const RUN_STEP_STATUSES = ['completed', 'waiting', 'skipped', 'failed', 'ended'] as const;
export type RunStepStatus = (typeof RUN_STEP_STATUSES)[number];

export type RunPathStep = { nodeId: string; status: string; output: string | null };

export type RunHighlight = {
  /** Node id → the outcome of the contact's step there. */
  nodes: ReadonlyMap<string, RunStepStatus>;
  /** The edges the contact went along. */
  edgeIds: ReadonlySet<string>;
};

export const NO_RUN_HIGHLIGHT: RunHighlight = { nodes: new Map(), edgeIds: new Set() };

function toStatus(value: string): RunStepStatus {
  return RUN_STEP_STATUSES.find((status) => status === value) ?? 'ended';
}

/**
 * A completed or skipped step left by its output (a skipped one by the node's output, as if it had
 * run): the edge from that output to the next step of the path is the one taken.
 */
export function runHighlight(path: readonly RunPathStep[], edges: readonly JourneyEdge[]): RunHighlight {
  const nodes = new Map<string, RunStepStatus>();
  for (const step of path) nodes.set(step.nodeId, toStatus(step.status));
  const edgeIds = new Set<string>();
  path.forEach((step, index) => {
    const next = path[index + 1];
    if (!next || (step.status !== 'completed' && step.status !== 'skipped')) return;
    const taken = edges.find(
      (edge) =>
        edge.source === step.nodeId &&
        edge.target === next.nodeId &&
        (edge.sourceHandle ?? null) === step.output,
    );
    if (taken) edgeIds.add(taken.id);
  });
  return { nodes, edgeIds };
}
