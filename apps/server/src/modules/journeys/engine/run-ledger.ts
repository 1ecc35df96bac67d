import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { ContactState } from '../../contacts/contact-state.ts';
import { saveContactStates } from '../../contacts/save-contacts.ts';
import { type PlatformEvent, recordPlatformEvents } from '../../events/record-platform-events.ts';
import { groupByBrand, uuidArray } from './engine-sql.ts';
import { runJobKey } from './job-keys.ts';
import type { EngineRun } from './step-types.ts';

// The runner's view of one batch (docs/journeys.md "The runner, set-based"): the runs its jobs locked
// and their steps, read in one statement each, and everything the jobs write to the journey tables,
// kept here and written in one statement per table when the batch ends (flush). A job that fails is
// undone here (rollbackTo) as its savepoint is in the database.

export type LedgerRun = EngineRun & { definition: unknown };

/** A step as a job records it: (run, node, version) is its key, so a repeat updates it. */
export type StepRecord = {
  status: 'waiting' | 'completed' | 'skipped' | 'failed' | 'ended';
  output?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
  finished: boolean;
};

/** A job the batch writes: a run's next job, or a failed job put back (attempts, error, dead). */
export type LedgerJob = {
  brandId: string;
  kind: string;
  key: string;
  journeyId: string | null;
  runId: string | null;
  nodeId: string | null;
  version: number | null;
  payload: Record<string, unknown> | null;
  dueAt: Date;
  attempts?: number;
  lastError?: string | null;
  deadAt?: Date | null;
};

type StepWrite = {
  brandId: string;
  runId: string;
  journeyId: string;
  nodeId: string;
  version: number;
  status: string;
  output: string | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  enteredAt: Date;
  finishedAt: Date | null;
};

type RunWrite = {
  brandId: string;
  id: string;
  nodeId: string | null;
  ending: { state: string; reason: string; at: Date } | null;
};

type WaitWrite = {
  brandId: string;
  runId: string;
  nodeId: string;
  version: number;
  contactId: string;
  eventType: string;
  eventName: string;
  createdAt: Date;
};

export type StepState = { status: string; reason: string | null };

const runKey = (brandId: string, runId: string) => `${brandId}:${runId}`;
const stepKey = (brandId: string, runId: string, nodeId: string, version: number) =>
  `${brandId}:${runId}:${nodeId}:${version}`;

export class RunLedger {
  private readonly runs = new Map<string, LedgerRun>();
  private readonly steps = new Map<string, StepState>();
  private readonly stepWrites = new Map<string, StepWrite>();
  private readonly runWrites = new Map<string, RunWrite>();
  private readonly jobs = new Map<string, LedgerJob>();
  private readonly waits = new Map<string, WaitWrite>();
  private readonly waitDeletes = new Map<
    string,
    { brandId: string; runId: string; nodeId: string; version: number }
  >();
  private readonly events: Array<{ brandId: string; now: Date; event: PlatformEvent }> = [];
  private readonly contacts = new Map<string, { brandId: string; now: Date; state: ContactState }>();
  private readonly undo: Array<() => void> = [];

  /** Runs and steps read for the batch (batch-reads.ts). */
  know(
    runs: LedgerRun[],
    steps: Array<{ brandId: string; runId: string; nodeId: string; version: number } & StepState>,
  ) {
    for (const run of runs) this.runs.set(runKey(run.brandId, run.id), run);
    for (const step of steps)
      this.steps.set(stepKey(step.brandId, step.runId, step.nodeId, step.version), {
        status: step.status,
        reason: step.reason,
      });
  }

  run(brandId: string, runId: string): LedgerRun | null {
    return this.runs.get(runKey(brandId, runId)) ?? null;
  }

  step(run: Pick<EngineRun, 'brandId' | 'id'>, nodeId: string, version: number): StepState | null {
    return this.steps.get(stepKey(run.brandId, run.id, nodeId, version)) ?? null;
  }

  /** Where a job's writes begin: rollbackTo(it) undoes them when the job fails. */
  checkpoint(): number {
    return this.undo.length;
  }

  rollbackTo(checkpoint: number): void {
    while (this.undo.length > checkpoint) this.undo.pop()?.();
  }

  private setIn<K, V>(map: Map<K, V>, key: K, value: V): void {
    const had = map.has(key);
    const previous = map.get(key);
    map.set(key, value);
    this.undo.push(() => {
      if (had) map.set(key, previous as V);
      else map.delete(key);
    });
  }

  private deleteIn<K, V>(map: Map<K, V>, key: K): void {
    if (!map.has(key)) return;
    const previous = map.get(key) as V;
    map.delete(key);
    this.undo.push(() => map.set(key, previous));
  }

  /** The step of a run at a node of a version; a second write of the same step updates it. */
  writeStep(
    run: Pick<EngineRun, 'brandId' | 'id' | 'journeyId'>,
    at: { nodeId: string; version: number; now: Date },
    record: StepRecord,
  ): void {
    const key = stepKey(run.brandId, run.id, at.nodeId, at.version);
    const earlier = this.stepWrites.get(key);
    this.setIn(this.stepWrites, key, {
      brandId: run.brandId,
      runId: run.id,
      journeyId: run.journeyId,
      nodeId: at.nodeId,
      version: at.version,
      status: record.status,
      output: record.output ?? null,
      reason: record.reason ?? null,
      detail: record.detail ?? earlier?.detail ?? null,
      enteredAt: earlier?.enteredAt ?? at.now,
      finishedAt: record.finished ? at.now : null,
    });
    this.setIn(this.steps, key, { status: record.status, reason: record.reason ?? null });
  }

  moveRun(run: LedgerRun, nodeId: string): void {
    const key = runKey(run.brandId, run.id);
    const previousNode = run.nodeId;
    run.nodeId = nodeId;
    this.undo.push(() => {
      run.nodeId = previousNode;
    });
    this.setIn(this.runWrites, key, { brandId: run.brandId, id: run.id, nodeId, ending: null });
  }

  /** The run is over: its state and reason, no current node, nothing left pending (its jobs and waits). */
  endRun(
    run: LedgerRun,
    ending: { state: 'completed' | 'exited' | 'failed'; reason: string; now: Date },
  ): void {
    const key = runKey(run.brandId, run.id);
    const previous = { state: run.state, nodeId: run.nodeId };
    run.state = ending.state;
    run.nodeId = null;
    this.undo.push(() => {
      run.state = previous.state;
      run.nodeId = previous.nodeId;
    });
    this.setIn(this.runWrites, key, {
      brandId: run.brandId,
      id: run.id,
      nodeId: null,
      ending: { state: ending.state, reason: ending.reason, at: ending.now },
    });
    for (const [jobKey, job] of this.jobs)
      if (job.runId === run.id && job.brandId === run.brandId && !job.deadAt)
        this.deleteIn(this.jobs, jobKey);
    for (const [waitKey, wait] of this.waits)
      if (wait.runId === run.id && wait.brandId === run.brandId) this.deleteIn(this.waits, waitKey);
  }

  /** A job to write; one with the same key already written or in the table is kept (idempotent). */
  enqueue(job: LedgerJob): void {
    const key = `${job.brandId}:${job.key}`;
    if (this.jobs.has(key)) return;
    this.setIn(this.jobs, key, job);
  }

  enqueueRunJob(job: {
    brandId: string;
    kind: 'step' | 'timer' | 'waitTimeout' | 'exitCheck';
    journeyId: string;
    runId: string;
    nodeId: string;
    version: number;
    dueAt: Date;
  }): void {
    this.enqueue({ ...job, key: runJobKey(job.kind, job.runId, job.nodeId, job.version), payload: null });
  }

  addWait(wait: WaitWrite): void {
    this.setIn(this.waits, stepKey(wait.brandId, wait.runId, wait.nodeId, wait.version), wait);
  }

  deleteWait(wait: { brandId: string; runId: string; nodeId: string; version: number }): void {
    const key = stepKey(wait.brandId, wait.runId, wait.nodeId, wait.version);
    this.deleteIn(this.waits, key);
    this.setIn(this.waitDeletes, key, wait);
  }

  /** Platform events a step caused: recorded after the batch's journey writes, in its transaction. */
  publish(brandId: string, now: Date, events: PlatformEvent[]): void {
    const start = this.events.length;
    for (const event of events) this.events.push({ brandId, now, event });
    this.undo.push(() => {
      this.events.length = start;
    });
  }

  /**
   * A contact a step changed (its state read with the batch, changed in place): saved with the batch.
   * Only when the batch runs without savepoints, where a failure rolls back the whole batch.
   */
  saveContact(brandId: string, now: Date, state: ContactState): void {
    this.setIn(this.contacts, `${brandId}:${state.id}`, { brandId, now, state });
  }

  /** Everything written, one statement per table, in the batch's transaction. */
  async flush(tx: DbExecutor): Promise<void> {
    this.undo.length = 0;
    await this.flushRuns(tx);
    await this.flushWaitDeletes(tx);
    await this.flushSteps(tx);
    await this.flushWaits(tx);
    await this.flushJobs(tx);
    await this.flushContacts(tx);
    await this.flushEvents(tx);
  }

  private async flushContacts(tx: DbExecutor): Promise<void> {
    const byBrand = new Map<string, { now: Date; states: ContactState[] }>();
    for (const { brandId, now, state } of this.contacts.values()) {
      const group = byBrand.get(brandId) ?? { now, states: [] };
      group.states.push(state);
      byBrand.set(brandId, group);
    }
    for (const [brandId, group] of byBrand)
      await saveContactStates(tx, { brandId, states: group.states, now: group.now });
  }

  // Updates and deletes name one brand and an array of run ids, so they go by the primary key (or
  // journey_jobs_run) whatever the statistics say of tables that grow by thousands of rows a second.

  private async flushRuns(tx: DbExecutor): Promise<void> {
    for (const [brandId, writes] of groupByBrand(this.runWrites.values(), (write) => write.brandId)) {
      const rows = writes.map((write) => ({
        id: write.id,
        node_id: write.nodeId,
        state: write.ending?.state ?? null,
        end_reason: write.ending?.reason ?? null,
        ended_at: write.ending?.at.toISOString() ?? null,
      }));
      await tx.execute(sql`update journey_runs r set node_id = t.node_id, state = coalesce(t.state, r.state),
          end_reason = coalesce(t.end_reason, r.end_reason), ended_at = coalesce(t.ended_at, r.ended_at)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as t(id uuid, node_id text, state text, end_reason text, ended_at timestamptz)
        where r.brand_id = ${brandId} and r.id = any(${uuidArray(writes.map((write) => write.id))}::uuid[])
          and r.id = t.id`);
      const ended = uuidArray(writes.filter((write) => write.ending).map((write) => write.id));
      if (ended === '{}') continue;
      // Dead jobs stay for inspection; the batch's own jobs of these runs were dropped by endRun.
      await tx.execute(sql`delete from journey_jobs where brand_id = ${brandId} and run_id = any(${ended}::uuid[])
        and kind <> 'deliver' and dead_at is null`);
      await tx.execute(
        sql`delete from journey_waits where brand_id = ${brandId} and run_id = any(${ended}::uuid[])`,
      );
    }
  }

  private async flushWaitDeletes(tx: DbExecutor): Promise<void> {
    for (const [brandId, waits] of groupByBrand(this.waitDeletes.values(), (wait) => wait.brandId)) {
      const rows = waits.map((wait) => ({ run_id: wait.runId, node_id: wait.nodeId, version: wait.version }));
      await tx.execute(sql`delete from journey_waits w
        using jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(run_id uuid, node_id text, version integer)
        where w.brand_id = ${brandId} and w.run_id = any(${uuidArray(waits.map((wait) => wait.runId))}::uuid[])
          and w.run_id = t.run_id and w.node_id = t.node_id and w.version = t.version`);
    }
  }

  private async flushSteps(tx: DbExecutor): Promise<void> {
    if (this.stepWrites.size === 0) return;
    const rows = [...this.stepWrites.values()].map((step) => ({
      brand_id: step.brandId,
      run_id: step.runId,
      node_id: step.nodeId,
      version: step.version,
      journey_id: step.journeyId,
      status: step.status,
      output: step.output,
      reason: step.reason,
      detail: step.detail,
      entered_at: step.enteredAt.toISOString(),
      finished_at: step.finishedAt?.toISOString() ?? null,
    }));
    await tx.execute(sql`insert into journey_steps
        (brand_id, run_id, node_id, version, journey_id, status, output, reason, detail, entered_at, finished_at)
      select brand_id, run_id, node_id, version, journey_id, status, output, reason, detail, entered_at, finished_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(brand_id uuid, run_id uuid, node_id text,
        version integer, journey_id uuid, status text, output text, reason text, detail jsonb,
        entered_at timestamptz, finished_at timestamptz)
      on conflict (brand_id, run_id, node_id, version) do update set status = excluded.status,
        output = excluded.output, reason = excluded.reason,
        detail = coalesce(excluded.detail, journey_steps.detail), finished_at = excluded.finished_at`);
  }

  private async flushWaits(tx: DbExecutor): Promise<void> {
    if (this.waits.size === 0) return;
    const rows = [...this.waits.values()].map((wait) => ({
      brand_id: wait.brandId,
      run_id: wait.runId,
      node_id: wait.nodeId,
      version: wait.version,
      contact_id: wait.contactId,
      event_type: wait.eventType,
      event_name: wait.eventName,
      created_at: wait.createdAt.toISOString(),
    }));
    await tx.execute(sql`insert into journey_waits (brand_id, run_id, node_id, version, contact_id, event_type, event_name, created_at)
      select brand_id, run_id, node_id, version, contact_id, event_type, event_name, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(brand_id uuid, run_id uuid, node_id text,
        version integer, contact_id uuid, event_type text, event_name text, created_at timestamptz)
      on conflict do nothing`);
  }

  private async flushJobs(tx: DbExecutor): Promise<void> {
    if (this.jobs.size === 0) return;
    const rows = [...this.jobs.values()].map((job) => ({
      brand_id: job.brandId,
      kind: job.kind,
      key: job.key,
      journey_id: job.journeyId,
      run_id: job.runId,
      node_id: job.nodeId,
      version: job.version,
      payload: job.payload,
      due_at: job.dueAt.toISOString(),
      attempts: job.attempts ?? 0,
      last_error: job.lastError ?? null,
      dead_at: job.deadAt?.toISOString() ?? null,
    }));
    await tx.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, run_id, node_id, version, payload,
        due_at, attempts, last_error, dead_at)
      select brand_id, kind, key, journey_id, run_id, node_id, version, payload, due_at, attempts, last_error, dead_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(brand_id uuid, kind text, key text,
        journey_id uuid, run_id uuid, node_id text, version integer, payload jsonb, due_at timestamptz,
        attempts integer, last_error text, dead_at timestamptz)
      on conflict (brand_id, key) do nothing`);
  }

  private async flushEvents(tx: DbExecutor): Promise<void> {
    const byBrand = new Map<string, { now: Date; events: PlatformEvent[] }>();
    for (const { brandId, now, event } of this.events) {
      const group = byBrand.get(brandId) ?? { now, events: [] };
      group.events.push(event);
      byBrand.set(brandId, group);
    }
    for (const [brandId, group] of byBrand)
      await recordPlatformEvents(tx, { brandId, now: group.now, events: group.events });
  }
}
