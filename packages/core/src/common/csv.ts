// Writing CSV that spreadsheets open safely (the compliance log export, the reporting tables).

/** One cell: quoted when it holds a comma, quote or line break; a would-be formula written as text. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell a spreadsheet would run as a formula is written as text (an E.164 number is no formula).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line and rows, each line ended by a newline. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
) {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
