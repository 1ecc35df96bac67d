import { describe, expect, it } from 'vitest';
import { planTableUpkeep, type TableActivity } from './embedded-maintenance-rules.ts';

const quiet = (table: string, liveTuples = 0): TableActivity => ({
  table,
  liveTuples,
  deadTuples: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
});

describe('planTableUpkeep (autovacuum defaults)', () => {
  it('leaves quiet tables and tables at their thresholds alone', () => {
    expect(planTableUpkeep([])).toEqual([]);
    expect(
      planTableUpkeep([
        quiet('users', 500),
        // 50 + 0.2 × 1,000 = 250 dead rows: at the limit, not past it
        { ...quiet('tasks', 1000), deadTuples: 250 },
        // 1,000 + 0.2 × 1,000 = 1,200 inserts
        { ...quiet('stream_events', 1000), insertedSinceVacuum: 1200 },
        // 50 + 0.1 × 1,000 = 150 changes
        { ...quiet('contacts', 1000), modifiedSinceAnalyze: 150 },
      ]),
    ).toEqual([]);
  });

  it('vacuums (and analyzes) past the dead-row threshold, 50 + 0.2 × live rows', () => {
    expect(planTableUpkeep([{ ...quiet('tasks', 1000), deadTuples: 251 }])).toEqual([
      { table: 'tasks', action: 'vacuum-analyze' },
    ]);
    expect(planTableUpkeep([{ ...quiet('workers'), deadTuples: 51 }])).toEqual([
      { table: 'workers', action: 'vacuum-analyze' },
    ]);
    expect(planTableUpkeep([{ ...quiet('workers'), deadTuples: 50 }])).toEqual([]);
  });

  it('vacuums past the insert threshold, 1,000 + 0.2 × live rows', () => {
    expect(planTableUpkeep([{ ...quiet('stream_events', 1000), insertedSinceVacuum: 1201 }])).toEqual([
      { table: 'stream_events', action: 'vacuum-analyze' },
    ]);
    expect(planTableUpkeep([{ ...quiet('contacts'), insertedSinceVacuum: 1001 }])).toEqual([
      { table: 'contacts', action: 'vacuum-analyze' },
    ]);
  });

  it('only analyzes past the analyze threshold, 50 + 0.1 × live rows, when no vacuum is due', () => {
    expect(planTableUpkeep([{ ...quiet('contacts', 1000), modifiedSinceAnalyze: 151 }])).toEqual([
      { table: 'contacts', action: 'analyze' },
    ]);
    expect(planTableUpkeep([{ ...quiet('contacts'), modifiedSinceAnalyze: 51 }])).toEqual([
      { table: 'contacts', action: 'analyze' },
    ]);
    // A vacuum that is due analyzes too: one statement, not two.
    expect(
      planTableUpkeep([{ ...quiet('tasks', 1000), deadTuples: 300, modifiedSinceAnalyze: 400 }]),
    ).toEqual([{ table: 'tasks', action: 'vacuum-analyze' }]);
  });

  it('puts vacuums first, then analyzes, each the furthest past its threshold first, ties by name', () => {
    const plan = planTableUpkeep([
      { ...quiet('contacts', 1000), modifiedSinceAnalyze: 1500 }, // analyze, 10× its limit
      { ...quiet('reservations'), deadTuples: 60 }, // vacuum, 1.2×
      quiet('users', 20),
      { ...quiet('workers'), deadTuples: 500 }, // vacuum, 10×
      { ...quiet('tags'), modifiedSinceAnalyze: 100 }, // analyze, 2×
      { ...quiet('stream_events'), insertedSinceVacuum: 3000 }, // vacuum, 3×
      { ...quiet('dispositions'), modifiedSinceAnalyze: 100 }, // analyze, 2×
    ]);
    expect(plan).toEqual([
      { table: 'workers', action: 'vacuum-analyze' },
      { table: 'stream_events', action: 'vacuum-analyze' },
      { table: 'reservations', action: 'vacuum-analyze' },
      { table: 'contacts', action: 'analyze' },
      { table: 'dispositions', action: 'analyze' },
      { table: 'tags', action: 'analyze' },
    ]);
  });
});
