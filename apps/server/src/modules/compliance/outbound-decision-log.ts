import { csvCell } from '@parley/core/common/csv';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type OutboundDecisionRow, outboundDecisions } from './compliance.tables.ts';
import { searchedNumber } from './do-not-call.ts';

// The decision log (issue 14: "why was this contact not called?"): every outbound call and text
// decision, placed or skipped, newest first, searched by number or contact; exported as CSV.

export type OutboundDecisionEntry = {
  id: string;
  decidedAt: Date;
  channel: string;
  phoneNumber: string;
  profileId: string | null;
  allowed: boolean;
  reason: string | null;
  detail: string;
  source: string;
  userId: string | null;
  taskSid: string | null;
  campaignId: string | null;
  timeZones: string[];
};

export type DecisionSearch = {
  brandId: string;
  phoneNumber?: string | null;
  profileId?: string | null;
  skippedOnly?: boolean;
};

function present(row: OutboundDecisionRow): OutboundDecisionEntry {
  const { brandId: _brand, ...entry } = row;
  return entry;
}

function filterOf(search: DecisionSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(outboundDecisions.brandId, search.brandId)];
  if (search.phoneNumber) {
    const phone = searchedNumber(search.phoneNumber);
    if (!phone) throw new AppError('invalid_phone_number', 'Invalid phone number', { field: 'phoneNumber' });
    conditions.push(eq(outboundDecisions.phoneNumber, phone));
  }
  if (search.profileId) conditions.push(eq(outboundDecisions.profileId, search.profileId));
  if (search.skippedOnly) conditions.push(eq(outboundDecisions.allowed, false));
  return and(...conditions);
}

/** A page of the log, newest first; `before` is the id of the last entry of the previous page. */
export async function listOutboundDecisions(
  db: DbExecutor,
  search: DecisionSearch & { first?: number; before?: string | null },
): Promise<{ entries: OutboundDecisionEntry[]; nextCursor: string | null }> {
  const first = Math.min(Math.max(search.first ?? 50, 1), 200);
  const filter = filterOf(search);
  const [cursor] = search.before
    ? await db
        .select({ decidedAt: outboundDecisions.decidedAt, id: outboundDecisions.id })
        .from(outboundDecisions)
        .where(and(eq(outboundDecisions.brandId, search.brandId), eq(outboundDecisions.id, search.before)))
    : [];
  const page = cursor
    ? or(
        lt(outboundDecisions.decidedAt, cursor.decidedAt),
        and(eq(outboundDecisions.decidedAt, cursor.decidedAt), lt(outboundDecisions.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(outboundDecisions)
    .where(and(filter, page))
    .orderBy(desc(outboundDecisions.decidedAt), desc(outboundDecisions.id))
    .limit(first + 1);
  const entries = rows.slice(0, first).map(present);
  return { entries, nextCursor: rows.length > first ? (entries.at(-1)?.id ?? null) : null };
}

const CSV_COLUMNS = [
  'decidedAt',
  'channel',
  'phoneNumber',
  'profileId',
  'decision',
  'reason',
  'detail',
  'source',
  'userId',
  'taskSid',
  'campaignId',
  'timeZones',
];
const EXPORT_MAX_ROWS = 100_000;

/** The search's entries as CSV, newest first (at most 100,000 rows). */
export async function exportOutboundDecisionsCsv(db: DbExecutor, search: DecisionSearch): Promise<string> {
  const rows = await db
    .select()
    .from(outboundDecisions)
    .where(filterOf(search))
    .orderBy(desc(outboundDecisions.decidedAt), desc(outboundDecisions.id))
    .limit(EXPORT_MAX_ROWS);
  const lines = rows.map((row) =>
    [
      row.decidedAt.toISOString(),
      row.channel,
      row.phoneNumber,
      row.profileId ?? '',
      row.allowed ? 'placed' : 'skipped',
      row.reason ?? '',
      row.detail,
      row.source,
      row.userId ?? '',
      row.taskSid ?? '',
      row.campaignId ?? '',
      row.timeZones.join(' '),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
