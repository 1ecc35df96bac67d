import { toE164 } from '@parley/core/common/phone-number';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { asParsedRecord, type ParsedRecord, startLine } from '../../platform/csv/parsed-records.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { doNotCallNumbers } from './compliance.tables.ts';

// A do-not-call file (Settings › Compliance › Upload): one number per row in the first column, a
// header row allowed. Good rows are kept, bad rows reported with their line and why (issue 14:
// "report the bad rows, keep the good ones"); the good ones land in one transaction.

export const DO_NOT_CALL_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DO_NOT_CALL_UPLOAD_MAX_ROWS = 200_000;
/** Bad rows reported in the answer (the count covers them all). */
const BAD_ROWS_SHOWN = 100;
const CHUNK = 1_000;

export type DoNotCallBadRow = { line: number; value: string; reason: string };
export type DoNotCallImport = {
  added: number;
  alreadyListed: number;
  badRowCount: number;
  badRows: DoNotCallBadRow[];
};

type ReadFile = { numbers: string[]; badRows: DoNotCallBadRow[]; badRowCount: number };

/** Rows normalised between two yields to the event loop (libphonenumber takes ~10 µs a number). */
const ROWS_PER_TURN = 5_000;

/**
 * The file's numbers (E.164, each once) and its bad rows. A large file is read in turns, so other
 * requests are served meanwhile (200,000 numbers take about two seconds of CPU).
 */
export async function readDoNotCallFile(content: Buffer): Promise<ReadFile> {
  let records: ParsedRecord[];
  try {
    const parsed: unknown[] = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
    records = parsed.map(asParsedRecord);
  } catch (error) {
    throw new AppError('validation_failed', `The file is not a CSV file: ${(error as Error).message}`, {
      field: 'file',
    });
  }
  if (records.length > DO_NOT_CALL_UPLOAD_MAX_ROWS + 1)
    throw new AppError(
      'validation_failed',
      `A file may hold at most ${DO_NOT_CALL_UPLOAD_MAX_ROWS} numbers`,
      {
        field: 'file',
      },
    );
  const numbers = new Set<string>();
  const badRows: DoNotCallBadRow[] = [];
  let badRowCount = 0;
  for (const [index, { record, info }] of records.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const value = record[0] ?? '';
    // A first row without a digit is the header.
    if (index === 0 && !/\d/.test(value)) continue;
    const phone = value === '' ? null : toE164(value);
    if (phone) {
      numbers.add(phone);
      continue;
    }
    badRowCount += 1;
    if (badRows.length < BAD_ROWS_SHOWN)
      badRows.push({
        line: startLine({ record, info }),
        value: value.slice(0, 40),
        reason: value === '' ? 'No number' : 'Not a phone number',
      });
  }
  if (numbers.size === 0 && badRowCount === 0)
    throw new AppError('validation_failed', 'The file holds no numbers', { field: 'file' });
  return { numbers: [...numbers], badRows, badRowCount };
}

/** Adds the file's good numbers; one already listed keeps its entry and now blocks calls and texts too. */
export async function importDoNotCallFile(
  db: DbExecutor,
  options: { brandId: string; userId: string; content: Buffer; now?: Date },
): Promise<DoNotCallImport> {
  const read = await readDoNotCallFile(options.content);
  const now = options.now ?? new Date();
  const added = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < read.numbers.length; start += CHUNK) {
      const rows = read.numbers.slice(start, start + CHUNK).map((phoneNumber) => ({
        brandId: options.brandId,
        phoneNumber,
        source: 'upload',
        channel: 'all',
        createdBy: options.userId,
        createdAt: now,
      }));
      // xmax = 0 tells a new row from one the conflict updated.
      const result = await tx
        .insert(doNotCallNumbers)
        .values(rows)
        .onConflictDoUpdate({
          target: [doNotCallNumbers.brandId, doNotCallNumbers.phoneNumber],
          set: { channel: 'all' },
        })
        .returning({ fresh: sql<boolean>`(xmax = 0)` });
      inserted += result.filter((row) => row.fresh).length;
    }
    return inserted;
  });
  return {
    added,
    alreadyListed: read.numbers.length - added,
    badRowCount: read.badRowCount,
    badRows: read.badRows,
  };
}
