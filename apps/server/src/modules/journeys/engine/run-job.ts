import { WAIT_HANDLES } from '@parley/core/journeys/handles';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { respectsQuietHours } from '@parley/core/journeys/node-types';
import { quietHoursEnd } from '@parley/core/journeys/quiet-hours';
import { hasExitGoal } from '@parley/core/journeys/settings';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { EngineDeps } from './engine-deps.ts';
import { END_REASONS, ENGINE_TEXTS } from './engine-texts.ts';
import { enqueueRunJob } from './enqueue-job.ts';
import { runDefinition } from './journey-definitions.ts';
import { evaluateJourneyTree } from './nodes/evaluate-journey-tree.ts';
import { NODE_HANDLERS, NODE_RESUME_HANDLERS } from './nodes/node-handlers.ts';
import { endRun, lockRun, moveRunTo, readStep, writeStep } from './run-records.ts';
import { runScheduleJob } from './schedule-triggers.ts';
import { loadStepContact, type StepContact } from './step-contact.ts';
import type { EngineRun, NodeOutcome, StepContext } from './step-types.ts';

/** A job claimed from journey_jobs (deleted in the claiming transaction). */
export type ClaimedJob = {
  id: number;
  brandId: string;
  kind: string;
  key: string;
  journeyId: string | null;
  runId: string | null;
  nodeId: string | null;
  version: number | null;
  payload: Record<string, unknown> | null;
  dueAt: Date;
  attempts: number;
};

type Located = { run: EngineRun; definition: JourneyDefinition; nodeId: string; version: number };

function contextFor(
  tx: DbExecutor,
  deps: EngineDeps,
  located: Located,
  now: Date,
  afterCommit: Array<() => Promise<void>>,
): StepContext | null {
  const node = located.definition.nodes.find((candidate) => candidate.id === located.nodeId);
  if (!node) return null;
  let contact: Promise<StepContact | null> | null = null;
  return {
    tx,
    deps,
    run: located.run,
    definition: located.definition,
    node,
    now,
    afterCommit,
    contact: () => {
      contact ??= loadStepContact(tx, {
        brandId: located.run.brandId,
        contactId: located.run.contactId,
        defaultTimeZone: located.definition.settings.defaultTimeZone,
      });
      return contact;
    },
  };
}

/** The contact goes on by `output`: to the node its edge leads to, or the run completes there. */
async function advance(context: StepContext, output: string | null): Promise<void> {
  const { run, definition, node, tx, now } = context;
  const edge = definition.edges.find(
    (candidate) => candidate.source === node.id && candidate.sourceHandle === output,
  );
  const target = edge ? definition.nodes.find((candidate) => candidate.id === edge.target) : undefined;
  if (!target) {
    // docs/journeys.md: a missing edge on the output taken ends the run `completed` there.
    await endRun(tx, run, { state: 'completed', reason: END_REASONS.completed, now });
    return;
  }
  await moveRunTo(tx, run, target.id);
  await enqueueRunJob(tx, {
    brandId: run.brandId,
    kind: 'step',
    journeyId: run.journeyId,
    runId: run.id,
    nodeId: target.id,
    version: run.version,
    dueAt: now,
  });
}

async function applyOutcome(context: StepContext, outcome: NodeOutcome): Promise<void> {
  const { tx, run, node, now } = context;
  const at = { nodeId: node.id, version: run.version, now };
  switch (outcome.status) {
    case 'completed':
      await writeStep(tx, run, at, {
        status: 'completed',
        output: outcome.output,
        detail: outcome.detail ?? null,
        finished: true,
      });
      return advance(context, outcome.output);
    case 'skipped':
      await writeStep(tx, run, at, {
        status: 'skipped',
        reason: outcome.reason,
        detail: outcome.detail ?? null,
        finished: true,
      });
      return advance(context, null);
    case 'failed':
      await writeStep(tx, run, at, {
        status: 'failed',
        reason: outcome.reason,
        detail: outcome.detail ?? null,
        finished: true,
      });
      return endRun(tx, run, { state: 'failed', reason: outcome.reason, now });
    case 'waiting':
      await writeStep(tx, run, at, {
        status: 'waiting',
        reason: 'timer',
        detail: { until: outcome.until.toISOString(), ...outcome.detail },
        finished: false,
      });
      return enqueueRunJob(tx, {
        brandId: run.brandId,
        kind: 'timer',
        journeyId: run.journeyId,
        runId: run.id,
        nodeId: node.id,
        version: run.version,
        dueAt: outcome.until,
      });
    case 'waitingForEvent':
      await writeStep(tx, run, at, {
        status: 'waiting',
        reason: 'event',
        detail: { eventName: outcome.eventName, timeoutAt: outcome.timeoutAt.toISOString() },
        finished: false,
      });
      await tx.execute(sql`insert into journey_waits (brand_id, run_id, node_id, version, contact_id, event_type, event_name, created_at)
        values (${run.brandId}, ${run.id}, ${node.id}, ${run.version}, ${run.contactId}, ${outcome.eventType}, ${outcome.eventName}, ${now})
        on conflict do nothing`);
      return enqueueRunJob(tx, {
        brandId: run.brandId,
        kind: 'waitTimeout',
        journeyId: run.journeyId,
        runId: run.id,
        nodeId: node.id,
        version: run.version,
        dueAt: outcome.timeoutAt,
      });
  }
}

/** The run and its definition when the job still applies (the run is active there), else null. */
async function locate(tx: DbExecutor, job: ClaimedJob, now: Date): Promise<Located | null> {
  if (!job.runId || !job.nodeId || job.version === null) return null;
  const run = await lockRun(tx, job.brandId, job.runId);
  if (run?.state !== 'active' || run.version !== job.version || run.nodeId !== job.nodeId) return null;
  const definition = await runDefinition(tx, run);
  const at = { nodeId: job.nodeId, version: job.version, now };
  if (!definition) {
    await writeStep(tx, run, at, {
      status: 'failed',
      reason: ENGINE_TEXTS.definitionMissing,
      finished: true,
    });
    await endRun(tx, run, { state: 'failed', reason: ENGINE_TEXTS.definitionMissing, now });
    return null;
  }
  if (!definition.nodes.some((node) => node.id === job.nodeId)) {
    await writeStep(tx, run, at, { status: 'failed', reason: ENGINE_TEXTS.nodeMissing, finished: true });
    await endRun(tx, run, { state: 'failed', reason: ENGINE_TEXTS.nodeMissing, now });
    return null;
  }
  return { run, definition, nodeId: job.nodeId, version: job.version };
}

/**
 * A node's step (docs/journeys.md "Nodes"): the exit goal first, then quiet hours for the nodes that
 * reach the contact, then the node's own handler; its outcome is recorded and the contact moves on.
 */
async function runStepJob(
  tx: DbExecutor,
  deps: EngineDeps,
  job: ClaimedJob,
  now: Date,
  afterCommit: Array<() => Promise<void>>,
) {
  const located = await locate(tx, job, now);
  if (!located) return;
  const existing = await readStep(tx, located.run, located.nodeId, located.version);
  // A finished step, or one waiting for its timer or event, was done before (a repeated job).
  if (existing && !(existing.status === 'waiting' && existing.reason === 'quietHours')) return;
  const context = contextFor(tx, deps, located, now, afterCommit);
  if (!context) return;
  const { settings } = located.definition;
  if (hasExitGoal(settings) && (await evaluateJourneyTree(context, settings.exitGoal))) {
    await endRun(tx, located.run, { state: 'exited', reason: END_REASONS.goal, now });
    return;
  }
  if (respectsQuietHours(context.node.type)) {
    const contact = await context.contact();
    const end = quietHoursEnd(now, settings.quietHours, contact?.timeZone ?? settings.defaultTimeZone);
    if (end) {
      await writeStep(
        tx,
        located.run,
        { nodeId: located.nodeId, version: located.version, now },
        {
          status: 'waiting',
          reason: 'quietHours',
          detail: { until: end.toISOString() },
          finished: false,
        },
      );
      await enqueueRunJob(tx, {
        brandId: job.brandId,
        kind: 'step',
        journeyId: located.run.journeyId,
        runId: located.run.id,
        nodeId: located.nodeId,
        version: located.version,
        dueAt: end,
      });
      return;
    }
  }
  await applyOutcome(context, await NODE_HANDLERS[context.node.type](context));
}

/** A delay's timer fell due, its timeout passed, or its event came: the waiting step completes. */
async function runResumeJob(
  tx: DbExecutor,
  deps: EngineDeps,
  job: ClaimedJob,
  now: Date,
  afterCommit: Array<() => Promise<void>>,
) {
  const located = await locate(tx, job, now);
  if (!located) return;
  const existing = await readStep(tx, located.run, located.nodeId, located.version);
  if (existing?.status !== 'waiting' || existing.reason === 'quietHours') return;
  const context = contextFor(tx, deps, located, now, afterCommit);
  if (!context) return;
  const resume = NODE_RESUME_HANDLERS[context.node.type];
  if (resume && job.kind === 'timer') {
    await applyOutcome(context, await resume(context));
    return;
  }
  const output =
    job.kind === 'waitTimeout'
      ? WAIT_HANDLES.timeout
      : typeof job.payload?.output === 'string'
        ? job.payload.output
        : null;
  if (job.kind === 'waitTimeout') {
    await tx.execute(sql`delete from journey_waits where brand_id = ${job.brandId} and run_id = ${located.run.id}
      and node_id = ${located.nodeId} and version = ${located.version}`);
  }
  await writeStep(
    tx,
    located.run,
    { nodeId: located.nodeId, version: located.version, now },
    {
      status: 'completed',
      output,
      detail: typeof job.payload?.eventId === 'string' ? { eventId: job.payload.eventId } : null,
      finished: true,
    },
  );
  await advance(context, output);
}

/**
 * An event or identify came for a contact in flight (event-triggers.ts): if the exit goal holds now,
 * the run ends `exited: goal`, and a step waiting at its node ends with it.
 */
async function runExitCheckJob(
  tx: DbExecutor,
  deps: EngineDeps,
  job: ClaimedJob,
  now: Date,
  afterCommit: Array<() => Promise<void>>,
) {
  const located = await locate(tx, job, now);
  if (!located || !hasExitGoal(located.definition.settings)) return;
  const context = contextFor(tx, deps, located, now, afterCommit);
  if (!context || !(await evaluateJourneyTree(context, located.definition.settings.exitGoal))) return;
  const existing = await readStep(tx, located.run, located.nodeId, located.version);
  if (existing?.status === 'waiting')
    await writeStep(
      tx,
      located.run,
      { nodeId: located.nodeId, version: located.version, now },
      {
        status: 'ended',
        reason: END_REASONS.goal,
        finished: true,
      },
    );
  await endRun(tx, located.run, { state: 'exited', reason: END_REASONS.goal, now });
}

/** Runs one claimed job in the caller's transaction (a savepoint of the runner's batch). */
export async function runJob(
  tx: DbExecutor,
  deps: EngineDeps,
  job: ClaimedJob,
  now: Date,
  afterCommit: Array<() => Promise<void>>,
): Promise<void> {
  if (job.kind === 'step') return runStepJob(tx, deps, job, now, afterCommit);
  if (job.kind === 'timer' || job.kind === 'waitTimeout')
    return runResumeJob(tx, deps, job, now, afterCommit);
  if (job.kind === 'exitCheck') return runExitCheckJob(tx, deps, job, now, afterCommit);
  if (job.kind === 'schedule') return runScheduleJob(tx, deps, job, now, afterCommit);
  // Any other kind has no handler here: dropped (the claim deleted it).
}

/** After its last attempt a job's run ends `failed`, the error recorded on the node's step. */
export async function failJobRun(tx: DbExecutor, job: ClaimedJob, reason: string, now: Date): Promise<void> {
  if (!job.runId || !job.nodeId || job.version === null) return;
  const run = await lockRun(tx, job.brandId, job.runId);
  if (run?.state !== 'active') return;
  await writeStep(
    tx,
    run,
    { nodeId: job.nodeId, version: job.version, now },
    { status: 'failed', reason, finished: true },
  );
  await endRun(tx, run, { state: 'failed', reason, now });
}
