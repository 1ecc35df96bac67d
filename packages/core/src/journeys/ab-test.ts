// The A/B test node's split (issue 13: "weighted split, deterministic per contact"): a contact always
// takes the same branch of a node, in every version of the journey and on every server, without
// anything stored: the branch follows from a hash of (journey, node, contact) and the weights.
import type { AbTestBranch } from './flow-node-data.ts';

export type AbTestKey = { journeyId: string; nodeId: string; contactId: string };

/**
 * A 53-bit string hash (two 32-bit multiply-xorshift lanes mixed at the end, in the manner of cyrb53):
 * well spread for similar inputs, the same in every JavaScript engine (Math.imul, code units).
 */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The contact's point in [0, 1) for this node of this journey. */
export function abTestPoint(key: AbTestKey): number {
  // The parts are joined with a separator no graph id may hold, so ("a", "bc") and ("ab", "c") differ.
  return hash53(`${key.journeyId}\u0000${key.nodeId}\u0000${key.contactId}`) / 2 ** 53;
}

/**
 * The branch a contact takes: the branches cover [0, 1) in their order, each by its share of the total
 * weight (weights 50 / 30 / 20 → 50 %, 30 %, 20 %); a branch of weight 0 is never taken. Null when
 * no branch has a weight.
 */
export function chooseAbTestBranch(branches: readonly AbTestBranch[], key: AbTestKey): AbTestBranch | null {
  const total = branches.reduce((sum, branch) => sum + Math.max(0, branch.weight), 0);
  if (total <= 0) return null;
  const target = abTestPoint(key) * total;
  let cumulative = 0;
  let last: AbTestBranch | null = null;
  for (const branch of branches) {
    if (branch.weight <= 0) continue;
    cumulative += branch.weight;
    last = branch;
    if (target < cumulative) return branch;
  }
  // Floating-point rounding at the very top of the range: the last weighted branch.
  return last;
}
