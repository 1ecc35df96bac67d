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
