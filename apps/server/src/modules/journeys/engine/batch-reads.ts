import type { ConditionTree } from '@parley/core/conditions/model';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { respectsQuietHours } from '@parley/core/journeys/node-types';
import { hasExitGoal } from '@parley/core/journeys/settings';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { ContactProfile } from '../../contacts/contact-profile.ts';
import { loadProfilesByContactIds } from '../../contacts/contact-profile.ts';
import type { ContactState } from '../../contacts/contact-state.ts';
import { loadContactsForKeys } from '../../contacts/resolve-contacts.ts';
import type { ClaimedJob } from './claimed-job.ts';
import { engineRows, groupByBrand, uuidArray } from './engine-sql.ts';
import { runDefinition } from './journey-definitions.ts';
import { evaluateJourneyTreeForRuns } from './nodes/evaluate-journey-tree.ts';
import { type LedgerRun, RunLedger, type StepState } from './run-ledger.ts';
import type { TriggerEventSnapshot } from './step-contact.ts';

// What a batch of jobs reads before it runs (docs/journeys.md "The runner, set-based"): its runs,
// locked, and their steps in one statement each; the contacts its steps reach in one load; the
// conditional nodes' and exit goals' trees in one statement per tree. A contact is in one job of a
// batch at most (the others wait for the next batch), so what one job writes never changes what
// another of the same batch read.

/** Node types whose step reads nothing of the contact (a duration delay neither). */
const CONTACTLESS_TYPES = new Set(['trigger', 'stickyNote', 'conditional', 'ABTest']);
/** Node types whose step changes the contact (StepContext.patchContact). */
const PATCHING_TYPES = new Set(['updateContact', 'assignTargetAgent']);

export type BatchReads = {
  ledger: RunLedger;
  /** The jobs to run now, oldest first (the others were put back for the next batch). */
  jobs: ClaimedJob[];
  /** Contacts' profiles by `brand:contact` (null: deleted); a step of a contact not here loads it. */
  profiles: Map<string, ContactProfile | null>;
  /** Contacts' stored state by `brand:contact`, for the steps that change them (updateContact…). */
  contactStates: Map<string, ContactState>;
  /** Trees already evaluated, by `brand:run`: a conditional node's tree, the exit goal. */
  evaluations: Map<string, Map<ConditionTree, boolean>>;
  definitions: Map<string, JourneyDefinition | null>;
};

export const brandKey = (brandId: string, id: string) => `${brandId}:${id}`;

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

async function lockRuns(tx: DbExecutor, jobs: ClaimedJob[]): Promise<LedgerRun[]> {
  const runJobs = jobs.filter((job) => job.runId !== null);
  const locked: LedgerRun[] = [];
  for (const [brandId, group] of groupByBrand(runJobs, (job) => job.brandId)) {
    // By the primary key (brand_id, id = any): an index scan whatever the table's statistics say. In
    // key order, so two batches locking runs in common never wait on each other in a circle.
    const rows = await engineRows<RunRow>(
      tx,
      sql`select id, brand_id, journey_id, version, contact_id, state, node_id, trigger_event, test, delay_scale, definition
        from journey_runs where brand_id = ${brandId} and id = any(${uuidArray(group.map((job) => job.runId ?? ''))}::uuid[])
        order by id
        for update`,
    );
    for (const row of rows)
      locked.push({
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
      });
  }
  return locked;
}

type StepRow = { run_id: string; node_id: string; version: number; status: string; reason: string | null };

async function readSteps(tx: DbExecutor, jobs: ClaimedJob[]) {
  const steps: Array<{ brandId: string; runId: string; nodeId: string; version: number } & StepState> = [];
  const runJobs = jobs.filter((job) => job.runId && job.nodeId && job.version !== null);
  for (const [brandId, group] of groupByBrand(runJobs, (job) => job.brandId)) {
    const wanted = new Set(group.map((job) => `${job.runId}:${job.nodeId}:${job.version}`));
    // The runs' steps by the primary key's prefix (brand_id, run_id = any): a few per run, the
    // wanted ones kept here (a join on all four columns lets the planner pick the analytics index).
    const rows = await engineRows<StepRow>(
      tx,
      sql`select run_id, node_id, version, status, reason from journey_steps
        where brand_id = ${brandId} and run_id = any(${uuidArray(group.map((job) => job.runId ?? ''))}::uuid[])`,
    );
    for (const row of rows) {
      if (!wanted.has(`${row.run_id}:${row.node_id}:${row.version}`)) continue;
      steps.push({
        brandId,
        runId: row.run_id,
        nodeId: row.node_id,
        version: row.version,
        status: row.status,
        reason: row.reason,
      });
    }
  }
  return steps;
}

/** One job per contact: a later one of the same contact goes back to the table as it was, due as it was. */
function oneJobPerContact(jobs: ClaimedJob[], runs: Map<string, LedgerRun>, ledger: RunLedger): ClaimedJob[] {
  const seen = new Set<string>();
  const kept: ClaimedJob[] = [];
  for (const job of jobs) {
    const run = job.runId ? runs.get(brandKey(job.brandId, job.runId)) : undefined;
    const contact = run ? brandKey(run.brandId, run.contactId) : null;
    if (contact && seen.has(contact)) {
      ledger.enqueue({ ...job, attempts: job.attempts });
      continue;
    }
    if (contact) seen.add(contact);
    kept.push(job);
  }
  return kept;
}

function needsContact(job: ClaimedJob, definition: JourneyDefinition | null): boolean {
  if (job.kind !== 'step' && job.kind !== 'timer') return false;
  const node = definition?.nodes.find((candidate) => candidate.id === job.nodeId);
  if (!node) return false;
  if (node.type === 'delay') return node.data.mode === 'timeOfDay';
  return !CONTACTLESS_TYPES.has(node.type) || respectsQuietHours(node.type);
}

/** The trees a job's step evaluates: its exit goal (steps and exit checks) and a conditional node's. */
function treesOf(job: ClaimedJob, definition: JourneyDefinition): ConditionTree[] {
  const trees: ConditionTree[] = [];
  if ((job.kind === 'step' || job.kind === 'exitCheck') && hasExitGoal(definition.settings))
    trees.push(definition.settings.exitGoal);
  if (job.kind === 'step') {
    const node = definition.nodes.find((candidate) => candidate.id === job.nodeId);
    if (node?.type === 'conditional') trees.push(node.data.conditions);
  }
  return trees;
}

async function evaluateTrees(
  tx: DbExecutor,
  located: Array<{ job: ClaimedJob; run: LedgerRun; definition: JourneyDefinition }>,
  now: Date,
): Promise<Map<string, Map<ConditionTree, boolean>>> {
  const groups = new Map<ConditionTree, { brandId: string; runs: LedgerRun[] }[]>();
  for (const { job, run, definition } of located) {
    for (const tree of treesOf(job, definition)) {
      const byBrand = groups.get(tree) ?? [];
      let group = byBrand.find((candidate) => candidate.brandId === run.brandId);
      if (!group) {
        group = { brandId: run.brandId, runs: [] };
        byBrand.push(group);
      }
      group.runs.push(run);
      groups.set(tree, byBrand);
    }
  }
  const evaluations = new Map<string, Map<ConditionTree, boolean>>();
  for (const [tree, byBrand] of groups) {
    for (const group of byBrand) {
      let results: boolean[];
      try {
        // In a savepoint: a tree the database refuses leaves its steps to evaluate it alone (and fail).
        results = await tx.transaction((savepoint) =>
          evaluateJourneyTreeForRuns(savepoint, { brandId: group.brandId, tree, runs: group.runs, now }),
        );
      } catch {
        continue;
      }
      for (const [index, run] of group.runs.entries()) {
        const key = brandKey(run.brandId, run.id);
        const known = evaluations.get(key) ?? new Map<ConditionTree, boolean>();
        known.set(tree, results[index] ?? false);
        evaluations.set(key, known);
      }
    }
  }
  return evaluations;
}

/** Reads what a batch's jobs need, in a handful of statements (see above). */
export async function readBatch(tx: DbExecutor, claimed: ClaimedJob[], now: Date): Promise<BatchReads> {
  const ledger = new RunLedger();
  const lockedRuns = await lockRuns(tx, claimed);
  const runs = new Map(lockedRuns.map((run) => [brandKey(run.brandId, run.id), run]));
  const jobs = oneJobPerContact(claimed, runs, ledger);
  ledger.know(lockedRuns, await readSteps(tx, jobs));
  const definitions = new Map<string, JourneyDefinition | null>();
  const located: Array<{ job: ClaimedJob; run: LedgerRun; definition: JourneyDefinition }> = [];
  const contactIds = new Map<string, Set<string>>();
  const patched = new Set<string>();
  for (const job of jobs) {
    const run = job.runId ? runs.get(brandKey(job.brandId, job.runId)) : undefined;
    if (run?.state !== 'active') continue;
    if (run.version !== job.version || run.nodeId !== job.nodeId) continue;
    const runKey = brandKey(run.brandId, run.id);
    const definition = await runDefinition(tx, run);
    definitions.set(runKey, definition);
    if (!definition) continue;
    located.push({ job, run, definition });
    if (needsContact(job, definition)) {
      const ids = contactIds.get(run.brandId) ?? new Set<string>();
      ids.add(run.contactId);
      contactIds.set(run.brandId, ids);
    }
    const node =
      job.kind === 'step' ? definition.nodes.find((candidate) => candidate.id === job.nodeId) : null;
    if (node && PATCHING_TYPES.has(node.type)) patched.add(brandKey(run.brandId, run.contactId));
  }
  const profiles = new Map<string, ContactProfile | null>();
  for (const [brandId, ids] of contactIds) {
    const found = await loadProfilesByContactIds(tx, { brandId, contactIds: [...ids] });
    for (const id of ids) profiles.set(brandKey(brandId, id), null);
    for (const profile of found) profiles.set(brandKey(brandId, profile.contactId), profile);
  }
  const contactStates = new Map<string, ContactState>();
  const patchedProfiles = new Map<string, string[]>();
  for (const [key, profile] of profiles) {
    if (!profile || !patched.has(key)) continue;
    const brandId = key.slice(0, key.indexOf(':'));
    patchedProfiles.set(brandId, [...(patchedProfiles.get(brandId) ?? []), profile.profileId]);
  }
  for (const [brandId, profileIds] of patchedProfiles) {
    const { states } = await loadContactsForKeys(tx, {
      brandId,
      keys: profileIds.map((profileId) => ({ profileId, externalId: null, phones: [], emails: [] })),
    });
    for (const state of states) contactStates.set(brandKey(brandId, state.id), state);
  }
  const evaluations = await evaluateTrees(tx, located, now);
  return { ledger, jobs, profiles, contactStates, evaluations, definitions };
}
