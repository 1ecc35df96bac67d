// The journey definition as React Flow's nodes and edges and back (CONVENTIONS.md 4: pure, round-trip
// tested). A flow node carries the journey node in its data; what the canvas adds around it (the
// node's problems, its analytics) comes in `decorations` and is not part of the definition.

import type { JourneyEdge, JourneyNode } from '@parley/core/journeys/graph';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import type { JourneySettings } from '@parley/core/journeys/settings';
import type { Edge, Node } from '@xyflow/react';
import type { RunHighlight, RunStepStatus } from './test-run-highlight.ts';

/** Per-node counts of the analytics overlay (journeyNodeAnalytics). */
export type NodeStats = {
  entered: number;
  waiting: number;
  completed: number;
  skipped: number;
  failed: number;
};

export type JourneyFlowNodeData = {
  journeyNode: JourneyNode;
  problems: JourneyProblem[];
  stats: NodeStats | null;
  /** The test run's outcome at this node (null: no test run shown, or the contact did not reach it). */
  runStatus: RunStepStatus | null;
};

/** The custom node components of the canvas (JourneyCanvas's nodeTypes). */
export type FlowNodeKind = 'journeyStep' | 'stickyNote';
export type JourneyFlowNode = Node<JourneyFlowNodeData, FlowNodeKind>;
export type JourneyFlowEdge = Edge<{ count: number | null; taken: boolean }>;

export type FlowDecorations = {
  problems?: readonly JourneyProblem[];
  stats?: ReadonlyMap<string, NodeStats>;
  edgeCounts?: ReadonlyMap<string, number>;
  selectedNodeIds?: readonly string[];
  selectedEdgeIds?: readonly string[];
  measured?: Readonly<Record<string, { width: number; height: number }>>;
  /** The test run followed on the canvas. */
  run?: RunHighlight;
};

/** An edge the test contact went along. */
const TAKEN_EDGE_STYLE = { stroke: 'var(--mantine-color-blue-6)', strokeWidth: 2.5 };

export function toFlowNode(node: JourneyNode, decorations: FlowDecorations = {}): JourneyFlowNode {
  const measured = decorations.measured?.[node.id];
  return {
    id: node.id,
    type: node.type === 'stickyNote' ? 'stickyNote' : 'journeyStep',
    position: node.position,
    data: {
      journeyNode: node,
      problems: (decorations.problems ?? []).filter((item) => item.nodeId === node.id),
      stats: decorations.stats?.get(node.id) ?? null,
      runStatus: decorations.run?.nodes.get(node.id) ?? null,
    },
    selected: decorations.selectedNodeIds?.includes(node.id) ?? false,
    ...(measured ? { measured } : {}),
  };
}

export function toFlowEdge(edge: JourneyEdge, decorations: FlowDecorations = {}): JourneyFlowEdge {
  const count = decorations.edgeCounts?.get(edge.id) ?? null;
  const taken = decorations.run?.edgeIds.has(edge.id) ?? false;
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle,
    targetHandle: edge.targetHandle,
    selected: decorations.selectedEdgeIds?.includes(edge.id) ?? false,
    data: { count, taken },
    ...(count !== null ? { label: count.toLocaleString('en-US') } : {}),
    ...(taken ? { animated: true, style: TAKEN_EDGE_STYLE } : {}),
  };
}

/** The definition's graph as React Flow nodes and edges. */
export function toFlow(
  definition: Pick<JourneyDefinition, 'nodes' | 'edges'>,
  decorations: FlowDecorations = {},
): { nodes: JourneyFlowNode[]; edges: JourneyFlowEdge[] } {
  return {
    nodes: definition.nodes.map((node) => toFlowNode(node, decorations)),
    edges: definition.edges.map((edge) => toFlowEdge(edge, decorations)),
  };
}

/** React Flow's nodes and edges as a definition: the journey nodes at their flow positions. */
export function fromFlow(
  flow: { nodes: readonly JourneyFlowNode[]; edges: readonly Edge[] },
  settings: JourneySettings,
): JourneyDefinition {
  return {
    nodes: flow.nodes.map((flowNode) => ({
      ...flowNode.data.journeyNode,
      position: { x: flowNode.position.x, y: flowNode.position.y },
    })),
    edges: flow.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      sourceHandle: edge.sourceHandle ?? null,
      targetHandle: edge.targetHandle ?? null,
    })),
    settings,
  };
}
