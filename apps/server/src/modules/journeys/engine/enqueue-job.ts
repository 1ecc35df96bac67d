import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { type JobKind, runJobKey } from './job-keys.ts';

export type RunJob = {
  brandId: string;
  kind: Exclude<JobKind, 'deliver' | 'schedule'>;
  journeyId: string;
  runId: string;
  nodeId: string;
  version: number;
  dueAt: Date;
  payload?: Record<string, unknown> | null;
};

/** Enqueues a job of a run at a node; a job with the same key already there is kept (idempotent). */
export async function enqueueRunJob(tx: DbExecutor, job: RunJob): Promise<void> {
  const key = runJobKey(job.kind, job.runId, job.nodeId, job.version);
  await tx.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, run_id, node_id, version, payload, due_at)
    values (${job.brandId}, ${job.kind}, ${key}, ${job.journeyId}, ${job.runId}, ${job.nodeId}, ${job.version},
      ${job.payload ? JSON.stringify(job.payload) : null}::jsonb, ${job.dueAt})
    on conflict (brand_id, key) do nothing`);
}

/** Deletes a run's pending job of this kind at this node (a wait resolved before its timeout). */
export async function dropRunJob(
  tx: DbExecutor,
  job: Pick<RunJob, 'brandId' | 'kind' | 'runId' | 'nodeId' | 'version'>,
): Promise<void> {
  await tx.execute(
    sql`delete from journey_jobs where brand_id = ${job.brandId} and key = ${runJobKey(job.kind, job.runId, job.nodeId, job.version)}`,
  );
}
