// The engine's job kinds and their idempotency keys (docs/decisions/journey-job-queue.md). A run passes
// each node of a version at most once (the graph is a DAG), so (kind, run, node, version) names a job:
// enqueuing it twice is a no-op (unique (brand_id, key), ON CONFLICT DO NOTHING).

export const JOB_KINDS = ['step', 'timer', 'waitTimeout', 'exitCheck', 'deliver'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export function runJobKey(
  kind: Exclude<JobKind, 'deliver'>,
  runId: string,
  nodeId: string,
  version: number,
): string {
  return `${kind}:${runId}:${nodeId}:${version}`;
}

export function deliverJobKey(outboxId: number): string {
  return `deliver:${outboxId}`;
}

/** The idempotency key of a step's effect (docs/journeys.md "Durability"): `<run id>:<node id>`. */
export function effectKey(runId: string, nodeId: string): string {
  return `${runId}:${nodeId}`;
}
