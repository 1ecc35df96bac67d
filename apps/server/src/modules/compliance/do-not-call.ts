import { toE164 } from '@parley/core/common/phone-number';
import { and, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import { type DoNotCallRow, doNotCallNumbers } from './compliance.tables.ts';

// The brand's do-not-call list (docs/compliance.md "Do-not-call"): numbers added on the Compliance
// page, uploaded as CSV, or written when a contact opts out. Every outbound call and text is checked
// against it (check-outbound.ts).

export type DoNotCallSource = 'manual' | 'upload' | 'opt_out';
export type DoNotCallEntry = {
  phoneNumber: string;
  source: DoNotCallSource;
  channel: 'all' | 'sms' | 'call';
  note: string | null;
  createdAt: Date;
};

const NOTE_MAX = 200;

function present(row: DoNotCallRow): DoNotCallEntry {
  return {
    phoneNumber: row.phoneNumber,
    source: row.source as DoNotCallSource,
    channel: row.channel as DoNotCallEntry['channel'],
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** The number's entry on the brand's list, if any. */
export async function findDoNotCallEntry(
  db: DbExecutor,
  options: { brandId: string; phoneNumber: string },
): Promise<{ source: DoNotCallSource; channel: DoNotCallEntry['channel'] } | null> {
  const [row] = await db
    .select({ source: doNotCallNumbers.source, channel: doNotCallNumbers.channel })
    .from(doNotCallNumbers)
    .where(
      and(
        eq(doNotCallNumbers.brandId, options.brandId),
        eq(doNotCallNumbers.phoneNumber, options.phoneNumber),
      ),
    );
  return row
    ? { source: row.source as DoNotCallSource, channel: row.channel as DoNotCallEntry['channel'] }
    : null;
}

/** One number added on the page. Already listed: its entry now blocks everything, note kept or replaced. */
export async function addDoNotCallNumber(
  db: DbExecutor,
  options: { brandId: string; userId: string; phoneNumber: string; note?: string | null; now?: Date },
): Promise<DoNotCallEntry> {
  const phoneNumber = parsePhoneField(options.phoneNumber, 'phoneNumber');
  const note = options.note?.trim() || null;
  if (note && note.length > NOTE_MAX)
    throw new AppError('validation_failed', `Note must be at most ${NOTE_MAX} characters`, { field: 'note' });
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(doNotCallNumbers)
    .values({
      brandId: options.brandId,
      phoneNumber,
      source: 'manual',
      channel: 'all',
      note,
      createdBy: options.userId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [doNotCallNumbers.brandId, doNotCallNumbers.phoneNumber],
      set: { channel: 'all', note: sql`coalesce(excluded.note, ${doNotCallNumbers.note})` },
    })
    .returning();
  if (!row) throw new Error('the do-not-call number was not stored');
  return present(row);
}

export async function removeDoNotCallNumber(
  db: DbExecutor,
  options: { brandId: string; phoneNumber: string },
): Promise<string> {
  const phoneNumber = parsePhoneField(options.phoneNumber, 'phoneNumber');
  const [deleted] = await db
    .delete(doNotCallNumbers)
    .where(and(eq(doNotCallNumbers.brandId, options.brandId), eq(doNotCallNumbers.phoneNumber, phoneNumber)))
    .returning({ phoneNumber: doNotCallNumbers.phoneNumber });
  if (!deleted)
    throw new AppError('not_found', 'This number is not on the do-not-call list', { field: 'phoneNumber' });
  return deleted.phoneNumber;
}

/**
 * A contact opted out (STOP to a text: `channel` 'sms'). An entry that already blocks everything
 * stays as it is; an opt-out by text does not lift a do-not-call entry.
 */
export async function recordOptOut(
  db: DbExecutor,
  options: { brandId: string; phoneNumber: string; channel: 'sms' | 'all'; note: string; now: Date },
): Promise<void> {
  await db
    .insert(doNotCallNumbers)
    .values({
      brandId: options.brandId,
      phoneNumber: options.phoneNumber,
      source: 'opt_out',
      channel: options.channel,
      note: options.note,
      createdAt: options.now,
    })
    .onConflictDoNothing();
}

/** A contact opted back in (START): their own opt-out goes; a do-not-call entry stays. */
export async function liftOptOut(
  db: DbExecutor,
  options: { brandId: string; phoneNumber: string },
): Promise<void> {
  await db
    .delete(doNotCallNumbers)
    .where(
      and(
        eq(doNotCallNumbers.brandId, options.brandId),
        eq(doNotCallNumbers.phoneNumber, options.phoneNumber),
        eq(doNotCallNumbers.source, 'opt_out'),
      ),
    );
}

export type DoNotCallPage = { entries: DoNotCallEntry[]; total: number; nextCursor: string | null };

/**
 * The list, newest first, 50 a page (`after`: the last number of the previous page), filtered by a
 * part of the number. `total` counts the whole list (with the filter).
 */
export async function listDoNotCallNumbers(
  db: DbExecutor,
  options: { brandId: string; search?: string | null; after?: string | null; first?: number },
): Promise<DoNotCallPage> {
  const first = Math.min(Math.max(options.first ?? 50, 1), 200);
  const digits = (options.search ?? '').replace(/[^\d]/g, '');
  const filter = and(
    eq(doNotCallNumbers.brandId, options.brandId),
    digits ? ilike(doNotCallNumbers.phoneNumber, `%${digits}%`) : undefined,
  );
  const afterRow = options.after
    ? (
        await db
          .select({ createdAt: doNotCallNumbers.createdAt, phoneNumber: doNotCallNumbers.phoneNumber })
          .from(doNotCallNumbers)
          .where(
            and(
              eq(doNotCallNumbers.brandId, options.brandId),
              eq(doNotCallNumbers.phoneNumber, options.after),
            ),
          )
      )[0]
    : undefined;
  const page = afterRow
    ? or(
        lt(doNotCallNumbers.createdAt, afterRow.createdAt),
        and(
          eq(doNotCallNumbers.createdAt, afterRow.createdAt),
          lt(doNotCallNumbers.phoneNumber, afterRow.phoneNumber),
        ),
      )
    : undefined;
  const rows = await db
    .select()
    .from(doNotCallNumbers)
    .where(and(filter, page))
    .orderBy(desc(doNotCallNumbers.createdAt), desc(doNotCallNumbers.phoneNumber))
    .limit(first + 1);
  const [total] = await db.select({ total: count() }).from(doNotCallNumbers).where(filter);
  const entries = rows.slice(0, first).map(present);
  return {
    entries,
    total: total?.total ?? 0,
    nextCursor: rows.length > first ? (entries.at(-1)?.phoneNumber ?? null) : null,
  };
}

/** E.164 of a number typed anywhere (the decision log's search): null when it is not one. */
export function searchedNumber(value: string | null | undefined): string | null {
  return value ? toE164(value) : null;
}
