// Graph walks over edges: cycle checks (spec 000 §4 "no cycles allowed"), reachability from the
// trigger, ancestors. Edges are read as given: an edge to a missing node is simply followed nowhere.

export type EdgeEnds = { source: string; target: string };

function successorsOf(edges: readonly EdgeEnds[]): Map<string, string[]> {
  const successors = new Map<string, string[]>();
  for (const { source, target } of edges) {
    const list = successors.get(source);
    if (list) list.push(target);
    else successors.set(source, [target]);
  }
  return successors;
}

function predecessorsOf(edges: readonly EdgeEnds[]): Map<string, string[]> {
  return successorsOf(edges.map(({ source, target }) => ({ source: target, target: source })));
}

function walk(start: string, next: Map<string, string[]>): Set<string> {
  const seen = new Set<string>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const current = stack.pop() as string; // the loop runs only while the stack has an entry
    for (const following of next.get(current) ?? []) {
      if (!seen.has(following)) {
        seen.add(following);
        stack.push(following);
      }
    }
  }
  return seen;
}

/** The nodes reachable from `start` (itself included). */
export function reachableFrom(start: string, edges: readonly EdgeEnds[]): Set<string> {
  return walk(start, successorsOf(edges));
}

/** The nodes from which `nodeId` can be reached (itself excluded). */
export function ancestorsOf(nodeId: string, edges: readonly EdgeEnds[]): Set<string> {
  const ancestors = walk(nodeId, predecessorsOf(edges));
  ancestors.delete(nodeId);
  return ancestors;
}

/** Whether adding source → target would close a cycle: target already reaches source (or they are equal). */
export function wouldCreateCycle(edges: readonly EdgeEnds[], source: string, target: string): boolean {
  return source === target || reachableFrom(target, edges).has(source);
}

/**
 * The nodes that lie on a cycle (Tarjan's strongly connected components: members of a component
 * with more than one node, or with an edge to itself), in the order their components are found.
 */
export function nodesOnCycles(nodeIds: readonly string[], edges: readonly EdgeEnds[]): string[] {
  const successors = successorsOf(edges);
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const result: string[] = [];
  let counter = 0;

  // Iterative, so a long chain of nodes cannot overflow the call stack.
  for (const root of nodeIds) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    lowLink.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number]; // non-empty: checked by the loop
      const following = successors.get(frame.node) ?? [];
      if (frame.next < following.length) {
        const child = following[frame.next] as string; // in range: checked above
        frame.next += 1;
        if (!index.has(child)) {
          index.set(child, counter);
          lowLink.set(child, counter);
          counter += 1;
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, next: 0 });
        } else if (onStack.has(child)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node) ?? 0, index.get(child) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        lowLink.set(parent.node, Math.min(lowLink.get(parent.node) ?? 0, lowLink.get(frame.node) ?? 0));
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = component.length === 1 && (successors.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) result.push(...component.reverse());
    }
  }
  return result;
}
