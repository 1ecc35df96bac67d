import { describe, expect, it } from 'vitest';
import { ancestorsOf, nodesOnCycles, reachableFrom, wouldCreateCycle } from './dag.ts';

const edge = (source: string, target: string) => ({ source, target });

describe('graph walks', () => {
  const edges = [edge('a', 'b'), edge('b', 'c'), edge('a', 'd'), edge('d', 'c')];

  it('reaches every node downstream, itself included', () => {
    expect([...reachableFrom('a', edges)].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...reachableFrom('d', edges)].sort()).toEqual(['c', 'd']);
  });

  it('finds the ancestors of a node, itself excluded', () => {
    expect([...ancestorsOf('c', edges)].sort()).toEqual(['a', 'b', 'd']);
    expect([...ancestorsOf('a', edges)]).toEqual([]);
  });

  it('says an edge closes a cycle when its target reaches its source, or they are one node', () => {
    expect(wouldCreateCycle(edges, 'c', 'a')).toBe(true);
    expect(wouldCreateCycle(edges, 'c', 'b')).toBe(true);
    expect(wouldCreateCycle(edges, 'b', 'b')).toBe(true);
    expect(wouldCreateCycle(edges, 'b', 'd')).toBe(false);
    // Two paths meeting again is not a cycle.
    expect(wouldCreateCycle(edges, 'b', 'c')).toBe(false);
  });

  it('lists the nodes on cycles, self-loops included, and none of an acyclic graph', () => {
    expect(nodesOnCycles(['a', 'b', 'c', 'd'], edges)).toEqual([]);
    const cyclic = [...edges, edge('c', 'a'), edge('x', 'x'), edge('y', 'z')];
    expect(nodesOnCycles(['a', 'b', 'c', 'd', 'x', 'y', 'z'], cyclic).sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
      'x',
    ]);
  });

  it('walks a long chain without overflowing the stack', () => {
    const ids = Array.from({ length: 20_000 }, (_, index) => `n${index}`);
    const chain = ids.slice(1).map((id, index) => edge(ids[index] as string, id));
    expect(nodesOnCycles(ids, chain)).toEqual([]);
    expect(nodesOnCycles(ids, [...chain, edge('n19999', 'n0')])).toHaveLength(20_000);
  });
});
