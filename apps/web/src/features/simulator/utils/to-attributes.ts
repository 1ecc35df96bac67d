export type AttributeRow = { key: string; value: string };

/**
 * The custom task's attributes from the form's rows: blank rows are dropped, keys trimmed, and the
 * values 'true' / 'false' become booleans (so flags such as autoAnswer can be played).
 */
export function toAttributes(rows: readonly AttributeRow[]): Record<string, string | boolean> {
  const attributes: Record<string, string | boolean> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') continue;
    const value = row.value.trim();
    attributes[key] = value === 'true' ? true : value === 'false' ? false : row.value;
  }
  return attributes;
}

/** The index of each row whose key repeats an earlier row's. */
export function duplicateKeyRows(rows: readonly AttributeRow[]): Set<number> {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (key === '') return;
    if (seen.has(key)) duplicates.add(index);
    seen.add(key);
  });
  return duplicates;
}
