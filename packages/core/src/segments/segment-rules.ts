// Segments (spec 002 §3 "A segment-like object has type dynamic or static"; spec 001 §5, §7 the
// segment file upload with includeCsvDataTypeRow). What the spec leaves open is Parley's and is
// written down in docs/segments.md; server and web both read these rules from here.
import { z } from 'zod';

/** spec 002 §3: a segment-like object has type dynamic or static (also status badge kinds). */
export const SEGMENT_TYPES = ['dynamic', 'static'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/** Segment names: required after trimming, at most 100 characters, unique per brand ignoring case (Parley's). */
export const SEGMENT_NAME_MAX_LENGTH = 100;

/** segmentContacts pages (Parley's): 25 by default, at most 100. */
export const SEGMENT_CONTACTS_PAGE_SIZE = 25;
export const SEGMENT_CONTACTS_MAX_PAGE_SIZE = 100;

/** The CSV upload of a static segment (Parley's limits): over them the upload is refused with 413. */
export const SEGMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const SEGMENT_UPLOAD_MAX_ROWS = 50_000;
export const SEGMENT_UPLOAD_MAX_COLUMNS = 200;
/** The answer lists the first 1,000 row errors; `failed` counts them all. */
export const SEGMENT_UPLOAD_MAX_LISTED_ERRORS = 1_000;

/** spec 001 §5 includeCsvDataTypeRow: the second row names each column's type (spec 002 §3 property types). */
export const CSV_DATA_TYPES = ['string', 'number', 'boolean', 'datetime'] as const;
export type CsvDataType = (typeof CSV_DATA_TYPES)[number];

/** The editor waits this long after the last change before asking for the live count (Parley's). */
export const SEGMENT_LIVE_COUNT_DEBOUNCE_MS = 500;

export const SEGMENT_VALIDATION_TEXTS = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SEGMENT_NAME_MAX_LENGTH} characters`,
  nameInUse: 'Name is already in use',
} as const;

/** A segment's name as stored: trimmed; required; at most 100 characters. */
export const segmentNameSchema = z
  .string()
  .trim()
  .min(1, SEGMENT_VALIDATION_TEXTS.nameRequired)
  .max(SEGMENT_NAME_MAX_LENGTH, SEGMENT_VALIDATION_TEXTS.nameTooLong);

export const segmentTypeSchema = z.enum(SEGMENT_TYPES);

/** The first problem of a name as the editor shows it, or null (the server checks uniqueness). */
export function segmentNameIssue(name: string): string | null {
  const parsed = segmentNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SEGMENT_VALIDATION_TEXTS.nameRequired);
}

/** Names compare trimmed and ignoring case: "VIP" and " vip " are the same name. */
export function sameSegmentName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** One skipped row of an upload: its line in the file (the header is line 1) and what was wrong. */
export type SegmentUploadRowError = { line: number; field: string | null; message: string };

/** The answer of POST /segments/{id}/uploadFile. */
export type SegmentUploadResult = {
  /** Data rows read (blank rows are not counted). */
  rows: number;
  /** Contacts newly added to the segment. */
  added: number;
  /** Contacts the upload created (no contact matched the row). */
  created: number;
  /** Good rows whose contact was already in the segment (or named twice in the file). */
  alreadyInSegment: number;
  /** Rows skipped because of an error. */
  failed: number;
  /** The first 1,000 row errors, in line order. */
  errors: SegmentUploadRowError[];
};

function formatBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Texts of the upload (the 413 and file-level 400 refusals), Parley's wording. */
export const SEGMENT_UPLOAD_TEXTS = {
  tooLarge: `The file is over ${formatBytes(SEGMENT_UPLOAD_MAX_BYTES)}: split it into smaller files`,
  tooManyRows: `The file has more than ${SEGMENT_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
  tooManyColumns: `The file has more than ${SEGMENT_UPLOAD_MAX_COLUMNS} columns`,
  fileRequired: 'Choose a CSV file to upload',
  emptyFile: 'The file is empty: it needs a header row',
  notMultipart: 'Send the file as multipart/form-data with a field named file',
  staticOnly: 'Only static segments take a file upload',
  includeFlagInvalid: 'includeCsvDataTypeRow must be true or false',
  typeRowMissing: 'The file has no data type row (line 2) although includeCsvDataTypeRow is true',
} as const;

/** The type row's value for a column: blank means string; else one of CSV_DATA_TYPES, any case. */
export function readCsvDataType(text: string): CsvDataType | null {
  const value = text.trim().toLowerCase();
  if (value === '') return 'string';
  return CSV_DATA_TYPES.find((type) => type === value) ?? null;
}
