import { describe, expect, it } from 'vitest';
import { completeGraph } from './test-fixtures.ts';
import { moveInFlight, versionMigrationPlan } from './versioning.ts';

describe('moving contacts in flight to a new version', () => {
  it('keeps a contact at an unchanged node, restarts one at a changed node, ends one at a removed node', () => {
    const before = completeGraph();
    const after = completeGraph();
    after.nodes = after.nodes
      .filter((node) => node.id !== 'task')
      .map((node) =>
        node.id === 'wait' && node.type === 'delay'
          ? {
              ...node,
              position: { x: 9, y: 9 },
              data: { mode: 'duration', duration: { amount: 1, unit: 'days' } },
            }
          : node,
      );
    expect(moveInFlight('vip', before, after)).toEqual({ action: 'keep', nodeId: 'vip' });
    expect(moveInFlight('wait', before, after)).toEqual({ action: 'restart', nodeId: 'wait' });
    expect(moveInFlight('task', before, after)).toEqual({
      action: 'end',
      nodeId: 'task',
      reason: 'nodeRemoved',
    });
  });

  it('ignores a move on the canvas', () => {
    const before = completeGraph();
    const after = completeGraph();
    after.nodes = after.nodes.map((node) => ({ ...node, position: { x: node.position.x + 500, y: 0 } }));
    const plan = versionMigrationPlan(before, after);
    expect([...plan.values()].every((move) => move.action === 'keep')).toBe(true);
    expect(plan.size).toBe(before.nodes.length);
  });

  it('restarts at a node whose type changed under the same id', () => {
    const before = completeGraph();
    const after = completeGraph();
    after.nodes = after.nodes.map((node) =>
      node.id === 'text'
        ? {
            id: 'text',
            type: 'sendEmail',
            position: node.position,
            data: { fromAddress: null, subject: 'Hi', body: 'Hi' },
          }
        : node,
    );
    expect(moveInFlight('text', before, after).action).toBe('restart');
  });
});
