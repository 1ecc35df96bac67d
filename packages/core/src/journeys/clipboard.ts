// spec 000 §4: "Copying nodes offsets the copies by x 30, y 80 and keeps only edges between copied
// nodes." Copy takes a multi-selection; paste adds copies with new ids. The trigger is never copied
// (a journey has exactly one).
import type { JourneyEdge, JourneyGraph, JourneyNode } from './graph.ts';
import { MAX_JOURNEY_EDGES, MAX_JOURNEY_NODES, PASTE_OFFSET } from './limits.ts';
import { JOURNEY_PROBLEM_TEXTS } from './texts.ts';

export type JourneyClipboard = { nodes: JourneyNode[]; edges: JourneyEdge[] };

/** Makes a new unique id for a pasted node or edge (the canvas's id maker; tests pass a counter). */
export type NewGraphId = (kind: 'node' | 'edge') => string;

/** The selected nodes (not the trigger) and only the edges whose both ends are selected. */
export function copySelection(graph: JourneyGraph, nodeIds: readonly string[]): JourneyClipboard {
  const selected = new Set(nodeIds);
  const nodes = graph.nodes.filter((node) => selected.has(node.id) && node.type !== 'trigger');
  const copied = new Set(nodes.map((node) => node.id));
  const edges = graph.edges.filter((edge) => copied.has(edge.source) && copied.has(edge.target));
  return { nodes, edges };
}

/** A pasted task-changing node keeps pointing at the copy when its task node was copied with it. */
function withTaskReferenceMoved(node: JourneyNode, newIds: ReadonlyMap<string, string>): JourneyNode {
  if (node.type === 'cancelTask' && node.data.taskNodeId !== null) {
    return {
      ...node,
      data: { ...node.data, taskNodeId: newIds.get(node.data.taskNodeId) ?? node.data.taskNodeId },
    };
  }
  if (node.type === 'updateTask' && node.data.taskNodeId !== null) {
    return {
      ...node,
      data: { ...node.data, taskNodeId: newIds.get(node.data.taskNodeId) ?? node.data.taskNodeId },
    };
  }
  return node;
}

export type PasteResult<G extends JourneyGraph> =
  | {
      ok: true;
      graph: G;
      /** The new nodes' ids (the canvas selects them). */
      nodeIds: string[];
      /** What was pasted: pasting it again cascades by another x 30, y 80. */
      clipboard: JourneyClipboard;
    }
  | { ok: false; reason: 'tooManyNodes' | 'tooManyEdges'; message: string };

/**
 * Adds copies of the clipboard: new ids, positions offset by x 30, y 80, the copied edges re-pointed at
 * the copies (with new ids). Refused when the journey would exceed its size limits.
 */
export function pasteClipboard<G extends JourneyGraph>(
  graph: G,
  clipboard: JourneyClipboard,
  newId: NewGraphId,
): PasteResult<G> {
  if (graph.nodes.length + clipboard.nodes.length > MAX_JOURNEY_NODES) {
    return { ok: false, reason: 'tooManyNodes', message: JOURNEY_PROBLEM_TEXTS.tooManyNodes };
  }
  if (graph.edges.length + clipboard.edges.length > MAX_JOURNEY_EDGES) {
    return { ok: false, reason: 'tooManyEdges', message: JOURNEY_PROBLEM_TEXTS.tooManyEdges };
  }
  const newIds = new Map(clipboard.nodes.map((node) => [node.id, newId('node')]));
  const nodes = clipboard.nodes.map((node) =>
    withTaskReferenceMoved(
      {
        ...node,
        id: newIds.get(node.id) ?? node.id,
        position: { x: node.position.x + PASTE_OFFSET.x, y: node.position.y + PASTE_OFFSET.y },
        // A deep copy: the copies share no object with the originals.
        data: copyJson(node.data),
      } as JourneyNode, // the same node with new id, position and an equal copy of its data
      newIds,
    ),
  );
  const edges: JourneyEdge[] = [];
  for (const edge of clipboard.edges) {
    const source = newIds.get(edge.source);
    const target = newIds.get(edge.target);
    if (source === undefined || target === undefined) continue;
    edges.push({ ...edge, id: newId('edge'), source, target });
  }
  return {
    ok: true,
    graph: { ...graph, nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] },
    nodeIds: nodes.map((node) => node.id),
    clipboard: { nodes, edges },
  };
}

/** Node data is plain JSON (zod-parsed), so a JSON round trip copies it exactly. */
function copyJson<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T; // JSON of a JSON value is the same value
}
