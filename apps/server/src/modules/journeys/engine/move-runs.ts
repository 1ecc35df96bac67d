import { type JourneyDefinition, journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { type InFlightMove, versionMigrationPlan } from '@parley/core/journeys/versioning';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { journeyRuns, journeyVersions } from '../journeys.tables.ts';
import { engineRows } from './engine-sql.ts';

export type MoveRunsResult = { kept: number; restarted: number; ended: number };

/** Why a waiting step of the old version stopped when its node changed (docs/journeys.md "Versions"). */
export const RESTARTED_BY_VERSION_REASON = 'restartedByNewVersion';
export const NODE_REMOVED_REASON = 'nodeRemoved';

type Group = { brandId: string; journeyId: string; fromVersion: number; nodeId: string };

/** The active (non-test) runs of one old version at one node: every statement below scopes by it. */
function groupRuns(group: Group) {
  return sql`select id from journey_runs where brand_id = ${group.brandId} and journey_id = ${group.journeyId}
    and version = ${group.fromVersion} and node_id = ${group.nodeId} and state = 'active' and not test`;
}

async function countGroup(tx: DbExecutor, group: Group): Promise<number> {
  const rows = await engineRows<{ count: number | string }>(
    tx,
    sql`select count(*)::int as count from (${groupRuns(group)}) runs`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Same node, same data: the run, its waiting step, its timer and its wait move to the new version as they are. */
async function keepGroup(tx: DbExecutor, group: Group, toVersion: number): Promise<void> {
  const { brandId, nodeId, fromVersion } = group;
  await tx.execute(sql`update journey_steps set version = ${toVersion}
    where brand_id = ${brandId} and node_id = ${nodeId} and version = ${fromVersion} and status = 'waiting'
      and run_id in (${groupRuns(group)})`);
  await tx.execute(sql`update journey_jobs
    set version = ${toVersion}, key = kind || ':' || run_id || ':' || node_id || ':' || ${String(toVersion)}
    where brand_id = ${brandId} and node_id = ${nodeId} and version = ${fromVersion}
      and run_id in (${groupRuns(group)})`);
  await tx.execute(sql`update journey_waits set version = ${toVersion}
    where brand_id = ${brandId} and node_id = ${nodeId} and version = ${fromVersion}
      and run_id in (${groupRuns(group)})`);
  await tx.execute(sql`update journey_runs set version = ${toVersion}
    where brand_id = ${brandId} and id in (${groupRuns(group)})`);
}

/** Drops the group's pending jobs and waits at the node (its timers, its wait for an event). */
async function dropPending(tx: DbExecutor, group: Group): Promise<void> {
  const { brandId } = group;
  await tx.execute(sql`delete from journey_jobs where brand_id = ${brandId} and run_id in (${groupRuns(group)})
    and kind <> 'deliver'`);
  await tx.execute(
    sql`delete from journey_waits where brand_id = ${brandId} and run_id in (${groupRuns(group)})`,
  );
}

/** Same id, changed node: the old waiting step ends, the node runs afresh at the new version from `now`. */
async function restartGroup(tx: DbExecutor, group: Group, toVersion: number, now: Date): Promise<void> {
  const { brandId, journeyId, nodeId, fromVersion } = group;
  await tx.execute(sql`update journey_steps
    set status = 'ended', reason = ${RESTARTED_BY_VERSION_REASON}, finished_at = ${now}
    where brand_id = ${brandId} and node_id = ${nodeId} and version = ${fromVersion} and status = 'waiting'
      and run_id in (${groupRuns(group)})`);
  await dropPending(tx, group);
  await tx.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, run_id, node_id, version, due_at)
    select ${brandId}, 'step', 'step:' || runs.id || ':' || ${nodeId} || ':' || ${String(toVersion)},
      ${journeyId}, runs.id, ${nodeId}, ${toVersion}, ${now}
    from (${groupRuns(group)}) runs
    on conflict (brand_id, key) do nothing`);
  await tx.execute(sql`update journey_runs set version = ${toVersion}
    where brand_id = ${brandId} and id in (${groupRuns(group)})`);
}

/** The new version has no such node: the run ends `ended: nodeRemoved`, recorded on a final step. */
async function endGroup(tx: DbExecutor, group: Group, now: Date): Promise<void> {
  const { brandId, journeyId, nodeId, fromVersion } = group;
  await tx.execute(sql`insert into journey_steps
      (brand_id, run_id, node_id, version, journey_id, status, reason, entered_at, finished_at)
    select ${brandId}, runs.id, ${nodeId}, ${fromVersion}, ${journeyId}, 'ended', ${NODE_REMOVED_REASON}, ${now}, ${now}
    from (${groupRuns(group)}) runs
    on conflict (brand_id, run_id, node_id, version) do update
      set status = 'ended', reason = ${NODE_REMOVED_REASON}, finished_at = ${now}
      where journey_steps.status = 'waiting'`);
  await dropPending(tx, group);
  await tx.execute(sql`update journey_runs
    set state = 'ended', end_reason = ${NODE_REMOVED_REASON}, node_id = null, ended_at = ${now}
    where brand_id = ${brandId} and id in (${groupRuns(group)})`);
}

async function applyMove(
  tx: DbExecutor,
  group: Group,
  move: InFlightMove,
  toVersion: number,
  now: Date,
): Promise<void> {
  if (move.action === 'keep') await keepGroup(tx, group, toVersion);
  else if (move.action === 'restart') await restartGroup(tx, group, toVersion, now);
  else await endGroup(tx, group, now);
}

/**
 * Publishing a new version of a live journey (docs/journeys.md "Versions"): every contact in flight on
 * an older version moves by core's `versionMigrationPlan` — `keep` (same node: its timer stays),
 * `restart` (changed node: it runs afresh from `now`), `end` (removed node: the run ends, recorded).
 * Runs in the caller's transaction (the publish's), set-based per (old version, node). Test runs keep
 * the definition they started with.
 */
export async function moveRunsToVersion(
  tx: DbExecutor,
  o: { brandId: string; journeyId: string; toVersion: number; definition: JourneyDefinition; now: Date },
): Promise<MoveRunsResult> {
  const result: MoveRunsResult = { kept: 0, restarted: 0, ended: 0 };
  // Lock the runs in flight first: a job being run holds its run's lock, so the moves below see
  // each run where the runner left it.
  const inFlight = await tx
    .select({ version: journeyRuns.version, nodeId: journeyRuns.nodeId })
    .from(journeyRuns)
    .where(
      and(
        eq(journeyRuns.brandId, o.brandId),
        eq(journeyRuns.journeyId, o.journeyId),
        eq(journeyRuns.state, 'active'),
        eq(journeyRuns.test, false),
        lt(journeyRuns.version, o.toVersion),
      ),
    )
    .for('update');
  if (inFlight.length === 0) return result;
  const versions = [...new Set(inFlight.map((run) => run.version))];
  const definitions = await tx
    .select({ version: journeyVersions.version, definition: journeyVersions.definition })
    .from(journeyVersions)
    .where(
      and(
        eq(journeyVersions.brandId, o.brandId),
        eq(journeyVersions.journeyId, o.journeyId),
        inArray(journeyVersions.version, versions),
      ),
    );
  const byVersion = new Map(
    definitions.map((row) => [row.version, journeyDefinitionSchema.parse(row.definition)]),
  );
  const groups = new Map<string, Group>();
  for (const run of inFlight) {
    if (run.nodeId === null) continue;
    groups.set(`${run.version}\u0000${run.nodeId}`, {
      brandId: o.brandId,
      journeyId: o.journeyId,
      fromVersion: run.version,
      nodeId: run.nodeId,
    });
  }
  const plans = new Map(
    [...byVersion].map(([version, before]) => [version, versionMigrationPlan(before, o.definition)]),
  );
  for (const group of groups.values()) {
    const plan = plans.get(group.fromVersion);
    // A version without its definition cannot be mapped: its runs end as if their node was removed.
    const move: InFlightMove = plan
      ? (plan.get(group.nodeId) ?? {
          action: 'end',
          nodeId: group.nodeId,
          reason: 'nodeRemoved',
        })
      : { action: 'end', nodeId: group.nodeId, reason: 'nodeRemoved' };
    const count = await countGroup(tx, group);
    await applyMove(tx, group, move, o.toVersion, o.now);
    if (move.action === 'keep') result.kept += count;
    else if (move.action === 'restart') result.restarted += count;
    else result.ended += count;
  }
  return result;
}
