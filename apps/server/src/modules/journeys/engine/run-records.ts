import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { engineRows } from './engine-sql.ts';
import type { TriggerEventSnapshot } from './step-contact.ts';
import type { EngineRun } from './step-types.ts';

type RunRow = {
  id: string;
  brand_id: string;
  journey_id: string;
  version: number;
  contact_id: string;
  state: string;
  node_id: string | null;
  trigger_event: TriggerEventSnapshot | null;
  test: boolean;
  delay_scale: number;
  definition: unknown;
};

/** The run, locked until the step's transaction ends (a publish moving runs waits for it). */
export async function lockRun(
  tx: DbExecutor,
  brandId: string,
  runId: string,
): Promise<(EngineRun & { definition: unknown }) | null> {
  const [row] = await engineRows<RunRow>(
    tx,
    sql`select id, brand_id, journey_id, version, contact_id, state, node_id, trigger_event, test, delay_scale, definition
      from journey_runs where brand_id = ${brandId} and id = ${runId} for update`,
  );
  if (!row) return null;
  return {
    id: row.id,
    brandId: row.brand_id,
    journeyId: row.journey_id,
    version: row.version,
    contactId: row.contact_id,
    state: row.state,
    nodeId: row.node_id,
    triggerEvent: row.trigger_event,
    test: row.test,
    delayScale: row.delay_scale,
    definition: row.definition,
  };
}

export type StepRecord = {
  status: 'waiting' | 'completed' | 'skipped' | 'failed' | 'ended';
  output?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
  finished: boolean;
};

/** The step of a run at a node of a version: (run, node, version) is its key, so a repeat updates it. */
export async function writeStep(
  tx: DbExecutor,
  run: Pick<EngineRun, 'brandId' | 'id' | 'journeyId'>,
  at: { nodeId: string; version: number; now: Date },
  record: StepRecord,
): Promise<void> {
  const finishedAt = record.finished ? at.now : null;
  const detail = record.detail ? JSON.stringify(record.detail) : null;
  await tx.execute(sql`insert into journey_steps
      (brand_id, run_id, node_id, version, journey_id, status, output, reason, detail, entered_at, finished_at)
    values (${run.brandId}, ${run.id}, ${at.nodeId}, ${at.version}, ${run.journeyId}, ${record.status},
      ${record.output ?? null}, ${record.reason ?? null}, ${detail}::jsonb, ${at.now}, ${finishedAt})
    on conflict (brand_id, run_id, node_id, version) do update set status = excluded.status,
      output = excluded.output, reason = excluded.reason,
      detail = coalesce(excluded.detail, journey_steps.detail), finished_at = excluded.finished_at`);
}

export async function readStep(
  tx: DbExecutor,
  run: Pick<EngineRun, 'brandId' | 'id'>,
  nodeId: string,
  version: number,
): Promise<{ status: string; reason: string | null } | null> {
  const [row] = await engineRows<{ status: string; reason: string | null }>(
    tx,
    sql`select status, reason from journey_steps
      where brand_id = ${run.brandId} and run_id = ${run.id} and node_id = ${nodeId} and version = ${version}`,
  );
  return row ?? null;
}

/** The run is over: its state and reason, no current node, nothing left pending. */
export async function endRun(
  tx: DbExecutor,
  run: Pick<EngineRun, 'brandId' | 'id'>,
  ending: { state: 'completed' | 'exited' | 'failed'; reason: string; now: Date },
): Promise<void> {
  await tx.execute(sql`update journey_runs set state = ${ending.state}, end_reason = ${ending.reason},
      node_id = null, ended_at = ${ending.now}
    where brand_id = ${run.brandId} and id = ${run.id}`);
  // Dead jobs stay for inspection.
  await tx.execute(sql`delete from journey_jobs where brand_id = ${run.brandId} and run_id = ${run.id}
    and kind <> 'deliver' and dead_at is null`);
  await tx.execute(sql`delete from journey_waits where brand_id = ${run.brandId} and run_id = ${run.id}`);
}

export async function moveRunTo(
  tx: DbExecutor,
  run: Pick<EngineRun, 'brandId' | 'id'>,
  nodeId: string,
): Promise<void> {
  await tx.execute(
    sql`update journey_runs set node_id = ${nodeId} where brand_id = ${run.brandId} and id = ${run.id}`,
  );
}
