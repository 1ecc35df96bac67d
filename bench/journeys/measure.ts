// What the bench reads back from the database: progress while it runs, and at the end the proof that
// every contact took each of its steps exactly once, with one effect each.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import { DELAY_MS, STEPS_PER_RUN } from './journey.ts';

async function rows<T>(db: DbExecutor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function finishedSteps(db: DbExecutor, journeyId: string): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from journey_steps where journey_id = ${journeyId} and status <> 'waiting'`,
  );
  return Number(row?.n ?? 0);
}

/** Lateness of every delay that ended before `before`: when it ended minus when it was due. */
export async function delayLateness(
  db: DbExecutor,
  journeyId: string,
  delayScale: number,
  before: Date,
): Promise<number[]> {
  const dueAfterMs = DELAY_MS / delayScale;
  const found = await rows<{ late_ms: number }>(
    db,
    sql`select extract(epoch from (finished_at - entered_at)) * 1000 - ${dueAfterMs} as late_ms
      from journey_steps where journey_id = ${journeyId} and node_id = 'wait' and status = 'completed'
      and finished_at < ${before}`,
  );
  return found.map((row) => Number(row.late_ms)).sort((a, b) => a - b);
}

export type Audit = {
  runs: number;
  completedRuns: number;
  steps: number;
  distinctSteps: number;
  runsWithoutTheirSteps: number;
  texts: number;
  distinctTextedPhones: number;
  tasks: number;
  distinctTaskRuns: number;
  markedContacts: number;
  jobsLeft: number;
};

export async function audit(db: DbExecutor, brandId: string, journeyId: string): Promise<Audit> {
  const [runs] = await rows<{ runs: string; completed: string }>(
    db,
    sql`select count(*) as runs, count(*) filter (where state = 'completed') as completed
      from journey_runs where journey_id = ${journeyId}`,
  );
  const [steps] = await rows<{ steps: string; distinct_steps: string }>(
    db,
    sql`select count(*) as steps, count(distinct (run_id, node_id)) as distinct_steps
      from journey_steps where journey_id = ${journeyId}`,
  );
  const [incomplete] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from (select run_id from journey_steps where journey_id = ${journeyId}
      group by run_id having count(*) <> ${STEPS_PER_RUN}
        or count(*) filter (where status = 'completed') <> ${STEPS_PER_RUN}) as odd`,
  );
  const [texts] = await rows<{ n: string; phones: string }>(
    db,
    sql`select count(*) as n, count(distinct to_number) as phones from simulator_sms where brand_id = ${brandId}`,
  );
  const [tasks] = await rows<{ n: string; runs: string }>(
    db,
    sql`select count(*) as n, count(distinct attributes ->> 'journeyRunId') as runs from tasks
      where brand_id = ${brandId} and attributes ->> 'journeyRunId' is not null`,
  );
  const [marked] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from contacts where brand_id = ${brandId}
      and custom_properties ->> 'cartStage' = 'followed-up'`,
  );
  const [jobs] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from journey_jobs where brand_id = ${brandId}`,
  );
  return {
    runs: Number(runs?.runs ?? 0),
    completedRuns: Number(runs?.completed ?? 0),
    steps: Number(steps?.steps ?? 0),
    distinctSteps: Number(steps?.distinct_steps ?? 0),
    runsWithoutTheirSteps: Number(incomplete?.n ?? 0),
    texts: Number(texts?.n ?? 0),
    distinctTextedPhones: Number(texts?.phones ?? 0),
    tasks: Number(tasks?.n ?? 0),
    distinctTaskRuns: Number(tasks?.runs ?? 0),
    markedContacts: Number(marked?.n ?? 0),
    jobsLeft: Number(jobs?.n ?? 0),
  };
}
