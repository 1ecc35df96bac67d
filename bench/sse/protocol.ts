// Messages between the bench's server process (run.ts) and its client processes (clients.ts).

export type Phase = 'local' | 'remote';

/** What every bench event carries: the publisher's clock, so a client can compute delivery latency. */
export type BenchPayload = { phase: Phase; seq: number; sentAt: number };

export type ServerToClient =
  | { type: 'connect'; url: string; connections: number; concurrency: number; firstUser: number }
  | { type: 'collect'; phase: Phase; expected: number; timeoutMs: number };

/** Raw samples (ms), merged across client processes by run.ts before taking percentiles. */
export type ClientToServer =
  | { type: 'connected'; connectMs: number[]; failed: number }
  | { type: 'collected'; phase: Phase; latencyMs: number[] };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes on one host. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

export type Summary = { count: number; p50: number; p99: number; max: number };

export function summarise(samples: number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}
