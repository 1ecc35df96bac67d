// bench/dialer server mode: what the run measured, read after it (the database's own record of the
// calls and the campaign's abandon ledger; the agents' logs for talk and wrap-up), and its printing in
// engine mode's table shape. Reads only: nothing here acts on the server.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import type { AgentLog, Interval } from './server-agents.ts';

export type Window = { from: number; to: number };

/** ms of `intervals` inside the window. */
function within(intervals: Interval[], window: Window): number {
  return intervals.reduce(
    (sum, { from, to }) => sum + Math.max(0, Math.min(to, window.to) - Math.max(from, window.from)),
    0,
  );
}

/** Talk minutes per agent-hour and the idle share (neither talking nor in wrap-up) over the window. */
export function agentFigures(logs: Map<string, AgentLog>, window: Window) {
  const agentMs = logs.size * (window.to - window.from);
  let talkMs = 0;
  let wrapMs = 0;
  for (const log of logs.values()) {
    talkMs += within(log.talk, window);
    wrapMs += within(log.wrap, window);
  }
  return {
    talkMinutesPerAgentHour: agentMs > 0 ? (talkMs / agentMs) * 60 : Number.NaN,
    agentIdleShare: agentMs > 0 ? 1 - (talkMs + wrapMs) / agentMs : Number.NaN,
  };
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }.
  return (result as { rows: T[] }).rows;
}

/** The brand's calls as the database has them: dials, people, abandons, overlaps, calls still live. */
export async function callFigures(db: DbExecutor, brandId: string, window: Window) {
  const from = new Date(window.from).toISOString();
  const to = new Date(window.to).toISOString();
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select
        count(*) filter (where created_at >= ${from}::timestamptz and created_at <= ${to}::timestamptz)::int as dials_in_window,
        count(*)::int as dials,
        count(*) filter (where answered_by = 'human')::int as people,
        count(*) filter (where answered_by = 'machine')::int as machines,
        count(*) filter (where abandoned_at is not null)::int as abandoned,
        count(*) filter (where status in ('queued', 'ringing', 'in-progress'))::int as live
      from calls where brand_id = ${brandId}::uuid and direction = 'outbound' and leg = 'contact'`),
  );
  // Two calls to one number at once: their lives [created, ended) overlap (a live one has no end yet).
  const [overlaps] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from calls a join calls b
        on b.brand_id = a.brand_id and b.to_number = a.to_number and b.sid > a.sid
       and b.direction = 'outbound' and b.leg = 'contact'
       and b.created_at < coalesce(a.ended_at, 'infinity') and a.created_at < coalesce(b.ended_at, 'infinity')
      where a.brand_id = ${brandId}::uuid and a.direction = 'outbound' and a.leg = 'contact'`),
  );
  const [ledger] = rowsOf<{ answered: number; abandoned: number }>(
    await db.execute(sql`
      select coalesce(sum(answered), 0)::int as answered, coalesce(sum(abandoned), 0)::int as abandoned
      from campaign_abandon_minutes where brand_id = ${brandId}::uuid`),
  );
  return {
    dialsInWindow: Number(counts?.dials_in_window ?? 0),
    dials: Number(counts?.dials ?? 0),
    people: Number(counts?.people ?? 0),
    machines: Number(counts?.machines ?? 0),
    abandoned: Number(counts?.abandoned ?? 0),
    live: Number(counts?.live ?? 0),
    overlaps: Number(overlaps?.n ?? 0),
    ledger: { answered: Number(ledger?.answered ?? 0), abandoned: Number(ledger?.abandoned ?? 0) },
  };
}

/** The campaign's targets by state (and skips by reason), as its page counts them. */
export async function targetFigures(db: DbExecutor, campaignId: string) {
  const rows = rowsOf<{ state: string; reason: string | null; n: number }>(
    await db.execute(sql`
      select state, reason, count(*)::int as n from campaign_targets
      where campaign_id = ${campaignId}::uuid group by state, reason order by state, reason`),
  );
  return rows.map((row) => `${row.state}${row.reason ? ` (${row.reason})` : ''} ${row.n}`).join(', ');
}

/** The campaign's dialer state now (what the pass last decided), or null. */
export async function readDialerState(db: DbExecutor, campaignId: string) {
  const [row] = rowsOf<{ dialer_state: { pacedAs?: string; guard?: string; ratio?: number } | null }>(
    await db.execute(sql`select dialer_state from campaigns where id = ${campaignId}::uuid`),
  );
  return row?.dialer_state ?? null;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export type ServerRow = {
  mode: string;
  talkMinutesPerAgentHour: number;
  abandonRate: number;
  agentIdleShare: number;
  dials: number;
  answered: number;
  abandoned: number;
  measuredMs: number;
  wallMs: number;
};

const percent = (share: number, digits = 2) => `${(share * 100).toFixed(digits)} %`;

/** Engine mode's table (bench/dialer/run.ts), with real time in place of its simulated time. */
export function printServerTable(rows: ServerRow[]) {
  const header = [
    'mode',
    'talk min/agent-h',
    'abandon (FTC)',
    'agent idle',
    'dials',
    'answered (person)',
    'abandoned',
    'measured over',
    'wall',
  ];
  const lines = rows.map((row) => [
    row.mode,
    row.talkMinutesPerAgentHour.toFixed(1),
    percent(row.abandonRate),
    percent(row.agentIdleShare, 1),
    row.dials.toLocaleString('en-GB'),
    row.answered.toLocaleString('en-GB'),
    row.abandoned.toLocaleString('en-GB'),
    `${(row.measuredMs / 60_000).toFixed(1)} min`,
    Number.isNaN(row.wallMs) ? '' : `${(row.wallMs / 1_000).toFixed(0)} s`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
