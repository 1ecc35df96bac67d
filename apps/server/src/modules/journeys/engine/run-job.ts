import { WAIT_HANDLES } from '@parley/core/journeys/handles';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { respectsQuietHours } from '@parley/core/journeys/node-types';
import { quietHoursEnd } from '@parley/core/journeys/quiet-hours';
import { hasExitGoal } from '@parley/core/journeys/settings';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { applyContactPatch } from '../../contacts/contact-state.ts';
import { patchContact } from '../../contacts/patch-contact.ts';
import { type BatchReads, brandKey } from './batch-reads.ts';
import type { ClaimedJob } from './claimed-job.ts';
import type { EngineDeps } from './engine-deps.ts';
import { END_REASONS, ENGINE_TEXTS } from './engine-texts.ts';
import { evaluateJourneyTree } from './nodes/evaluate-journey-tree.ts';
import { NODE_HANDLERS, NODE_RESUME_HANDLERS } from './nodes/node-handlers.ts';
import type { LedgerRun, RunLedger } from './run-ledger.ts';
import { runScheduleJob } from './schedule-triggers.ts';
import { loadStepContact, type StepContact, stepContactOf } from './step-contact.ts';
import type { NodeOutcome, StepContext } from './step-types.ts';

type Located = { run: LedgerRun; definition: JourneyDefinition; nodeId: string; version: number };

/** What a job works with: the batch's transaction, reads and ledger, the step's clock and effects. */
export type JobScope = {
  tx: DbExecutor;
  deps: EngineDeps;
  batch: BatchReads;
  now: Date;
  afterCommit: Array<() => Promise<void>>;
  /**
   * The batch runs without savepoints (job-runner.ts): a failure rolls all of it back, so contacts
   * can be changed in the batch's reads and saved together at its end.
   */
  deferContactWrites: boolean;
};

function contextFor(scope: JobScope, located: Located): StepContext | null {
  const node = located.definition.nodes.find((candidate) => candidate.id === located.nodeId);
  if (!node) return null;
  const { tx, deps, batch, now, afterCommit } = scope;
  const { run, definition } = located;
  const key = brandKey(run.brandId, run.contactId);
  const defaultTimeZone = definition.settings.defaultTimeZone;
  let contact: Promise<StepContact | null> | null = null;
  return {
    tx,
    deps,
    run,
    definition,
    node,
    now,
    afterCommit,
    evaluations: batch.evaluations.get(brandKey(run.brandId, run.id)),
    publish: (events) =>
      batch.ledger.publish(
        run.brandId,
        now,
        events.map((event) => ({ ...event, occurredAt: event.occurredAt ?? now })),
      ),
    patchContact: async (patch, profileId) => {
      const state = scope.deferContactWrites ? batch.contactStates.get(key) : undefined;
      if (!state)
        return patchContact(tx, { brandId: run.brandId, contactId: run.contactId, profileId, patch, now });
      applyContactPatch(state, patch);
      batch.ledger.saveContact(run.brandId, now, state);
      return true;
    },
    contact: () => {
      if (!contact && batch.profiles.has(key)) {
        const profile = batch.profiles.get(key);
        contact = Promise.resolve(profile ? stepContactOf(profile, defaultTimeZone) : null);
      }
      contact ??= loadStepContact(tx, { brandId: run.brandId, contactId: run.contactId, defaultTimeZone });
      return contact;
    },
  };
}

/** The contact goes on by `output`: to the node its edge leads to, or the run completes there. */
function advance(ledger: RunLedger, context: StepContext & { run: LedgerRun }, output: string | null): void {
  const { run, definition, node, now } = context;
  const edge = definition.edges.find(
    (candidate) => candidate.source === node.id && candidate.sourceHandle === output,
  );
  const target = edge ? definition.nodes.find((candidate) => candidate.id === edge.target) : undefined;
  if (!target) {
    // docs/journeys.md: a missing edge on the output taken ends the run `completed` there.
    ledger.endRun(run, { state: 'completed', reason: END_REASONS.completed, now });
    return;
  }
  ledger.moveRun(run, target.id);
  ledger.enqueueRunJob({
    brandId: run.brandId,
    kind: 'step',
    journeyId: run.journeyId,
    runId: run.id,
    nodeId: target.id,
    version: run.version,
    dueAt: now,
  });
}

function applyOutcome(
  ledger: RunLedger,
  context: StepContext & { run: LedgerRun },
  outcome: NodeOutcome,
): void {
  const { run, node, now } = context;
  const at = { nodeId: node.id, version: run.version, now };
  switch (outcome.status) {
    case 'completed':
      ledger.writeStep(run, at, {
        status: 'completed',
        output: outcome.output,
        detail: outcome.detail ?? null,
        finished: true,
      });
      advance(ledger, context, outcome.output);
      return;
    case 'skipped':
      ledger.writeStep(run, at, {
        status: 'skipped',
        reason: outcome.reason,
        detail: outcome.detail ?? null,
        finished: true,
      });
      advance(ledger, context, null);
      return;
    case 'failed':
      ledger.writeStep(run, at, {
        status: 'failed',
        reason: outcome.reason,
        detail: outcome.detail ?? null,
        finished: true,
      });
      ledger.endRun(run, { state: 'failed', reason: outcome.reason, now });
      return;
    case 'waiting':
      ledger.writeStep(run, at, {
        status: 'waiting',
        reason: 'timer',
        detail: { until: outcome.until.toISOString(), ...outcome.detail },
        finished: false,
      });
      ledger.enqueueRunJob({
        brandId: run.brandId,
        kind: 'timer',
        journeyId: run.journeyId,
        runId: run.id,
        nodeId: node.id,
        version: run.version,
        dueAt: outcome.until,
      });
      return;
    case 'waitingForEvent':
      ledger.writeStep(run, at, {
        status: 'waiting',
        reason: 'event',
        detail: { eventName: outcome.eventName, timeoutAt: outcome.timeoutAt.toISOString() },
        finished: false,
      });
      ledger.addWait({
        brandId: run.brandId,
        runId: run.id,
        nodeId: node.id,
        version: run.version,
        contactId: run.contactId,
        eventType: outcome.eventType,
        eventName: outcome.eventName,
        createdAt: now,
      });
      ledger.enqueueRunJob({
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

/** The run (locked by the batch) and its definition when the job still applies (the run is active there), else null. */
function locate(scope: JobScope, job: ClaimedJob): Located | null {
  if (!job.runId || !job.nodeId || job.version === null) return null;
  const { ledger } = scope.batch;
  const run = ledger.run(job.brandId, job.runId);
  if (run?.state !== 'active' || run.version !== job.version || run.nodeId !== job.nodeId) return null;
  const definition = scope.batch.definitions.get(brandKey(run.brandId, run.id)) ?? null;
  const at = { nodeId: job.nodeId, version: job.version, now: scope.now };
  if (!definition) {
    ledger.writeStep(run, at, { status: 'failed', reason: ENGINE_TEXTS.definitionMissing, finished: true });
    ledger.endRun(run, { state: 'failed', reason: ENGINE_TEXTS.definitionMissing, now: scope.now });
    return null;
  }
  if (!definition.nodes.some((node) => node.id === job.nodeId)) {
    ledger.writeStep(run, at, { status: 'failed', reason: ENGINE_TEXTS.nodeMissing, finished: true });
    ledger.endRun(run, { state: 'failed', reason: ENGINE_TEXTS.nodeMissing, now: scope.now });
    return null;
  }
  return { run, definition, nodeId: job.nodeId, version: job.version };
}

/**
 * A node's step (docs/journeys.md "Nodes"): the exit goal first, then quiet hours for the nodes that
 * reach the contact, then the node's own handler; its outcome is recorded and the contact moves on.
 */
async function runStepJob(scope: JobScope, job: ClaimedJob) {
  const { ledger } = scope.batch;
  const { now } = scope;
  const located = locate(scope, job);
  if (!located) return;
  const existing = ledger.step(located.run, located.nodeId, located.version);
  // A finished step, or one waiting for its timer or event, was done before (a repeated job).
  if (existing && !(existing.status === 'waiting' && existing.reason === 'quietHours')) return;
  const context = contextFor(scope, located);
  if (!context) return;
  const run = located.run;
  const { settings } = located.definition;
  if (hasExitGoal(settings) && (await evaluateJourneyTree(context, settings.exitGoal))) {
    ledger.endRun(run, { state: 'exited', reason: END_REASONS.goal, now });
    return;
  }
  if (respectsQuietHours(context.node.type)) {
    const contact = await context.contact();
    const end = quietHoursEnd(now, settings.quietHours, contact?.timeZone ?? settings.defaultTimeZone);
    if (end) {
      ledger.writeStep(
        run,
        { nodeId: located.nodeId, version: located.version, now },
        { status: 'waiting', reason: 'quietHours', detail: { until: end.toISOString() }, finished: false },
      );
      ledger.enqueueRunJob({
        brandId: job.brandId,
        kind: 'step',
        journeyId: run.journeyId,
        runId: run.id,
        nodeId: located.nodeId,
        version: located.version,
        dueAt: end,
      });
      return;
    }
  }
  applyOutcome(ledger, { ...context, run }, await NODE_HANDLERS[context.node.type](context));
}

/** A delay's timer fell due, its timeout passed, or its event came: the waiting step completes. */
async function runResumeJob(scope: JobScope, job: ClaimedJob) {
  const { ledger } = scope.batch;
  const located = locate(scope, job);
  if (!located) return;
  const existing = ledger.step(located.run, located.nodeId, located.version);
  if (existing?.status !== 'waiting' || existing.reason === 'quietHours') return;
  const context = contextFor(scope, located);
  if (!context) return;
  const run = located.run;
  const resume = NODE_RESUME_HANDLERS[context.node.type];
  if (resume && job.kind === 'timer') {
    applyOutcome(ledger, { ...context, run }, await resume(context));
    return;
  }
  const output =
    job.kind === 'waitTimeout'
      ? WAIT_HANDLES.timeout
      : typeof job.payload?.output === 'string'
        ? job.payload.output
        : null;
  if (job.kind === 'waitTimeout')
    ledger.deleteWait({
      brandId: job.brandId,
      runId: run.id,
      nodeId: located.nodeId,
      version: located.version,
    });
  ledger.writeStep(
    run,
    { nodeId: located.nodeId, version: located.version, now: scope.now },
    {
      status: 'completed',
      output,
      detail: typeof job.payload?.eventId === 'string' ? { eventId: job.payload.eventId } : null,
      finished: true,
    },
  );
  advance(ledger, { ...context, run }, output);
}

/**
 * An event or identify came for a contact in flight (event-triggers.ts): if the exit goal holds now,
 * the run ends `exited: goal`, and a step waiting at its node ends with it.
 */
async function runExitCheckJob(scope: JobScope, job: ClaimedJob) {
  const { ledger } = scope.batch;
  const located = locate(scope, job);
  if (!located || !hasExitGoal(located.definition.settings)) return;
  const context = contextFor(scope, located);
  if (!context || !(await evaluateJourneyTree(context, located.definition.settings.exitGoal))) return;
  const existing = ledger.step(located.run, located.nodeId, located.version);
  if (existing?.status === 'waiting')
    ledger.writeStep(
      located.run,
      { nodeId: located.nodeId, version: located.version, now: scope.now },
      { status: 'ended', reason: END_REASONS.goal, finished: true },
    );
  ledger.endRun(located.run, { state: 'exited', reason: END_REASONS.goal, now: scope.now });
}

/** Runs one claimed job of the batch (its writes to the journey tables go to the batch's ledger). */
export async function runJob(scope: JobScope, job: ClaimedJob): Promise<void> {
  if (job.kind === 'step') return runStepJob(scope, job);
  if (job.kind === 'timer' || job.kind === 'waitTimeout') return runResumeJob(scope, job);
  if (job.kind === 'exitCheck') return runExitCheckJob(scope, job);
  if (job.kind === 'schedule') return runScheduleJob(scope.tx, scope.deps, job, scope.now, scope.afterCommit);
  // Any other kind has no handler here: dropped (the claim deleted it).
}

/** After its last attempt a job's run ends `failed`, the error recorded on the node's step. */
export function failJobRun(ledger: RunLedger, job: ClaimedJob, reason: string, now: Date): void {
  if (!job.runId || !job.nodeId || job.version === null) return;
  const run = ledger.run(job.brandId, job.runId);
  if (run?.state !== 'active') return;
  ledger.writeStep(
    run,
    { nodeId: job.nodeId, version: job.version, now },
    { status: 'failed', reason, finished: true },
  );
  ledger.endRun(run, { state: 'failed', reason, now });
}
