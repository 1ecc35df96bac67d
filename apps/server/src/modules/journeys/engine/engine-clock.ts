// The shortened clock of benchmarks and crash tests (config JOURNEY_DELAY_SCALE): runs that enter
// through a trigger get it as their delay scale (journey_runs.delay_scale); 1 is real time. Test runs
// have their own (start-test-run.ts).

let delayScale = 1;

export function setEngineDelayScale(scale: number): void {
  delayScale = Math.max(1, Math.floor(scale));
}

export function engineDelayScale(): number {
  return delayScale;
}
