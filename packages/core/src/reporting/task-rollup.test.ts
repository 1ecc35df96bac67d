import { describe, expect, it } from 'vitest';
import { BUCKET_MS, type ReportTask, taskDispositionRow, taskRollupRows } from './task-rollup.ts';

const T0 = Date.UTC(2026, 10, 27, 9, 0);
const task = (overrides: Partial<ReportTask>): ReportTask => ({
  channel: 'voice',
  queueSid: 'WQ1',
  agentId: 'u1',
  campaignId: null,
  journeyId: null,
  status: 'completed',
  transfer: false,
  createdAt: T0,
  acceptedAt: T0 + 15_000,
  wrappedAt: T0 + 20 * 60_000,
  endedAt: T0 + 21 * 60_000,
  disposition: 'Resolved',
  ...overrides,
});

describe('taskRollupRows', () => {
  it('puts each moment in its own bucket: creation and accept together, the end in a later one', () => {
    const rows = taskRollupRows(task({}));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      bucket: T0,
      created: 1,
      accepted: 1,
      waitMs: 15_000,
      within10: 0,
      within20: 1,
    });
    expect(rows[1]).toMatchObject({
      bucket: T0 + BUCKET_MS,
      completed: 1,
      handleMs: 21 * 60_000 - 15_000,
      talkMs: 20 * 60_000 - 15_000,
      wrapMs: 60_000,
    });
    expect(taskDispositionRow(task({}))).toMatchObject({
      bucket: T0 + BUCKET_MS,
      disposition: 'Resolved',
      count: 1,
    });
  });

  it('counts a task no agent took as abandoned, whatever closed it, and never as completed', () => {
    for (const status of ['completed', 'canceled'] as const) {
      const [row] = taskRollupRows(task({ status, acceptedAt: null, wrappedAt: null, endedAt: T0 + 60_000 }));
      expect(row).toMatchObject({ created: 1, abandoned: 1, completed: 0, canceled: 0, handleMs: 0 });
    }
    const [, canceled] = taskRollupRows(task({ status: 'canceled', wrappedAt: null }));
    expect(canceled).toMatchObject({ canceled: 1, completed: 0 });
  });
});
