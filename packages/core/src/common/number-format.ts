// Numbers as the product writes them (spec 000 §9).

/** spec 000 §9: "Number abbreviations use E, P, T, B, M": millions and up; smaller numbers in full. */
export function abbreviateNumber(value: number): string {
  const units: [number, string][] = [
    [1e18, 'E'],
    [1e15, 'P'],
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
  ];
  const size = Math.abs(value);
  for (const [scale, unit] of units) {
    if (size >= scale)
      return `${(value / scale).toLocaleString('en-US', { maximumFractionDigits: 1 })}${unit}`;
  }
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** A file's size as lists show it: '512 B', '1.5 KB', '4.2 MB' (recordings, attachments). */
export function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
