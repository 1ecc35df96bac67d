import {
  type CsvDataType,
  readCsvDataType,
  SEGMENT_UPLOAD_MAX_COLUMNS,
  SEGMENT_UPLOAD_TEXTS,
} from '@parley/core/segments/segment-rules';
import { AppError } from '../../platform/http/app-error.ts';
import { MAX_FIELD_NAME_LENGTH } from '../events/ingest-limits.ts';

// The header row (and the optional data type row) of a segment upload (docs/segments.md "CSV").

/** Where a column's values go on the contact. */
export type ColumnTarget =
  | { kind: 'phone' | 'email' | 'externalId' | 'firstName' | 'lastName' }
  | { kind: 'custom'; key: string }
  | { kind: 'rv'; key: string };

export type CsvColumn = { index: number; header: string; target: ColumnTarget; type: CsvDataType };

export type FileIssue = { line: number; field: string | null; message: string };

/** Header names are matched ignoring case, spaces, `_` and `-`: "Phone Number", "first_name", "EMAIL". */
const KNOWN_COLUMNS: Record<string, 'phone' | 'email' | 'externalId' | 'firstName' | 'lastName'> = {
  phone: 'phone',
  contactphone: 'phone',
  phonenumber: 'phone',
  email: 'email',
  emailaddress: 'email',
  externalid: 'externalId',
  firstname: 'firstName',
  lastname: 'lastName',
};

const RV_PREFIX = 'rvProperties.';
const CUSTOM_PREFIX = 'customProperties.';

/** A refusal of the whole file (400, nothing written): the first issue is the message. */
export function fileRefusal(issues: FileIssue[]): AppError {
  const [first] = issues;
  const where = first ? `line ${first.line}${first.field ? `, ${first.field}` : ''}: ` : '';
  return new AppError('validation_failed', `${where}${first?.message ?? 'The file is not valid'}`, {
    field: 'file',
    details: issues,
  });
}

function targetOf(header: string): ColumnTarget {
  if (header.startsWith(RV_PREFIX)) return { kind: 'rv', key: header.slice(RV_PREFIX.length) };
  if (header.startsWith(CUSTOM_PREFIX)) return { kind: 'custom', key: header.slice(CUSTOM_PREFIX.length) };
  const known = KNOWN_COLUMNS[header.toLowerCase().replace(/[\s_-]/g, '')];
  return known ? { kind: known } : { kind: 'custom', key: header };
}

function targetKey(target: ColumnTarget): string {
  return target.kind === 'custom' || target.kind === 'rv' ? `${target.kind}:${target.key}` : target.kind;
}

/**
 * The columns named by the header row, typed by the data type row when there is one. Refuses
 * (400, naming line and column) a blank or over-long name, two columns giving the same field, more
 * than 200 columns, and a type that is not string, number, boolean or datetime.
 */
export function readColumns(header: string[], typeRow: string[] | null): CsvColumn[] {
  if (header.length > SEGMENT_UPLOAD_MAX_COLUMNS)
    throw fileRefusal([{ line: 1, field: null, message: SEGMENT_UPLOAD_TEXTS.tooManyColumns }]);
  const issues: FileIssue[] = [];
  const seen = new Map<string, string>();
  const columns = header.map((raw, index): CsvColumn => {
    const name = raw.trim();
    const target = targetOf(name);
    const position = `column ${index + 1}`;
    if (name === '' || ((target.kind === 'custom' || target.kind === 'rv') && target.key.trim() === ''))
      issues.push({ line: 1, field: position, message: 'has no name' });
    else if (name.length > MAX_FIELD_NAME_LENGTH)
      issues.push({
        line: 1,
        field: position,
        message: `has a name over ${MAX_FIELD_NAME_LENGTH} characters`,
      });
    const key = targetKey(target);
    const earlier = seen.get(key);
    if (earlier !== undefined && name !== '')
      issues.push({ line: 1, field: name, message: `gives the same field as ${earlier}` });
    seen.set(key, name);
    let type: CsvDataType = 'string';
    if (typeRow) {
      const declared = readCsvDataType(typeRow[index] ?? '');
      if (declared) type = declared;
      else
        issues.push({
          line: 2,
          field: name || position,
          message: `'${typeRow[index]}' is not a data type (string, number, boolean or datetime)`,
        });
    }
    return { index, header: name, target, type };
  });
  if (typeRow && typeRow.length > header.length)
    issues.push({
      line: 2,
      field: null,
      message: `has ${typeRow.length} values; the header has ${header.length} columns`,
    });
  if (issues.length > 0) throw fileRefusal(issues);
  return columns;
}
