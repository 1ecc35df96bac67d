// Wakes this process's job runner when a job falls due within its sleep (a new run from ingest, a
// test run, a wait resolved by an event): lateness is then one batch, not the poll interval. Other
// processes find the job at their next poll (docs/decisions/journey-job-queue.md "Waking up").

type Wake = () => void;
const wakers = new Set<Wake>();

export function onJourneyJobsDue(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function wakeJourneyRunner(): void {
  for (const wake of wakers) wake();
}
