// The engine's job kinds and their idempotency keys (docs/decisions/journey-job-queue.md). A run passes
// each node of a version at most once (the graph is a DAG), so (kind, run, node, version) names a job:
// enqueuing it twice is a no-op (unique (brand_id, key), ON CONFLICT DO NOTHING).

export const JOB_KINDS = ['step', 'timer', 'waitTimeout', 'exitCheck', 'schedule', 'deliver'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export function runJobKey(
  kind: Exclude<JobKind, 'deliver' | 'schedule'>,
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

/**
 * A scheduled trigger's job for one occurrence (`at`) of a journey's schedule: the start (null
 * `afterId`) or the page of its audience after that contact (schedule-triggers.ts).
 */
export function scheduleJobKey(journeyId: string, at: Date, afterId: string | null): string {
  return `schedule:${journeyId}:${at.getTime()}:${afterId ?? 'start'}`;
}

/** Where Message-IDs point when the server was given no host (a development setup). */
const DEFAULT_MAIL_HOST = 'parley.local';

/**
 * The Message-ID of a journey mail (docs/journeys.md "Durability"): its effect key `<run>:<node>` as
 * `<run>.<node>@<host>`, the same on every attempt, so a mail sent again after a crash is one mail to
 * the systems that de-duplicate by it. Node ids are letters, digits, `_` and `-` (graph.ts).
 */
export function journeyMessageId(idempotencyKey: string, host: string | undefined): string {
  return `<${idempotencyKey.replace(':', '.')}@${host || DEFAULT_MAIL_HOST}>`;
}
