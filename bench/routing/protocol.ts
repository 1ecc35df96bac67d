// Messages between the routing bench's main process (run.ts: the producer and one engine) and its
// agent process (agents-process.ts: a second server process whose requests are the agents' accepts
// and completions, with its own engine, as in a multi-process deployment on one PostgreSQL).

export type Offer = { userId: string; taskSid: string; reservationSid: string };

export type MainToAgents =
  | { type: 'init'; databaseUrl: string; brandId: string; holdMs: [number, number] }
  | { type: 'offers'; offers: Offer[] }
  | { type: 'finish' };

/** Offers the agent process's own engine made (with their latency), and completions, in batches. */
export type AgentsToMain =
  | { type: 'ready' }
  | {
      type: 'progress';
      offered: { taskSid: string; latencyMs: number }[];
      completed: number;
      failures: number;
    }
  | { type: 'finished' };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes on one host. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Tasks carry their creation time so whichever process publishes the offer can time it. */
export const CREATED_AT_ATTRIBUTE = 'benchCreatedAt';
