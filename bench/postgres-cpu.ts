// CPU time of the PostgreSQL server's processes and of a process of ours, read from Linux /proc:
// load-independent figures the benches print beside their throughput (bench/README.md).
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds of the PostgreSQL server processes (Linux /proc), sampled every 200 ms so that a
 * backend that exits mid-run (an idle pooled connection, another session's test) still counts up to
 * its last sample: `all` is every postgres process of the machine (other users of the server
 * included), `database` the backends whose process title names the bench database.
 */
export function startServerCpuSampler(databaseName: string | null) {
  const last = new Map<number, { seconds: number; ours: boolean }>();
  const totals = { all: 0, database: 0 };
  const sample = () => {
    let pids: string[];
    try {
      pids = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
    } catch {
      return;
    }
    for (const pid of pids) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
        const key = Number(pid);
        let previous = last.get(key);
        if (!previous) {
          const title = databaseName ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
          // A process first seen now counts from now (its earlier CPU predates the measurement).
          previous = { seconds, ours: databaseName !== null && title.includes(databaseName) };
        }
        totals.all += seconds - previous.seconds;
        if (previous.ours) totals.database += seconds - previous.seconds;
        last.set(key, { seconds, ours: previous.ours });
      } catch {
        // The process ended while being read.
      }
    }
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    /** CPU seconds since the sampler started. */
    stop(): { all: number; database: number } {
      clearInterval(timer);
      sample();
      return { ...totals };
    },
  };
}

/** CPU seconds (user + system) a process has used so far, or 0 when it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
