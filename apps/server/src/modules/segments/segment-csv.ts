import { toE164 } from '@parley/core/common/phone-number';
import {
  type CsvDataType,
  SEGMENT_UPLOAD_MAX_ROWS,
  SEGMENT_UPLOAD_TEXTS,
  type SegmentUploadRowError,
} from '@parley/core/segments/segment-rules';
import { parse } from 'csv-parse/sync';
import { asParsedRecord, type ParsedRecord, startLine } from '../../platform/csv/parsed-records.ts';
import { unsafeTextReason } from '../../platform/http/unsafe-text.ts';
import { parseAcceptedDate } from '../events/field-types.ts';
import { type CsvColumn, fileRefusal, readColumns } from './segment-csv-columns.ts';

// Reading a segment upload (docs/segments.md "CSV"): csv-parse splits the file into records, this
// file turns each data row into a contact row or a per-line error. Pure: no database.

/** One good data row: what finds (or creates) its contact, and what it sets on it. */
export type UploadRow = {
  line: number;
  /** E.164. */
  phone: string | null;
  /** Lower case. */
  email: string | null;
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
};

export type ReadUpload = { rows: UploadRow[]; errors: SegmentUploadRowError[]; rowCount: number };

// The same pattern ingestion applies to an email (events/ingest-input.ts).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const UNCLOSED_QUOTE =
  'Quote Not Closed: a quoted value starts on this row and is never closed, so the rest of the file was read into it';
const DATE_HELP =
  'is not an accepted date (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss with an optional Z or ±HH:MM, or ISO 8601 with milliseconds and Z or ±HH:MM)';

/** Thrown (and caught by the route) when the file has more data rows than allowed: a 413. */
export class TooManyRowsError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(SEGMENT_UPLOAD_TEXTS.tooManyRows);
  }
}

type Typed = { value: unknown } | { error: string };

/** A custom value in its declared type (spec 001 §5 includeCsvDataTypeRow); strings as written. */
function typedValue(text: string, type: CsvDataType): Typed {
  switch (type) {
    case 'string':
      return { value: text };
    case 'number': {
      const number = Number(text);
      return NUMBER.test(text) && Number.isFinite(number) ? { value: number } : { error: 'is not a number' };
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      return lower === 'true' || lower === 'false'
        ? { value: lower === 'true' }
        : { error: 'is not true or false' };
    }
    case 'datetime': {
      // Stored as ISO 8601 UTC with milliseconds: the datetime text the condition builder reads.
      const date = parseAcceptedDate(text);
      return date ? { value: date.toISOString() } : { error: DATE_HELP };
    }
  }
}

/** One data row: a contact row, or the errors of its line (every bad cell is named). */
function readRow(
  cells: string[],
  line: number,
  columns: CsvColumn[],
): { row: UploadRow } | { errors: SegmentUploadRowError[] } {
  const errors: SegmentUploadRowError[] = [];
  if (cells.length > columns.length)
    return {
      errors: [
        {
          line,
          field: null,
          message: `has ${cells.length} values; the header has ${columns.length} columns`,
        },
      ],
    };
  const row: UploadRow = {
    line,
    phone: null,
    email: null,
    externalId: null,
    firstName: null,
    lastName: null,
    customProperties: {},
    rvProperties: {},
  };
  for (const column of columns) {
    // A missing trailing value is blank; a blank value sets nothing.
    const text = (cells[column.index] ?? '').trim();
    if (text === '') continue;
    const { target } = column;
    switch (target.kind) {
      case 'phone':
        row.phone = toE164(text);
        if (!row.phone) errors.push({ line, field: column.header, message: 'is not a valid phone number' });
        break;
      case 'email':
        row.email = EMAIL.test(text) ? text.toLowerCase() : null;
        if (!row.email) errors.push({ line, field: column.header, message: 'is not a valid email address' });
        break;
      case 'externalId':
      case 'firstName':
      case 'lastName':
        row[target.kind] = text;
        break;
      case 'custom':
      case 'rv': {
        const typed = typedValue(text, column.type);
        if ('error' in typed) errors.push({ line, field: column.header, message: typed.error });
        else if (target.kind === 'custom') row.customProperties[target.key] = typed.value;
        else row.rvProperties[target.key] = typed.value;
        break;
      }
    }
  }
  if (errors.length === 0 && !row.phone && !row.email && !row.externalId)
    errors.push({
      line,
      field: null,
      message: 'needs a phone, email or externalId to find or create its contact',
    });
  return errors.length > 0 ? { errors } : { row };
}

/**
 * Refuses the whole file (400, nothing written) at its first cell PostgreSQL cannot store: a NUL
 * character (a UTF-16 file read as UTF-8 is full of them), naming the line and the column (issue 11).
 */
function refuseUnsafeCells(records: ParsedRecord[]): void {
  const header = records[0]?.record ?? [];
  for (const parsed of records) {
    const index = parsed.record.findIndex((cell) => unsafeTextReason(cell) !== null);
    if (index === -1) continue;
    const named = parsed === records[0] ? '' : (header[index] ?? '').trim();
    throw fileRefusal([
      {
        line: startLine(parsed),
        field: named && unsafeTextReason(named) === null ? named : `column ${index + 1}`,
        message: unsafeTextReason(parsed.record[index] ?? '') ?? 'is not valid',
      },
    ]);
  }
}

/**
 * The line where the record cut short by an unclosed quote starts. csv-parse reports the last line
 * of the file (where it gave up), but the quote swallowed everything from its record's start: the
 * first non-empty line after the records and rows read before it.
 */
function unclosedQuoteLine(text: string, records: ParsedRecord[], earlier: SegmentUploadRowError[]): number {
  const lines = text.split('\n');
  // Both come in file order: their last items end the furthest down.
  let line = Math.max(records.at(-1)?.info.lines ?? 0, earlier.at(-1)?.line ?? 0) + 1;
  // Empty lines are skipped (skip_empty_lines), so they start no record.
  while (line < lines.length && lines[line - 1] === '') line += 1;
  return line;
}

/**
 * Reads the whole file: a header row, then (includeCsvDataTypeRow) a row of data types, then the
 * data rows. A row that is not valid CSV or has a bad value is an error of its line and is skipped;
 * a bad header or type row refuses the file (AppError 400); over 50,000 rows throws TooManyRowsError.
 */
export function readSegmentUpload(content: Buffer, options: { includeCsvDataTypeRow: boolean }): ReadUpload {
  const skipped: SegmentUploadRowError[] = [];
  const unclosedQuotes: SegmentUploadRowError[] = [];
  // CRLF becomes LF first: csv-parse counts a CRLF inside a quoted value as two lines.
  const text = content.toString('utf8').replace(/\r\n/g, '\n');
  const parsed: unknown[] = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const lines = error?.lines;
      const skip = {
        line: typeof lines === 'number' ? lines : 0,
        field: null,
        message: `is not valid CSV: ${error?.message}`,
      };
      if (error?.code === 'CSV_QUOTE_NOT_CLOSED') {
        // csv-parse names the line where it gave up (the last one): say where the trouble starts.
        skip.message = `is not valid CSV: ${UNCLOSED_QUOTE}`;
        unclosedQuotes.push(skip);
      }
      skipped.push(skip);
      return undefined;
    },
  });
  const records = parsed.map(asParsedRecord);
  refuseUnsafeCells(records);
  // At most one, and the last skip: an unclosed quote runs to the end of the file.
  for (const skip of unclosedQuotes)
    skip.line = unclosedQuoteLine(
      text,
      records,
      skipped.filter((other) => other !== skip),
    );
  const [header, typeRow] = records;
  const firstSkip = skipped[0];
  // A header cut short by a bad quote is that quote's fault, not an empty file.
  if (!header)
    throw fileRefusal([firstSkip ?? { line: 1, field: null, message: SEGMENT_UPLOAD_TEXTS.emptyFile }]);
  const headerLine = startLine(header);
  if (firstSkip && firstSkip.line <= headerLine) throw fileRefusal([firstSkip]);
  if (options.includeCsvDataTypeRow && !typeRow)
    throw fileRefusal([{ line: 2, field: null, message: SEGMENT_UPLOAD_TEXTS.typeRowMissing }]);
  if (options.includeCsvDataTypeRow && typeRow && firstSkip && firstSkip.line <= startLine(typeRow))
    throw fileRefusal([firstSkip]);
  const columns = readColumns(header.record, options.includeCsvDataTypeRow ? (typeRow?.record ?? []) : null);
  const dataRecords = records.slice(options.includeCsvDataTypeRow ? 2 : 1);
  // A row of blank values (",,,") is an empty line too: not counted, not an error.
  const filled = dataRecords.filter((record) => record.record.some((cell) => cell.trim() !== ''));
  const rowCount = filled.length + skipped.length;
  if (rowCount > SEGMENT_UPLOAD_MAX_ROWS) throw new TooManyRowsError();
  const rows: UploadRow[] = [];
  const errors: SegmentUploadRowError[] = [...skipped];
  for (const record of filled) {
    const result = readRow(record.record, startLine(record), columns);
    if ('row' in result) rows.push(result.row);
    else errors.push(...result.errors);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors, rowCount };
}
