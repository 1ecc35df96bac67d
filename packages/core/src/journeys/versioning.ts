// Publishing a new version of a live journey (issue 13): contacts in flight move to the node with the
// same id in the new version, or end at a node the new version removed (recorded). Pure mapping; the
// engine applies it to every run in one transaction with the publish.
import type { JourneyGraph, JourneyNode } from './graph.ts';

export type InFlightMove =
  /** Same node, same type and data: the contact keeps waiting (its timer stays as it was). */
  | { action: 'keep'; nodeId: string }
  /** Same id, but the node changed: the contact runs the new node afresh (a delay starts over). */
  | { action: 'restart'; nodeId: string }
  /** The new version has no node with this id: the run ends, recorded as ended by the new version. */
  | { action: 'end'; nodeId: string; reason: 'nodeRemoved' };

function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function sameNode(before: JourneyNode, after: JourneyNode): boolean {
  return before.type === after.type && sameJson(before.data, after.data);
}

/** Where a contact in flight at `nodeId` of the old version goes in the new one. */
export function moveInFlight(nodeId: string, before: JourneyGraph, after: JourneyGraph): InFlightMove {
  const next = after.nodes.find((node) => node.id === nodeId);
  if (!next) return { action: 'end', nodeId, reason: 'nodeRemoved' };
  const previous = before.nodes.find((node) => node.id === nodeId);
  if (previous && sameNode(previous, next)) return { action: 'keep', nodeId };
  return { action: 'restart', nodeId };
}

/** The move of every node of the old version (the engine looks runs up by their current node). */
export function versionMigrationPlan(before: JourneyGraph, after: JourneyGraph): Map<string, InFlightMove> {
  return new Map(before.nodes.map((node) => [node.id, moveInFlight(node.id, before, after)]));
}
