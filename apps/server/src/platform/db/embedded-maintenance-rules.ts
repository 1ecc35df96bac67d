/** One table's counters from `pg_stat_user_tables`. */
export type TableActivity = {
  table: string;
  liveTuples: number;
  deadTuples: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
};

export type TableUpkeep = { table: string; action: 'vacuum-analyze' | 'analyze' };

// PostgreSQL's autovacuum defaults (autovacuum_vacuum_threshold / _scale_factor,
// autovacuum_vacuum_insert_threshold / _scale_factor, autovacuum_analyze_threshold / _scale_factor):
// PGlite runs no autovacuum, so the server applies the same rules to its embedded database.
export const VACUUM_THRESHOLD = 50;
export const VACUUM_SCALE_FACTOR = 0.2;
export const VACUUM_INSERT_THRESHOLD = 1000;
export const VACUUM_INSERT_SCALE_FACTOR = 0.2;
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * The tables that need upkeep and what each needs, most urgent first: every vacuum before any
 * analyze (dead rows cost every scan and the visibility map; stale statistics only some plans), and
 * within each, the table furthest past its threshold first (ties by name). Tables with nothing to do
 * are left out.
 */
export function planTableUpkeep(tables: readonly TableActivity[]): TableUpkeep[] {
  const planned: Array<TableUpkeep & { urgency: number }> = [];
  for (const activity of tables) {
    const deadLimit = VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * activity.liveTuples;
    const insertLimit = VACUUM_INSERT_THRESHOLD + VACUUM_INSERT_SCALE_FACTOR * activity.liveTuples;
    const analyzeLimit = ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * activity.liveTuples;
    if (activity.deadTuples > deadLimit || activity.insertedSinceVacuum > insertLimit) {
      const urgency = Math.max(activity.deadTuples / deadLimit, activity.insertedSinceVacuum / insertLimit);
      planned.push({ table: activity.table, action: 'vacuum-analyze', urgency });
    } else if (activity.modifiedSinceAnalyze > analyzeLimit) {
      planned.push({
        table: activity.table,
        action: 'analyze',
        urgency: activity.modifiedSinceAnalyze / analyzeLimit,
      });
    }
  }
  planned.sort(
    (a, b) =>
      actionRank(a.action) - actionRank(b.action) ||
      b.urgency - a.urgency ||
      (a.table < b.table ? -1 : a.table > b.table ? 1 : 0),
  );
  return planned.map(({ table, action }) => ({ table, action }));
}

function actionRank(action: TableUpkeep['action']): number {
  return action === 'vacuum-analyze' ? 0 : 1;
}
