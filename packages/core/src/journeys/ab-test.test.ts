import { describe, expect, it } from 'vitest';
import { abTestPoint, chooseAbTestBranch, hash53 } from './ab-test.ts';

const branches = [
  { id: 'a', name: 'A', weight: 50 },
  { id: 'b', name: 'B', weight: 30 },
  { id: 'c', name: 'C', weight: 20 },
];

describe('A/B test split', () => {
  it('is deterministic per journey, node and contact', () => {
    const key = { journeyId: 'j1', nodeId: 'split', contactId: 'contact-42' };
    expect(chooseAbTestBranch(branches, key)).toEqual(chooseAbTestBranch(branches, { ...key }));
    expect(abTestPoint(key)).toBe(abTestPoint({ ...key }));
    // Pinned, so a change of the hash (which would move contacts between branches) is noticed.
    expect(hash53('parley')).toBe(644699192460417);
    expect(abTestPoint(key)).toBeCloseTo(0.5342327878887135, 15);
    expect(chooseAbTestBranch(branches, key)?.id).toBe('b');
    expect(abTestPoint({ journeyId: 'a', nodeId: 'bc', contactId: 'x' })).not.toBe(
      abTestPoint({ journeyId: 'ab', nodeId: 'c', contactId: 'x' }),
    );
  });

  it('splits by weight (20,000 contacts within 1.5 points of 50 / 30 / 20)', () => {
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    const total = 20_000;
    for (let index = 0; index < total; index += 1) {
      const branch = chooseAbTestBranch(branches, { journeyId: 'j', nodeId: 'n', contactId: `c${index}` });
      if (branch) counts[branch.id] = (counts[branch.id] ?? 0) + 1;
    }
    expect(Math.abs((counts.a ?? 0) / total - 0.5)).toBeLessThan(0.015);
    expect(Math.abs((counts.b ?? 0) / total - 0.3)).toBeLessThan(0.015);
    expect(Math.abs((counts.c ?? 0) / total - 0.2)).toBeLessThan(0.015);
  });

  it('splits another node of the same journey independently', () => {
    let same = 0;
    for (let index = 0; index < 2_000; index += 1) {
      const contactId = `c${index}`;
      const first = chooseAbTestBranch(branches.slice(0, 2), { journeyId: 'j', nodeId: 'n1', contactId });
      const second = chooseAbTestBranch(branches.slice(0, 2), { journeyId: 'j', nodeId: 'n2', contactId });
      if (first?.id === second?.id) same += 1;
    }
    // Independent 62.5 / 37.5 splits agree about 53 % of the time.
    expect(same / 2_000).toBeGreaterThan(0.48);
    expect(same / 2_000).toBeLessThan(0.58);
  });

  it('never takes a branch of weight 0, and has no branch when no weight is set', () => {
    const zeroB = [
      { id: 'a', name: 'A', weight: 1 },
      { id: 'b', name: 'B', weight: 0 },
    ];
    for (let index = 0; index < 500; index += 1) {
      expect(chooseAbTestBranch(zeroB, { journeyId: 'j', nodeId: 'n', contactId: `${index}` })?.id).toBe('a');
    }
    expect(
      chooseAbTestBranch([{ id: 'a', name: 'A', weight: 0 }], {
        journeyId: 'j',
        nodeId: 'n',
        contactId: 'x',
      }),
    ).toBeNull();
  });
});
