// Edits of the journey graph as pure functions, used by the canvas (React Flow state in the builder's
// store) and by the server alike (spec 000 §4 edge rules). Each returns a new graph; none mutates.
import type { Position } from './common-schemas.ts';
import { wouldCreateCycle } from './dag.ts';
import { findNode, type JourneyEdge, type JourneyGraph, type JourneyNode } from './graph.ts';
import { acceptsInput, hasOutputHandle, type OutputHandle } from './handles.ts';
import { MAX_JOURNEY_EDGES, MAX_JOURNEY_NODES } from './limits.ts';
import { createNode } from './node-defaults.ts';
import type { NodeType } from './node-types.ts';
import { JOURNEY_PROBLEM_TEXTS, JOURNEY_TEXTS } from './texts.ts';

export type Connection = {
  source: string;
  target: string;
  sourceHandle?: OutputHandle | undefined;
  targetHandle?: string | null | undefined;
};

export type EdgeRefusal =
  | 'unknownNode'
  | 'sameNode'
  | 'notConnectable'
  | 'intoTrigger'
  | 'unknownHandle'
  | 'handleInUse'
  | 'cycle'
  | 'tooManyEdges';

export type EditResult<T> = ({ ok: true } & T) | { ok: false; reason: string; message: string };

function refuse(reason: EdgeRefusal | 'secondTrigger' | 'tooManyNodes', message: string) {
  return { ok: false as const, reason, message };
}

/** Why an edge may not be added, or null when it may (checked in this order). */
export function edgeRefusal(
  graph: JourneyGraph,
  connection: Connection,
): { reason: EdgeRefusal; message: string } | null {
  const source = findNode(graph, connection.source);
  const target = findNode(graph, connection.target);
  const handle = connection.sourceHandle ?? null;
  if (!source || !target) return { reason: 'unknownNode', message: JOURNEY_TEXTS.nodeNotFound };
  if (source.id === target.id) return { reason: 'sameNode', message: JOURNEY_TEXTS.sameSourceAndTarget };
  if (source.type === 'stickyNote' || target.type === 'stickyNote') {
    return { reason: 'notConnectable', message: JOURNEY_TEXTS.stickyNoteNotConnectable };
  }
  if (!acceptsInput(target)) return { reason: 'intoTrigger', message: JOURNEY_TEXTS.noEdgeIntoTrigger };
  if (!hasOutputHandle(source, handle)) {
    return { reason: 'unknownHandle', message: JOURNEY_TEXTS.unknownHandle(handle) };
  }
  const taken = graph.edges.some((edge) => edge.source === source.id && edge.sourceHandle === handle);
  if (taken) return { reason: 'handleInUse', message: JOURNEY_TEXTS.handleInUse };
  if (wouldCreateCycle(graph.edges, source.id, target.id)) {
    return { reason: 'cycle', message: JOURNEY_TEXTS.cycleRefused };
  }
  if (graph.edges.length >= MAX_JOURNEY_EDGES) {
    return { reason: 'tooManyEdges', message: JOURNEY_PROBLEM_TEXTS.tooManyEdges };
  }
  return null;
}

/** spec 000 §4: adds source → target unless it would close a cycle ('Failed DAG add. No cycles allowed.') or break another rule. */
export function addEdge<G extends JourneyGraph>(
  graph: G,
  connection: Connection,
  edgeId: string,
): EditResult<{ graph: G; edge: JourneyEdge }> {
  const refusal = edgeRefusal(graph, connection);
  if (refusal) return refuse(refusal.reason, refusal.message);
  const edge: JourneyEdge = {
    id: edgeId,
    source: connection.source,
    target: connection.target,
    sourceHandle: connection.sourceHandle ?? null,
    targetHandle: null,
  };
  return { ok: true, graph: { ...graph, edges: [...graph.edges, edge] }, edge };
}

export function removeEdges<G extends JourneyGraph>(graph: G, edgeIds: readonly string[]): G {
  const removed = new Set(edgeIds);
  return { ...graph, edges: graph.edges.filter((edge) => !removed.has(edge.id)) };
}

/** A node's data with its reference to a task node cleared when that node is gone. */
function withoutDanglingTaskReference(node: JourneyNode, removed: ReadonlySet<string>): JourneyNode {
  if (node.type === 'cancelTask' && node.data.taskNodeId !== null && removed.has(node.data.taskNodeId)) {
    return { ...node, data: { ...node.data, taskNodeId: null } };
  }
  if (node.type === 'updateTask' && node.data.taskNodeId !== null && removed.has(node.data.taskNodeId)) {
    return { ...node, data: { ...node.data, taskNodeId: null } };
  }
  return node;
}

/**
 * Removes nodes and their edges. spec 000 §4: the trigger node cannot be removed: it stays, and is
 * reported in `kept` with the spec's reason.
 */
export function removeNodes<G extends JourneyGraph>(
  graph: G,
  nodeIds: readonly string[],
): { graph: G; removed: string[]; kept: { nodeId: string; message: string }[] } {
  const kept: { nodeId: string; message: string }[] = [];
  const removed = new Set<string>();
  for (const nodeId of nodeIds) {
    const node = findNode(graph, nodeId);
    if (!node) continue;
    if (node.type === 'trigger') kept.push({ nodeId, message: JOURNEY_TEXTS.triggerCannotBeRemoved });
    else removed.add(nodeId);
  }
  const nodes = graph.nodes
    .filter((node) => !removed.has(node.id))
    .map((node) => withoutDanglingTaskReference(node, removed));
  const edges = graph.edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target));
  return { graph: { ...graph, nodes, edges }, removed: [...removed], kept };
}

/** Adds a blank node from the palette. A journey has one trigger: a second one is refused. */
export function addNode<G extends JourneyGraph>(
  graph: G,
  type: NodeType,
  nodeId: string,
  position: Position,
): EditResult<{ graph: G; node: JourneyNode }> {
  if (type === 'trigger' && graph.nodes.some((node) => node.type === 'trigger')) {
    return refuse('secondTrigger', JOURNEY_PROBLEM_TEXTS.severalTriggers);
  }
  if (graph.nodes.length >= MAX_JOURNEY_NODES)
    return refuse('tooManyNodes', JOURNEY_PROBLEM_TEXTS.tooManyNodes);
  const node = createNode(type, nodeId, position);
  return { ok: true, graph: { ...graph, nodes: [...graph.nodes, node] }, node };
}

/**
 * Replaces a node's data (the side panel's edit). Outputs that no longer exist (a removed A/B branch,
 * a delay that stopped waiting for an event) lose their edges.
 */
export function replaceNode<G extends JourneyGraph>(graph: G, node: JourneyNode): G {
  if (!findNode(graph, node.id)) return graph;
  const nodes = graph.nodes.map((current) => (current.id === node.id ? node : current));
  const edges = graph.edges.filter(
    (edge) => edge.source !== node.id || hasOutputHandle(node, edge.sourceHandle),
  );
  return { ...graph, nodes, edges };
}
