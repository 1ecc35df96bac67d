// One filter of a condition tree as an SQL predicate over one stored value (docs/conditions-sql.md).
// Each reading below is the SQL twin of a reader in @parley/core/conditions/values (docs/conditions.md
// "Every other operator: type first"): it yields the value in that type, or NULL when the stored
// value is absent or of another kind. A filter's predicate is TRUE exactly when the evaluator's
// filter is true, and FALSE or NULL otherwise ("NULL means no"): AND, OR and WHERE keep that meaning,
// and the compiler negates only with IS NOT TRUE (conditions-sql.ts). Plain predicates keep the
// comparisons on typed columns usable by indexes.
import type { Filter } from '@parley/core/conditions/model';
import { type ResolvedDateComparison, resolveDateValue } from '@parley/core/conditions/resolve-date';
import {
  DATETIME_TEXT_PATTERN,
  foldCase,
  NUMERIC_TEXT_PATTERN,
  readFilterBoolean,
  readNumber,
  unquoteEmptyString,
} from '@parley/core/conditions/values';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Where a filter's value is stored. `json` is a jsonb expression that is SQL NULL when the key is
 * absent (a key holding JSON null is present); the others are typed columns where NULL is absent.
 * `timestamp` columns hold microseconds; the evaluator sees milliseconds (a JavaScript Date).
 */
export type ValueSource =
  | { kind: 'json'; value: SQL; text: SQL }
  | { kind: 'text'; value: SQL }
  | { kind: 'number'; value: SQL }
  | { kind: 'boolean'; value: SQL }
  | { kind: 'timestamp'; value: SQL; alwaysPresent?: boolean };

/**
 * The JSON property `key` of the jsonb `object`, the key bound as a parameter (never written into the
 * SQL text): `object -> key` for its value, `object ->> key` for its text.
 */
export function jsonSource(object: SQL, key: string): ValueSource {
  return { kind: 'json', value: sql`(${object} -> ${key}::text)`, text: sql`(${object} ->> ${key}::text)` };
}

const FALSE = sql`false`;
const TRUE = sql`true`;

// The core patterns are bound as parameters: the same regular expression text runs in both places
// (PostgreSQL's advanced regular expressions read these JavaScript patterns identically).
const numericPattern = () => sql`${NUMERIC_TEXT_PATTERN.source}::text`;
const datetimePattern = () => sql`${DATETIME_TEXT_PATTERN.source}::text`;

/** The text of a JSON string (NULL for any other kind). */
function jsonString(value: SQL): SQL {
  return sql`(case when jsonb_typeof(${value}) = 'string' then ${value} #>> '{}' end)`;
}

/** Numeric text as float8, else NULL. The pattern caps both sides at 15 digits, so the cast never fails. */
function numberFromText(text: SQL): SQL {
  return sql`(case when ${text} ~ ${numericPattern()} then (${text})::float8 end)`;
}

/**
 * Datetime text as timestamptz, else NULL: the core pattern (with an offset, years 1000-9999), then
 * a day the month has (2024-02-30 is not a datetime), then the cast, each guarded by the one before.
 */
function instantFromText(text: SQL): SQL {
  const day = sql`substr(${text}, 9, 2)::int`;
  const lastDayOfMonth = sql`extract(day from make_date(substr(${text}, 1, 4)::int, substr(${text}, 6, 2)::int, 1) + interval '1 month - 1 day')`;
  return sql`(case when ${text} ~ ${datetimePattern()} then case when ${day} <= ${lastDayOfMonth} then (${text})::timestamptz end end)`;
}

/** readString: text columns and JSON strings. */
export function readStringSql(source: ValueSource): SQL | null {
  if (source.kind === 'text') return source.value;
  if (source.kind === 'json') return jsonString(source.value);
  return null;
}

/** readNumber: number columns, finite JSON numbers and numeric text, as float8 (IEEE doubles, like JavaScript). */
export function readNumberSql(source: ValueSource): SQL | null {
  switch (source.kind) {
    case 'number':
      return sql`(${source.value})::float8`;
    case 'text':
      return numberFromText(source.value);
    case 'json': {
      const value = source.value;
      return sql`(case jsonb_typeof(${value}) when 'number' then (${value})::float8 when 'string' then ${numberFromText(sql`(${value} #>> '{}')`)} end)`;
    }
    default:
      return null;
  }
}

/** readBoolean: boolean columns and JSON true / false. */
export function readBooleanSql(source: ValueSource): SQL | null {
  if (source.kind === 'boolean') return source.value;
  if (source.kind === 'json') {
    return sql`(case when jsonb_typeof(${source.value}) = 'boolean' then (${source.value})::boolean end)`;
  }
  return null;
}

/** readDatetime: timestamp columns, and datetime text in text columns or JSON strings. */
export function readInstantSql(source: ValueSource): SQL | null {
  if (source.kind === 'timestamp') return source.value;
  if (source.kind === 'text') return instantFromText(source.value);
  if (source.kind === 'json') return instantFromText(jsonString(source.value));
  return null;
}

/** A JSON array (lists live in JSON only). */
function readListSql(source: ValueSource): SQL | null {
  if (source.kind !== 'json') return null;
  return sql`(case when jsonb_typeof(${source.value}) = 'array' then ${source.value} end)`;
}

/** The SQL twin of docs/conditions.md "Presence operators". */
function presenceSql(source: ValueSource, operator: 'isSet' | 'isNotSet' | 'isNotNull'): SQL {
  if (source.kind === 'timestamp' && source.alwaysPresent) return operator === 'isNotSet' ? FALSE : TRUE;
  if (source.kind === 'json') {
    if (operator === 'isSet') return sql`(${source.value} is not null)`;
    if (operator === 'isNotSet') return sql`(${source.value} is null)`;
    return sql`(jsonb_typeof(${source.value}) <> 'null')`;
  }
  return operator === 'isNotSet' ? sql`(${source.value} is null)` : sql`(${source.value} is not null)`;
}

/** ASCII-only case folding: `lower` under the "C" collation folds A-Z only, like core's foldCase. */
function folded(text: SQL): SQL {
  return sql`lower((${text}) collate "C")`;
}

function boundText(text: string): SQL {
  return sql`${text}::text`;
}

function stringFilterSql(source: ValueSource, filter: Filter): SQL {
  if (source.kind !== 'text' && source.kind !== 'json') return FALSE;
  const value = filter.propertyValue;
  // A JSON property: compare its `->>` text first (cheap), then require a JSON string (a number's
  // text must not match). Both are NULL when the key is absent.
  const stored = folded(source.kind === 'json' ? source.text : source.value);
  let predicate: SQL;
  switch (filter.propertyOperator) {
    case 'isOneOf': {
      if (!Array.isArray(value)) return FALSE;
      const entries = [...new Set(value.map((entry) => foldCase(String(entry))))];
      if (entries.length === 0) return FALSE;
      // One array parameter however long the list (a list of 500 stays one parameter).
      predicate = sql`${stored} = any(${sql.param(entries)}::text[])`;
      break;
    }
    case 'equals':
    case 'notEquals': {
      if (typeof value !== 'string') return FALSE;
      const operator = filter.propertyOperator === 'equals' ? sql`=` : sql`<>`;
      predicate = sql`${stored} ${operator} ${boundText(foldCase(unquoteEmptyString(value)))}`;
      break;
    }
    case 'contains':
    case 'startsWith':
    case 'endsWith': {
      if (typeof value !== 'string') return FALSE;
      const needle = foldCase(value);
      if (filter.propertyOperator === 'contains') {
        predicate = sql`strpos(${stored}, ${boundText(needle)}) > 0`;
      } else if (filter.propertyOperator === 'startsWith') {
        predicate = sql`starts_with(${stored}, ${boundText(needle)})`;
      } else {
        predicate = sql`right(${stored}, char_length(${boundText(needle)})) = ${boundText(needle)}`;
      }
      break;
    }
    default:
      return FALSE;
  }
  return source.kind === 'json'
    ? sql`(${predicate} and jsonb_typeof(${source.value}) = 'string')`
    : predicate;
}

const NUMBER_COMPARISONS = {
  equals: sql`=`,
  notEquals: sql`<>`,
  greaterThan: sql`>`,
  lessThan: sql`<`,
  greaterThanOrEqual: sql`>=`,
  lessThanOrEqual: sql`<=`,
} as const;

function boundNumber(value: number): SQL {
  return sql`${String(value)}::float8`;
}

function numberFilterSql(source: ValueSource, filter: Filter): SQL {
  const number = readNumberSql(source);
  if (!number) return FALSE;
  const operator = filter.propertyOperator;
  if (operator === 'isOneOf') {
    if (!Array.isArray(filter.propertyValue)) return FALSE;
    const entries = [
      ...new Set(filter.propertyValue.map(readNumber).filter((entry): entry is number => entry !== null)),
    ];
    if (entries.length === 0) return FALSE;
    return sql`${number} = any(${sql.param(entries.map(String))}::float8[])`;
  }
  if (operator === null || !(operator in NUMBER_COMPARISONS)) return FALSE;
  const value = readNumber(filter.propertyValue);
  if (value === null) return FALSE;
  const comparison = NUMBER_COMPARISONS[operator as keyof typeof NUMBER_COMPARISONS];
  return sql`${number} ${comparison} ${boundNumber(value)}`;
}

function booleanFilterSql(source: ValueSource, filter: Filter): SQL {
  const stored = readBooleanSql(source);
  const value = readFilterBoolean(filter.propertyValue);
  if (!stored || value === null) return FALSE;
  if (filter.propertyOperator === 'equals') return sql`${stored} = ${value}::boolean`;
  if (filter.propertyOperator === 'notEquals') return sql`${stored} <> ${value}::boolean`;
  return FALSE;
}

const MILLISECOND = 1;

const INSTANT_COMPARISONS: Record<ResolvedDateComparison['comparison'], SQL> = {
  '>': sql`>`,
  '>=': sql`>=`,
  '<': sql`<`,
  '<=': sql`<=`,
};

/**
 * `instant <comparison> bound` at the evaluator's millisecond precision. A timestamp column holds
 * microseconds, which the evaluator never sees (a Date is truncated to the millisecond): compare the
 * truncated value, written so that an index on the column still applies (trunc(x) > t ⇔ x ≥ t + 1 ms,
 * trunc(x) ≤ t ⇔ x < t + 1 ms; ≥ and < are unchanged).
 */
export function instantComparisonSql(
  instant: SQL,
  resolved: ResolvedDateComparison,
  microseconds: boolean,
): SQL {
  const bound = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const { comparison } = resolved;
  if (microseconds && (comparison === '>' || comparison === '<=')) {
    const next = new Date(resolved.instant.getTime() + MILLISECOND);
    return comparison === '>' ? sql`${instant} >= ${bound(next)}` : sql`${instant} < ${bound(next)}`;
  }
  return sql`${instant} ${INSTANT_COMPARISONS[comparison]} ${bound(resolved.instant)}`;
}

function datetimeFilterSql(source: ValueSource, filter: Filter, now: Date): SQL {
  const instant = readInstantSql(source);
  const resolved = resolveDateValue(filter, now);
  if (!instant || !resolved) return FALSE;
  return instantComparisonSql(instant, resolved, source.kind === 'timestamp');
}

/** docs/conditions.md "list": an element folded-equal to the value's text, or a number element equal to it. */
function listFilterSql(source: ValueSource, filter: Filter): SQL {
  const list = readListSql(source);
  const value = filter.propertyValue;
  if (!list || filter.propertyOperator !== 'contains') return FALSE;
  if (typeof value !== 'string' && typeof value !== 'number') return FALSE;
  const text = foldCase(String(value));
  const number = readNumber(value);
  const numberMatch = number === null ? FALSE : sql`(element)::float8 = ${boundNumber(number)}`;
  return sql`exists (select 1 from jsonb_array_elements(${list}) as element where case jsonb_typeof(element) when 'string' then ${folded(sql`element #>> '{}'`)} = ${boundText(text)} when 'number' then ${numberMatch} else false end)`;
}

/**
 * One complete filter (its operator valid for its type, checked by the caller) as a NULL-free
 * predicate over `source`. `now` resolves relative dates through core's resolveDateValue.
 */
export function filterSql(source: ValueSource, filter: Filter, now: Date): SQL {
  const operator = filter.propertyOperator;
  if (operator === 'isSet' || operator === 'isNotSet' || operator === 'isNotNull') {
    return presenceSql(source, operator);
  }
  switch (filter.propertyType) {
    case 'string':
      return stringFilterSql(source, filter);
    case 'number':
      return numberFilterSql(source, filter);
    case 'boolean':
      return booleanFilterSql(source, filter);
    case 'datetime':
      return datetimeFilterSql(source, filter, now);
    case 'list':
      return listFilterSql(source, filter);
    default:
      return FALSE;
  }
}
