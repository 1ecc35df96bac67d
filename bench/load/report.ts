// Figures of the load bench: honest latency per kind of window, throughput, failures, the hostile
// requests' answers, memory, and the budget lines.
import type { Counters, MeasureWindow, Sample } from './protocol.ts';

export type Summary = { count: number; p50: number; p95: number; p99: number; max: number };

export function summarise(values: number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export type MemorySample = { at: number; rss: number };

export type ReportInput = {
  title: string;
  windows: MeasureWindow[];
  honest: Sample[];
  hostile: Sample[];
  counters: Counters;
  openAtEnd: number;
  memory: MemorySample[];
  serverErrorLines: number;
  budgetP99RaisePercent: number;
};

type Phase = {
  label: string;
  seconds: number;
  samples: Sample[];
  latency: Summary;
  memoryMax: number;
};

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : '—');

function windowOf(windows: MeasureWindow[], at: number): MeasureWindow | undefined {
  return windows.find((window) => at >= window.start && at < window.end);
}

function phase(input: ReportInput, hostile: boolean, label: string): Phase {
  const windows = input.windows.filter((window) => window.hostile === hostile);
  const inPhase = (at: number) => windowOf(windows, at) !== undefined;
  const samples = input.honest.filter((sample) => inPhase(sample.start));
  const memory = input.memory.filter((sample) => inPhase(sample.at)).map((sample) => sample.rss);
  return {
    label,
    seconds: windows.reduce((sum, window) => sum + (window.end - window.start) / 1000, 0),
    samples,
    latency: summarise(samples.filter((sample) => sample.ok).map((sample) => sample.ms)),
    memoryMax: memory.length > 0 ? Math.max(...memory) : Number.NaN,
  };
}

/** "200 × 3, 400 graphql cost_exceeded × 140, timeout × 7" */
export function answersOf(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const status =
      sample.status === -1 ? 'client timeout' : sample.status === 0 ? 'network error' : String(sample.status);
    const key = sample.detail && sample.status > 0 ? `${status} ${sample.detail}` : status;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} × ${count}`).join(', ') || 'none';
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}

/** Prints the report and returns whether the budget is met. */
export function printReport(input: ReportInput): boolean {
  const honest = phase(input, false, 'honest only');
  const attacked = phase(input, true, 'with hostile');
  const phases = [honest, attacked];
  const failures = input.honest.filter((sample) => !sample.ok);
  const raise = (attacked.latency.p99 - honest.latency.p99) / honest.latency.p99;
  const latencyOk = Number.isFinite(raise) && raise * 100 < input.budgetP99RaisePercent;
  const failuresOk = failures.length === 0;

  console.log(`\n${input.title}\n`);
  const rows = [
    ['', ...phases.map((p) => p.label)],
    ['measured', ...phases.map((p) => `${p.seconds.toFixed(0)} s`)],
    ['honest requests', ...phases.map((p) => String(p.samples.length))],
    ['honest requests/s', ...phases.map((p) => (p.samples.length / p.seconds).toFixed(1))],
    ['honest p50', ...phases.map((p) => ms(p.latency.p50))],
    ['honest p95', ...phases.map((p) => ms(p.latency.p95))],
    ['honest p99', ...phases.map((p) => ms(p.latency.p99))],
    ['honest max', ...phases.map((p) => ms(p.latency.max))],
    ['honest failures', ...phases.map((p) => String(p.samples.filter((sample) => !sample.ok).length))],
    ['server RSS max', ...phases.map((p) => mb(p.memoryMax))],
  ];
  console.log(table(rows));

  // Requests of the measured windows only (sign-ins happen before them).
  const ops = [...new Set(phases.flatMap((p) => p.samples.map((sample) => sample.op)))].sort();
  const opRows = [['p50 / p99 by request (count)', ...phases.map((p) => p.label)]];
  for (const op of ops) {
    opRows.push([
      op,
      ...phases.map((p) => {
        const latency = summarise(p.samples.filter((s) => s.op === op && s.ok).map((s) => s.ms));
        return latency.count === 0 ? '—' : `${ms(latency.p50)} / ${ms(latency.p99)} (${latency.count})`;
      }),
    ]);
  }
  console.log(`\n${table(opRows)}`);

  const documents = input.hostile.filter((sample) => sample.op === 'hostile');
  const hostileLatency = summarise(documents.map((sample) => sample.ms));
  console.log(
    `\nhostile requests   ${documents.length} sent; answered: ${answersOf(documents)}; time to answer p50 ${ms(hostileLatency.p50)}, max ${ms(hostileLatency.max)}`,
  );
  const c = input.counters;
  console.log(
    `tasks              ${c.smsCreated} SMS and ${c.customCreated} custom created; ${c.offers} offers; ${c.smsCompleted} SMS and ${c.customCompleted} custom completed; ${input.openAtEnd} still held at the end`,
  );
  console.log(
    `desk               ${c.offersTimedOut} offers timed out, ${c.followUpsMissed} contact answers not seen within 30 s, ${c.streamsDropped} event streams dropped, ${c.serverErrorEvents} server.error events, ${c.contactsExhausted} times every contact was busy`,
  );
  const rss = input.memory.map((sample) => sample.rss).filter(Number.isFinite);
  console.log(
    `server memory      RSS ${mb(rss[0] ?? Number.NaN)} when measuring started, max ${mb(Math.max(...rss))}, ${mb(rss.at(-1) ?? Number.NaN)} at the end; ${input.serverErrorLines} lines logged at level error`,
  );
  const retries = input.honest.filter((sample) => sample.op === 'csrf retry').length;
  if (retries > 0)
    console.log(
      `csrf retries       ${retries} (a refused CSRF token, reloaded and sent again as the web app does)`,
    );
  console.log(
    `honest failures    ${failures.length} in the whole run (sign-ins and drain included)${failures.length > 0 ? `: ${groupFailures(failures)}` : ''}`,
  );
  console.log('');
  console.log(
    `budget: hostile raises honest p99 by < ${input.budgetP99RaisePercent} %: ${(raise * 100).toFixed(1)} % (${ms(honest.latency.p99)} → ${ms(attacked.latency.p99)}) ${latencyOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`budget: no honest request fails: ${failures.length} ${failuresOk ? 'PASS' : 'FAIL'}`);
  return latencyOk && failuresOk;
}

function groupFailures(failures: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of failures) {
    const key = `${sample.op} ${sample.status === -1 ? 'timeout' : sample.status}${sample.detail ? ` ${sample.detail}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} × ${count}`)
    .join('; ');
}
