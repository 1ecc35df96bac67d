// The graph rules of spec 000 §4 checked on a whole journey: one trigger, edges between existing
// nodes by existing outputs, one edge per output, nothing into the trigger or to sticky notes, no
// cycles (all `invalid`: refused on save); the trigger connected and every node reachable from it,
// branching nodes connected (`incomplete`: blocks going live).
import { nodesOnCycles, reachableFrom } from './dag.ts';
import type { JourneyEdge, JourneyNode } from './graph.ts';
import { acceptsInput, hasOutputHandle, isBranchingNode } from './handles.ts';
import { type JourneyProblem, problem } from './problems.ts';
import { JOURNEY_PROBLEM_TEXTS, JOURNEY_TEXTS } from './texts.ts';

export type StructureInput = {
  nodes: readonly JourneyNode[];
  edges: readonly JourneyEdge[];
  /** Ids of every node given, the ones whose data did not parse included (not dangling ends). */
  allNodeIds: ReadonlySet<string>;
  /** How many nodes of type trigger were given (parsed or not). */
  triggerCount: number;
};

function edgeProblem(
  edge: JourneyEdge,
  byId: ReadonlyMap<string, JourneyNode>,
  taken: Set<string>,
): JourneyProblem | null {
  const where = { nodeId: edge.source, edgeId: edge.id };
  const source = byId.get(edge.source);
  const target = byId.get(edge.target);
  if (!source || !target) return null; // a node that did not parse: reported on the node itself
  if (source.id === target.id) return problem('invalid', JOURNEY_TEXTS.sameSourceAndTarget, where);
  if (source.type === 'stickyNote' || target.type === 'stickyNote') {
    return problem('invalid', JOURNEY_TEXTS.stickyNoteNotConnectable, where);
  }
  if (!acceptsInput(target)) return problem('invalid', JOURNEY_TEXTS.noEdgeIntoTrigger, where);
  if (!hasOutputHandle(source, edge.sourceHandle)) {
    return problem('invalid', JOURNEY_TEXTS.unknownHandle(edge.sourceHandle), {
      ...where,
      field: 'sourceHandle',
    });
  }
  const output = `${edge.source}\u0000${edge.sourceHandle ?? ''}`;
  if (taken.has(output))
    return problem('invalid', JOURNEY_TEXTS.handleInUse, { ...where, field: 'sourceHandle' });
  taken.add(output);
  return null;
}

export function structureProblems(input: StructureInput): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  const byId = new Map(input.nodes.map((node) => [node.id, node]));
  if (input.triggerCount === 0) problems.push(problem('invalid', JOURNEY_PROBLEM_TEXTS.noTrigger));
  const triggers = input.nodes.filter((node) => node.type === 'trigger');
  if (input.triggerCount > 1) {
    // Shown on every trigger but the first; when the others did not parse, on the journey.
    const extras = triggers.slice(1);
    if (extras.length === 0) problems.push(problem('invalid', JOURNEY_PROBLEM_TEXTS.severalTriggers));
    for (const extra of extras) {
      problems.push(problem('invalid', JOURNEY_PROBLEM_TEXTS.severalTriggers, { nodeId: extra.id }));
    }
  }

  const sound: JourneyEdge[] = [];
  const taken = new Set<string>();
  for (const edge of input.edges) {
    if (!input.allNodeIds.has(edge.source)) {
      problems.push(
        problem('invalid', JOURNEY_PROBLEM_TEXTS.missingSource(edge.source), { edgeId: edge.id }),
      );
      continue;
    }
    if (!input.allNodeIds.has(edge.target)) {
      const nodeId = byId.has(edge.source) ? edge.source : null;
      problems.push(
        problem('invalid', JOURNEY_PROBLEM_TEXTS.missingTarget(edge.target), { nodeId, edgeId: edge.id }),
      );
      continue;
    }
    const found = edgeProblem(edge, byId, taken);
    if (found) problems.push(found);
    else if (byId.has(edge.source) && byId.has(edge.target)) sound.push(edge);
  }

  const onCycles = nodesOnCycles(
    input.nodes.map((node) => node.id),
    sound,
  );
  for (const nodeId of onCycles) problems.push(problem('invalid', JOURNEY_PROBLEM_TEXTS.cycle, { nodeId }));

  const trigger = triggers[0];
  if (!trigger) return problems;
  const outgoing = new Set(sound.map((edge) => edge.source));
  if (!outgoing.has(trigger.id)) {
    problems.push(problem('incomplete', JOURNEY_PROBLEM_TEXTS.triggerNotConnected, { nodeId: trigger.id }));
  }
  const reached = reachableFrom(trigger.id, sound);
  for (const node of input.nodes) {
    if (node.type === 'stickyNote' || node.type === 'trigger') continue;
    if (!reached.has(node.id)) {
      problems.push(problem('incomplete', JOURNEY_PROBLEM_TEXTS.unreachable, { nodeId: node.id }));
    } else if (isBranchingNode(node) && !outgoing.has(node.id)) {
      problems.push(problem('incomplete', JOURNEY_PROBLEM_TEXTS.branchNotConnected, { nodeId: node.id }));
    }
  }
  return problems;
}
