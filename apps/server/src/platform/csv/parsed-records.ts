// csv-parse with `info: true` (segment uploads, do-not-call files): each record with the file line
// it ends on, and the line it starts on.

export type ParsedRecord = { record: string[]; info: { lines: number } };

/**
 * csv-parse's typings say string[][] whatever the options; with `info: true` each item is
 * { record, info }. Checked here instead of cast.
 */
export function asParsedRecord(item: unknown): ParsedRecord {
  const record: unknown = typeof item === 'object' && item ? Reflect.get(item, 'record') : undefined;
  const info: unknown = typeof item === 'object' && item ? Reflect.get(item, 'info') : undefined;
  const lines: unknown = typeof info === 'object' && info ? Reflect.get(info, 'lines') : undefined;
  if (!Array.isArray(record) || typeof lines !== 'number') throw new Error('csv-parse gave no record info');
  return { record: record.map(String), info: { lines } };
}

/** The line a record starts on: csv-parse gives the one it ends on (quoted values may span lines). */
export function startLine({ record, info }: ParsedRecord): number {
  let breaks = 0;
  for (const cell of record) for (const char of cell) if (char === '\n') breaks += 1;
  return info.lines - breaks;
}
